import { sessionEndpoints, isApiError, type DineMode } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { homePageQuery } from '@/lib/venue/home-page';

/**
 * Stores the diner's Eat In / Take Out choice on the session (A§7 POST
 * /dine_modes/update_session with type). The mutation invalidates the page configurations; the
 * answered session goes into the home page at once so the chooser closes without waiting.
 */
export function useChooseDineMode(onChosen: () => void) {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending, variables } = useMutation(
    endpointMutationOptions(api, queryClient, sessionEndpoints.updateDineMode),
  );
  const choose = useCallback(
    (type: DineMode) => {
      mutate(
        { body: { type } },
        {
          onSuccess: ({ session }) => {
            queryClient.setQueryData(homePageQuery().queryKey, (page) =>
              page === undefined ? page : { ...page, session },
            );
            onChosen();
          },
          onError: (error) => {
            // spec: A§8 other 11, an invalid service type is logged only.
            if (isApiError(error) && error.errorId === 'invalid_service_type') {
              showError({ id: 'invalid_service_type', message: error.serverMessage ?? undefined });
              return;
            }
            showError({ error, operation: 'other' });
          },
        },
      );
    },
    [mutate, queryClient, showError, onChosen],
  );
  const pending: DineMode | null = isPending ? variables.body.type : null;
  return { choose, pending };
}
