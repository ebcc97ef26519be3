import { usersEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { clearSignedInState } from '../utils/sign-out-cleanup';

/**
 * Signs the diner out (A§4 Login): the sign-out call, then what A§4 clears, then the address the
 * server answers. The page loads anew there, so it carries the renewed session's CSRF token and
 * nothing of the signed-in diner stays in memory.
 */
export function useSignOut(
  navigateTo: (url: string) => void = (url) => {
    window.location.assign(url);
  },
) {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending } = useMutation(
    endpointMutationOptions(api, queryClient, usersEndpoints.signOut),
  );
  const signOut = useCallback(() => {
    mutate(
      {},
      {
        onSuccess: ({ redirect_url }) => {
          clearSignedInState();
          queryClient.clear();
          navigateTo(redirect_url);
        },
        onError: (error) => {
          showError({ error, operation: 'other' });
        },
      },
    );
  }, [mutate, queryClient, showError, navigateTo]);
  return { signOut, pending: isPending };
}
