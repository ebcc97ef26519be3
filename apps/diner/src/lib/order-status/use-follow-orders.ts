import { channelName, type Order } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenLive, onRealtimeResync } from '../realtime/realtime-client';
import { orderCanChange } from './order-status-view';

/**
 * Follows a list of the diner's orders live (My Orders): each order that can still change
 * ({@link orderCanChange}: running, or paid and not refunded in full) on its track-order channel
 * (B§7), and any status, change or billing event of one of them, or a reconnect, reads the page
 * configurations again, so a refund made by staff shows without a reload (issue 30).
 *
 * @param orders - The listed orders; those that cannot change are not followed.
 */
export function useFollowOrders(
  orders: readonly Pick<Order, 'id' | 'status' | 'order_details' | 'refund'>[],
): void {
  const queryClient = useQueryClient();
  // One string, so the subscriptions are made again only when the followed orders change.
  const followed = orders
    .filter(orderCanChange)
    .map((order) => order.id)
    .join(',');
  useEffect(() => {
    if (followed === '') return;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
    };
    const handlers = {
      status_updated: refetch,
      order_updated: refetch,
      billing_initiated: refetch,
    };
    const stops = [
      onRealtimeResync(refetch),
      ...followed
        .split(',')
        .map((id) => listenLive(channelName('track_order', Number(id)), handlers)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [followed, queryClient]);
}
