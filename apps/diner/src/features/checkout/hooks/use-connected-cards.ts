import { stripeConnectEndpoints, type SavedCard } from '@tabula/api-client';
import { connectedCardsQueryOptions, endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';

/** The diner's cards saved with the connected card provider, and their delete action. */
export interface ConnectedCards {
  /** The cards: none for a guest, and none while loading or when they could not be read. */
  cards: readonly SavedCard[];
  loading: boolean;
  remove: (cardId: number) => void;
  /** The card being deleted now, if any. */
  deletingId: number | null;
}

/**
 * The saved cards of the connected card provider (B§2, B§7 GET/DELETE
 * sapaad_payments/stripe_connect/v1/cards), read only for a registered diner who chose that
 * provider (A§6: guests have no saved cards). A failed deletion shows the card deletion failure
 * (A§8 other 4); the list is read again after a deletion.
 */
export function useConnectedCards(enabled: boolean): ConnectedCards {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const query = useQuery({ ...connectedCardsQueryOptions(api), enabled });
  const deletion = useMutation({
    ...endpointMutationOptions(api, queryClient, stripeConnectEndpoints.deleteCard),
    onError: (error) => {
      // spec: A§8 other 4, card deletion failure.
      showError({ error, operation: 'card_delete' });
    },
  });
  const deleting = deletion.isPending ? deletion.variables.params.id : null;
  return {
    cards: enabled ? (query.data?.saved_cards ?? []) : [],
    loading: enabled && query.isPending,
    remove: (cardId) => {
      deletion.mutate({ params: { id: cardId } });
    },
    deletingId: typeof deleting === 'number' ? deleting : null,
  };
}
