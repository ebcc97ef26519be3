import { usersEndpoints, type EndpointInput } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, type Dispatch } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { LoginEvent } from '../utils/login-flow';
import type { Clock } from './use-resend-countdown';

/** The user object sign-up sends (name, e-mail, mobile number, marketing consent). */
export type SignUpUser = EndpointInput<typeof usersEndpoints.signUp>['body']['user'];

/** The sign-up step's call. */
export interface SignUp {
  signUp: (user: SignUpUser) => void;
  pending: boolean;
}

/**
 * Create account on the sign-up step: POST /users. The server then sends the code by SMS to the
 * new account's mobile number, so the code step follows; any failure is the generic sign-in
 * error (A§8 row 9).
 */
// spec: A§4 Login (a verification 404 leads to sign-up); A§7 POST /users; A§8 row 9.
export function useSignUp(dispatch: Dispatch<LoginEvent>, clock: Clock): SignUp {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending } = useMutation(
    endpointMutationOptions(api, queryClient, usersEndpoints.signUp),
  );
  const signUp = useCallback(
    (user: SignUpUser) => {
      mutate(
        { body: { user } },
        {
          onSuccess: () => {
            dispatch({
              type: 'signed_up',
              phone: { phone_number: user.phone_number, dialing_code: user.dialing_code },
              email: user.email,
              at: clock(),
            });
          },
          onError: (error) => {
            showError({ error, operation: 'sign_in' });
          },
        },
      );
    },
    [mutate, dispatch, clock, showError],
  );
  return { signUp, pending: isPending };
}
