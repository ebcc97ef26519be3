import { channelName, type Order, type OrderStatus } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { listenLive, onRealtimeResync } from '../realtime/realtime-client';
import { setRecentOrderStatus } from '../venue/recent-order';
import { orderCanChange } from './order-status-view';

/** A live status change of a followed order: the new status and, when given, the ETA. */
export interface LiveOrderStatus {
  status: OrderStatus;
  /** When the restaurant expects the order, as an ISO date-time; null when it gave none. */
  eta: string | null;
}

/**
 * Listens to the order's track-order channel while it can still change (A§4: status updates
 * arrive live on a per-order channel; issue 30: a refund after the order ended, see
 * {@link orderCanChange}) and writes what arrives into the query cache: a
 * new status straight into every page configuration holding it as the recent order (the status
 * bar's, and the cart's and checkout's place-order gate), the others marked stale; any other
 * change, or a reconnect, as an invalidation of the page configurations. A screen that holds the
 * order elsewhere in the cache passes `onStatus` to write the status there too.
 *
 * @param order - The order to follow; null follows nothing.
 * @param onStatus - Called with each status_updated event, after the home page is updated.
 */
export function useOrderTracking(
  order: Pick<Order, 'id' | 'status' | 'order_details' | 'refund'> | null,
  onStatus?: (orderId: Order['id'], change: LiveOrderStatus) => void,
): void {
  const queryClient = useQueryClient();
  const orderId = order?.id ?? null;
  const live = order !== null && orderCanChange(order);
  // The latest callback, without resubscribing when the caller passes a new function.
  const statusChanged = useEffectEvent((id: Order['id'], change: LiveOrderStatus) => {
    onStatus?.(id, change);
  });
  useEffect(() => {
    if (orderId === null || !live) return;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
    };
    const stopResync = onRealtimeResync(refetch);
    const stopListening = listenLive(channelName('track_order', orderId), {
      status_updated: ({ status, eta }) => {
        setRecentOrderStatus(queryClient, orderId, status);
        statusChanged(orderId, { status, eta });
      },
      order_updated: refetch,
      billing_initiated: refetch,
    });
    return () => {
      stopResync();
      stopListening();
    };
  }, [orderId, live, queryClient]);
}
