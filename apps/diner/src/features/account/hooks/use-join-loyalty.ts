import { loyaltyEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';

/** Joining the loyalty programme. */
export interface JoinLoyalty {
  join: (body: { user: { name: string; email: string } }) => void;
  pending: boolean;
  joined: boolean;
}

/**
 * POST /users/loyalty_points/join_loyalty (A§7) with the profile's name and e-mail; a failure
 * shows the loyalty sign-up failure (A§8 row 10). The pages and loyalty are read again after.
 */
export function useJoinLoyalty(): JoinLoyalty {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const mutation = useMutation({
    ...endpointMutationOptions(api, queryClient, loyaltyEndpoints.join),
    onError: (error) => {
      showError({ error, operation: 'loyalty_sign_up' });
    },
  });
  return {
    join: (body) => {
      mutation.mutate({ body });
    },
    pending: mutation.isPending,
    joined: mutation.isSuccess,
  };
}
