import { usersEndpoints, isApiError } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { profileUpdateBody, type ProfileDraft } from '../utils/profile-form';

/** What the profile update hands back to the form. */
export interface UpdateProfile {
  update: (userId: number, draft: ProfileDraft, consentOffered: boolean) => void;
  pending: boolean;
  /** The update succeeded (the success overlay shows). */
  succeeded: boolean;
  /** The e-mail belongs to another account (a 409 `email_taken`), shown beside the field. */
  emailTaken: boolean;
  /** Forgets the last outcome (the overlay closed, the diner typed again). */
  reset: () => void;
}

/**
 * The profile update (PUT /users/profiles/{id}, A§7). Every page configuration is read again
 * afterwards (the contract's invalidations), so the side menu and the form show the new name.
 */
export function useUpdateProfile(): UpdateProfile {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const mutation = useMutation({
    ...endpointMutationOptions(api, queryClient, usersEndpoints.updateProfile),
    onError: (error) => {
      // our choice: an address another account uses is said beside the e-mail field, not in the
      // generic popup, so the diner knows what to change.
      if (isApiError(error) && error.errorId === 'email_taken') return;
      showError({ error, operation: 'profile_update' });
    },
  });
  return {
    update: (userId, draft, consentOffered) => {
      mutation.mutate({ params: { id: userId }, body: profileUpdateBody(draft, consentOffered) });
    },
    pending: mutation.isPending,
    succeeded: mutation.isSuccess,
    emailTaken: isApiError(mutation.error) && mutation.error.errorId === 'email_taken',
    reset: mutation.reset,
  };
}
