import { loyaltyEndpoints, usersEndpoints } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { removeStored } from '@/lib/storage/storage';
import type { GuestSignUp } from '../utils/guest-sign-up-draft';

/** What a sign-up that went through did. */
export interface GuestSignUpResult {
  /** The points the order earned (data.loyalty_result.last_earned_loyalty). */
  earned: string;
  /** Whether the name and e-mail were stored as well (see useGuestSignUp). */
  detailsSaved: boolean;
}

/** The panel's call. */
export interface GuestSignUpCall {
  signUp: (signUp: GuestSignUp) => void;
  pending: boolean;
  /** The finished sign-up, once it went through. */
  result: GuestSignUpResult | null;
}

/**
 * Join: converts the guest into a registered member with the mobile number (POST
 * /api/v1/users/convert_guest), which credits the order's points, then stores the name and
 * e-mail with the loyalty sign-up call (POST /users/loyalty_points/join_loyalty). Afterwards the
 * guest flag is dropped and every page configuration is read again (each carries the user). A
 * failed conversion is the A§8 loyalty sign-up failure.
 */
// spec: A§7 POST /api/v1/users/convert_guest; B§7 guest loyalty sign-up (convert guest);
// A§8 'Loyalty sign-up failure'; B§5 name and e-mail required.
// our choice: convert_guest takes no name or e-mail (apps/server convert-guest-route.ts), yet B§5
// asks for both, so they go to join_loyalty (name, email; A§7) once the diner is registered;
// joining again changes nothing on the server. When only that second call fails, the diner is a
// member with the points already, so no A§8 popup says they are not: the panel says the details
// were not saved and can be added in the profile.
export function useGuestSignUp(): GuestSignUpCall {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending, data } = useMutation({
    mutationFn: async ({ convert, details }: GuestSignUp): Promise<GuestSignUpResult> => {
      const converted = await api.request(usersEndpoints.convertGuest, { body: convert });
      const earned = converted.data.loyalty_result.last_earned_loyalty;
      try {
        await api.request(loyaltyEndpoints.join, { body: { user: details } });
        return { earned, detailsSaved: true };
      } catch {
        return { earned, detailsSaved: false };
      }
    },
    onSuccess: () => {
      // our choice: the diner is registered now; the guest flag (A§6) no longer describes them.
      removeStored('session', STORAGE_KEYS.isGuest);
      // Read again in the background: the thanks shows at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.area('loyalty') });
    },
    onError: (error) => {
      showError({ error, operation: 'loyalty_sign_up' });
    },
  });
  const signUp = useCallback(
    (next: GuestSignUp) => {
      mutate(next);
    },
    [mutate],
  );
  return { signUp, pending: isPending, result: data ?? null };
}
