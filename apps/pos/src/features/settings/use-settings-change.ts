import {
  endpoints,
  type AnyEndpoint,
  type PosOutletSettings,
  type PosOutletSettingsChanges,
} from '@tabula/api-client';
import { posOutletSettingsQueryOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/**
 * One change of the outlet's settings: sent, the settings it answers shown at once (they are the
 * settings after it), what else it changed refetched, and `done` said. A refusal is said in the
 * server's words, which name the field ("order_limits.max_order_amount: expected a decimal…").
 */
export function useSettingsChange<V>(
  outletId: number,
  endpoint: AnyEndpoint,
  send: (input: V) => Promise<PosOutletSettings>,
  done: () => string,
) {
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  return useMutation({
    mutationFn: send,
    onSuccess: async (settings) => {
      queryClient.setQueryData(
        posOutletSettingsQueryOptions(api, { params: { id: outletId } }).queryKey,
        settings,
      );
      say(done());
      await invalidateAfter(queryClient, endpoint);
    },
    onError: failed,
  });
}

/** A change of the outlet's own settings (PATCH …/settings), `done` said once it is saved. */
export function useOutletSettingsChange(outletId: number, done: () => string) {
  return useSettingsChange(
    outletId,
    endpoints.pos.changeOutletSettings,
    (body: PosOutletSettingsChanges) =>
      api.request(endpoints.pos.changeOutletSettings, { params: { id: outletId }, body }),
    done,
  );
}
