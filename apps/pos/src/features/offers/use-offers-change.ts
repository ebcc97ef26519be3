import type { AnyEndpoint, PosOffers } from '@tabula/api-client';
import { posOffersQueryOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/**
 * One change of the company's offers: sent, the offers it answers shown at once (they are the
 * offers after it), what else it changed refetched, and `done` said. A refusal is said in the
 * server's words, which name the field ("definition.action.value: expected a decimal…").
 */
export function useOffersChange<V>(
  outletId: number,
  endpoint: AnyEndpoint,
  send: (input: V) => Promise<PosOffers>,
  done: () => string,
) {
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  return useMutation({
    mutationFn: send,
    onSuccess: async (offers) => {
      queryClient.setQueryData(
        posOffersQueryOptions(api, { params: { id: outletId } }).queryKey,
        offers,
      );
      say(done());
      await invalidateAfter(queryClient, endpoint);
    },
    onError: failed,
  });
}
