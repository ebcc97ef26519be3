import { usersEndpoints, type User } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '../api/api';
import { showErrorAtom } from '../errors/error-queue';
import { useHomePage } from '../venue/home-page';
import { afterSessionRenewed } from './after-session-renewed';
import { rememberGuest } from './guest-flag';
import { guestLoginPayload } from './guest-login-payload';

/** Options of one guest login. */
export interface GuestLoginOptions {
  /** The diner's answer to the marketing consent checkbox (SG only, A§5); false by default. */
  marketingConsent?: boolean;
}

/** The guest login, as a screen uses it. */
export interface GuestLogin {
  /**
   * Signs the session in as a guest. Resolves with the guest user, or with null when it failed:
   * the error is then already shown through the error map.
   */
  loginAsGuest: (options?: GuestLoginOptions) => Promise<User | null>;
  /** The call is running. */
  pending: boolean;
}

/**
 * The guest login (users.guestLogin with the A§3 payload). Without a company id or a dialing
 * code, or without the page's CSRF token (the client then sends nothing), it fails with 'CSRF
 * token not found' (A§5, A§8). After it: the session renewal steps of sign-in, and the guest flag
 * where dine-in loyalty runs (A§6).
 *
 * @example
 * ```ts
 * const { loginAsGuest } = useGuestLogin();
 * if (await loginAsGuest()) void navigate({ to: '/checkout' });
 * ```
 */
export function useGuestLogin(): GuestLogin {
  const page = useHomePage();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutateAsync, isPending } = useMutation(
    endpointMutationOptions(api, queryClient, usersEndpoints.guestLogin),
  );

  const loginAsGuest = useCallback(
    async (options: GuestLoginOptions = {}): Promise<User | null> => {
      const payload = guestLoginPayload(page, options.marketingConsent ?? false);
      if (payload === null) {
        // spec: A§5, without a company id or a dialing code the guest login fails with
        // 'CSRF token not found' (A§8 row 17).
        showError({ id: 'csrf_token_missing' });
        return null;
      }
      let user: User;
      try {
        ({ user } = await mutateAsync({ body: payload }));
      } catch (error) {
        // A missing CSRF token is the client's csrf_missing: 'CSRF token not found' (A§8).
        showError({ error, operation: 'guest_login' });
        return null;
      }
      rememberGuest(page.company);
      await afterSessionRenewed(queryClient);
      return user;
    },
    [page, mutateAsync, showError, queryClient],
  );

  return { loginAsGuest, pending: isPending };
}
