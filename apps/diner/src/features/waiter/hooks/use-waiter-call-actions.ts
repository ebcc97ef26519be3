import { dineInEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { WaiterCallInput } from '../utils/waiter-call-driver';
import type { WaiterTable } from '../utils/waiter-call-offer';

/** The waiter call's two calls. */
export interface WaiterCallActions {
  /** Calls a waiter to the table; a second press while it is sent does nothing. */
  call: () => void;
  /** Cancels the call; a second press while it is sent does nothing. */
  cancel: () => void;
  /** Whether the call is being sent. */
  calling: boolean;
}

/**
 * Calls a waiter and cancels the call (B§7 POST call_waiter, DELETE call_waiter/cancel, each with
 * table_id and sapaad_outlet_id) and tells the call's machine how it went: a successful call
 * becomes requested, a failed one failed (B§4), a cancellation the call-cancelled text.
 * our choice: a failed cancellation leaves the call as it was, still cancellable, and shows the
 * generic 'Oops' popup (the spec names no error for it).
 */
export function useWaiterCallActions(
  table: WaiterTable,
  send: (event: WaiterCallInput) => void,
): WaiterCallActions {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const calling = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.callWaiter),
  );
  const cancelling = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.cancelWaiterCall),
  );
  const target = { table_id: table.tableId, sapaad_outlet_id: table.outletId };
  return {
    call: () => {
      if (calling.isPending) return;
      calling.mutate(
        { body: target },
        {
          onSuccess: () => {
            send({ type: 'called' });
          },
          onError: () => {
            send({ type: 'call_failed' });
          },
        },
      );
    },
    cancel: () => {
      if (cancelling.isPending) return;
      cancelling.mutate(
        { query: target },
        {
          onSuccess: () => {
            send({ type: 'cancelled' });
          },
          onError: (error) => {
            showError({ error, operation: 'other' });
          },
        },
      );
    },
    calling: calling.isPending,
  };
}
