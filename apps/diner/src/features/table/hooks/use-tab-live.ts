import {
  channelName,
  dineInEndpoints,
  usersEndpoints,
  type paymentRecordedPayloadSchema,
} from '@tabula/api-client';
import type { z } from 'zod';
import { queryKeys } from '@tabula/api-client/query';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { api } from '@/lib/api/api';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { listenLive, onRealtimeResync } from '@/lib/realtime/realtime-client';
import { tableStatusQuery } from '@/lib/open-tab/table-status-query';

/** A payment_recorded event's payload (B§7). */
type PaymentRecorded = z.infer<typeof paymentRecordedPayloadSchema>;

/** What the tab's payment events do besides reading the table again. */
export interface TabLiveEvents {
  /** The last payment settled: the whole tab is paid (payment_recorded has_payment_completed). */
  onTabPaid?: () => void;
}

/** Who the tab's live events are heard for. */
export interface TabLiveTarget {
  /** The open-tab table the session sits at, or null away from one. */
  tableId: number | null;
  /** The tab's order, told to members only (the table status's order_id). */
  orderId: number | null;
  /** The signed-in diner, whose own changes raise no message. */
  userId: number | null;
}

/**
 * The open tab's live events for a diner seated there (B§7, B§8), besides joining: a placed or
 * updated order, a payment or billing refetches the pages (the tab's order) and the table status
 * (a payment marks the members it paid at once; the last one says the whole tab is paid);
 * an update by someone else says so ('order updated', from the POS with the restaurant's message);
 * the POS moving the table moves the session there and reads everything again (the channels
 * follow the session's new table); a table moving shows 'table updated' then /; a merged table
 * resets the QR session and shows 'table updated', then /invalid-table.
 */
export function useTabLive(
  { tableId, orderId, userId }: TabLiveTarget,
  events: TabLiveEvents = {},
): void {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const clearOrder = useSetAtom(clearOrderAtom);

  const refreshTab = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(dineInEndpoints.tableStatus),
    });
  });
  const paymentRecorded = useEffectEvent((payment: PaymentRecorded) => {
    // spec: B§4, a payment_recorded event marks payment: the members it paid are paid at once
    // (the checkout shows the receipt, place order is off), then the table is read again.
    if (tableId !== null) {
      queryClient.setQueryData(tableStatusQuery(tableId).queryKey, (status) =>
        status === undefined ? status : { ...status, paid_members: payment.paid_customers },
      );
    }
    refreshTab();
    if (payment.has_payment_completed) events.onTabPaid?.();
  });
  const orderUpdated = useEffectEvent((updatedBy: number | 'pos') => {
    refreshTab();
    // spec: B§8 rows 17 and 18, an update from the POS or by another diner is told.
    if (updatedBy === 'pos') showError({ id: 'order_updated_from_pos' });
    else if (updatedBy !== userId) showError({ id: 'group_order_updated' });
  });
  const tableMoved = useEffectEvent((newTableId: number) => {
    // The old table is no longer the session's: its status would answer 404 (and show an error)
    // if read again before the home page names the new table, so it is left as it is.
    const oldStatus = tableId === null ? null : hashKey(tableStatusQuery(tableId).queryKey);
    // The server already moved the session; asking again is for safety, and whatever it answers
    // everything else is read again (the home page's session names the new table).
    api
      .request(usersEndpoints.updateSessions, {
        body: { session_data: { table_id: newTableId } },
      })
      .catch((error: unknown) => {
        console.warn('The session could not be moved to the new table', error);
      })
      .finally(() => {
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryHash !== oldStatus,
        });
      });
  });
  const tableUpdated = useEffectEvent((type: 'merged' | 'in_progress') => {
    if (type === 'in_progress') {
      // spec: B§8 row 21, table movement in progress: the table-updated message, then /.
      showError({ id: 'table_moving' });
      return;
    }
    // spec: B§8 row 20, table updated from the POS: the QR session is reset, then /invalid-table.
    clearOrder();
    api
      .request(usersEndpoints.clearSession)
      .catch((error: unknown) => {
        console.warn('The session could not be cleared', error);
      })
      .finally(() => {
        showError({ id: 'table_updated_from_pos' });
      });
  });

  useEffect(() => {
    if (tableId === null) return;
    const stopResync = onRealtimeResync(() => {
      refreshTab();
    });
    const stop = listenLive(channelName('dine_in_events', tableId), {
      order_placed: () => {
        refreshTab();
      },
      payment_recorded: (payment) => {
        paymentRecorded(payment);
      },
      table_moved: ({ table_id }) => {
        tableMoved(table_id);
      },
      table_updated: ({ type }) => {
        tableUpdated(type);
      },
    });
    return () => {
      stopResync();
      stop();
    };
  }, [tableId]);

  useEffect(() => {
    if (orderId === null) return;
    return listenLive(channelName('track_order', orderId), {
      order_updated: ({ updated_by }) => {
        orderUpdated(updated_by);
      },
      billing_initiated: () => {
        refreshTab();
      },
    });
  }, [orderId]);
}
