import { usersEndpoints, resolveError } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, type Dispatch } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { LoginEvent, SignInIdentity } from '../utils/login-flow';
import type { Clock } from './use-resend-countdown';

/** The first step's call: who is signing in, and is a code on its way. */
export interface VerifyIdentity {
  verify: (identity: SignInIdentity, captchaToken: string | null) => void;
  pending: boolean;
}

/**
 * Next on the first step: POST /users/verifications. A 204 means a code was sent (the code
 * step); a 404 means the diner is not registered (sign-up, no error shown); any other failure is
 * the generic sign-in error (A§8 row 9) through the error map.
 */
// spec: A§4 Login; A§7 POST /users/verifications (captcha header); A§8 rows 7 and 9.
export function useVerifyIdentity(dispatch: Dispatch<LoginEvent>, clock: Clock): VerifyIdentity {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending } = useMutation(
    endpointMutationOptions(api, queryClient, usersEndpoints.verify),
  );
  const verify = useCallback(
    (identity: SignInIdentity, captchaToken: string | null) => {
      mutate(
        {
          body: { verification: identity },
          ...(captchaToken === null ? {} : { captchaToken }),
        },
        {
          onSuccess: () => {
            dispatch({ type: 'code_sent', identity, at: clock() });
          },
          onError: (error) => {
            // The error map decides what a 404 of the verification means: sign-up follows.
            if (resolveError(error, { operation: 'verify_user' }).id === 'sign_up_required') {
              dispatch({ type: 'sign_up_required', identity });
            } else {
              showError({ error, operation: 'verify_user' });
            }
          },
        },
      );
    },
    [mutate, dispatch, clock, showError],
  );
  return { verify, pending: isPending };
}
