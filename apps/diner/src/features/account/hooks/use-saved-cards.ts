import { usersEndpoints, type SavedCard } from '@tabula/api-client';
import { endpointMutationOptions, savedCardsQueryOptions } from '@tabula/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';

/** The saved cards query (`GET /users/stripe_cards`). */
export const savedCardsQuery = () => savedCardsQueryOptions(api);

/** The diner's saved cards and their delete action. */
export interface SavedCards {
  /** The cards; null while loading or when they could not be read. */
  cards: readonly SavedCard[] | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  remove: (cardId: number) => void;
  /** The card being deleted now, if any. */
  deletingId: number | null;
}

/**
 * The saved cards of the profile (A§2, A§7): listed, and deleted by id. A failed deletion shows
 * the catalogue's card deletion failure (A§8); the list is read again after a deletion.
 */
export function useSavedCards(): SavedCards {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const query = useQuery(savedCardsQuery());
  const deletion = useMutation({
    ...endpointMutationOptions(api, queryClient, usersEndpoints.deleteSavedCard),
    onError: (error) => {
      // spec: A§8 other 4, card deletion failure.
      showError({ error, operation: 'card_delete' });
    },
  });
  return {
    cards: query.data?.saved_cards ?? null,
    loading: query.isPending,
    failed: query.isError,
    retry: () => {
      void query.refetch();
    },
    remove: (cardId) => {
      deletion.mutate({ params: { id: cardId } });
    },
    deletingId: deletion.isPending ? cardIdOf(deletion.variables.params.id) : null,
  };
}

/** A card id as the path took it (a number, or its digits). */
function cardIdOf(id: number | string): number | null {
  return typeof id === 'number' ? id : null;
}
