import { usersEndpoints, resolveError } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useState, type Dispatch } from 'react';
import { api } from '@/lib/api/api';
import { afterSessionRenewed } from '@/lib/auth/after-session-renewed';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { codeRefusal, type CodeRefusal } from '../utils/code-refusal';
import type { CodeChannel, LoginEvent, SignInIdentity } from '../utils/login-flow';
import type { Clock } from './use-resend-countdown';
import { useReturnAfterLogin } from './use-return-after-login';

/** The code step's calls and the inline error of the code. */
export interface CodeActions {
  /** Verify: signs in with the code. */
  signIn: (code: string) => void;
  /** Why the last code was refused (shown beside the field), or null. */
  codeError: CodeRefusal | null;
  clearCodeError: () => void;
  /** Sends the code again on the current channel (after the countdown). */
  resend: () => void;
  /** Sends a code by the other channel; `email` is the account's address for an e-mail code. */
  switchChannel: (channel: CodeChannel, email: string | null) => void;
  /** Signing in, or renewing the session after it. */
  signingIn: boolean;
  /** A code is being sent (resend or switch). */
  sending: boolean;
}

/** What the code step works on. */
export interface CodeTarget {
  identity: SignInIdentity;
  channel: CodeChannel;
  email: string | null;
}

/**
 * The code step (A§4 Login): Verify signs in (POST /users/sign_in) and then renews the session
 * and leaves for the stored page; a refused code is shown beside the field with no popup (A§8
 * row 8): 'Incorrect OTP' with the tries left, or that the code is used up or expired; Resend (POST /users/otps/resend) and the channel switch (POST
 * /users/otps, with the e-mail for the e-mail variant, A§7) restart the countdown. Any other
 * failure is the generic sign-in error (A§8 row 9).
 */
export function useCodeActions(
  target: CodeTarget,
  dispatch: Dispatch<LoginEvent>,
  clock: Clock,
  returnTo: string | null = null,
): CodeActions {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const returnAfterLogin = useReturnAfterLogin(returnTo);
  const [codeError, setCodeError] = useState<CodeRefusal | null>(null);
  const [renewing, setRenewing] = useState(false);
  const signInCall = useMutation(endpointMutationOptions(api, queryClient, usersEndpoints.signIn));
  const resendCall = useMutation(
    endpointMutationOptions(api, queryClient, usersEndpoints.resendOtp),
  );
  const sendCall = useMutation(endpointMutationOptions(api, queryClient, usersEndpoints.sendOtp));
  const { identity, channel, email } = target;
  const { mutateAsync: signInAsync } = signInCall;
  const { mutate: resendMutate } = resendCall;
  const { mutate: sendMutate } = sendCall;

  const signIn = useCallback(
    (code: string) => {
      void (async () => {
        setCodeError(null);
        try {
          await signInAsync({ body: { user: { ...identity, otp: code } } });
        } catch (error) {
          const resolved = resolveError(error, { operation: 'verify_otp' });
          // spec: A§8 row 8, a refused code is shown beside the field, no popup.
          if (resolved.entry.presentation === 'inline') {
            setCodeError(codeRefusal(error));
          } else {
            showError({ error, operation: 'verify_otp' });
          }
          return;
        }
        setRenewing(true);
        try {
          await afterSessionRenewed(queryClient);
          await returnAfterLogin();
        } finally {
          setRenewing(false);
        }
      })();
    },
    [identity, signInAsync, showError, queryClient, returnAfterLogin],
  );

  const resend = useCallback(() => {
    setCodeError(null);
    resendMutate(
      { body: channel === 'email' && email !== null ? { email } : {} },
      {
        onSuccess: () => {
          dispatch({ type: 'code_resent', at: clock() });
        },
        onError: (error) => {
          showError({ error, operation: 'sign_in' });
        },
      },
    );
  }, [channel, email, resendMutate, dispatch, clock, showError]);

  const switchChannel = useCallback(
    (next: CodeChannel, address: string | null) => {
      setCodeError(null);
      const nextEmail = next === 'email' ? address : null;
      sendMutate(
        { body: nextEmail === null ? {} : { email: nextEmail } },
        {
          onSuccess: () => {
            dispatch({ type: 'channel_switched', channel: next, email: nextEmail, at: clock() });
          },
          onError: (error) => {
            showError({ error, operation: 'sign_in' });
          },
        },
      );
    },
    [sendMutate, dispatch, clock, showError],
  );

  const clearCodeError = useCallback(() => {
    setCodeError(null);
  }, []);

  return {
    signIn,
    codeError,
    clearCodeError,
    resend,
    switchChannel,
    signingIn: signInCall.isPending || renewing,
    sending: resendCall.isPending || sendCall.isPending,
  };
}
