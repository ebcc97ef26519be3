import { channelName, type Order } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setRecentOrderStatus } from '../../../lib/venue/recent-order';
import { loadRealtimeClient, onRealtimeResync } from '../utils/realtime-client';
import { FINAL_ORDER_STATUSES } from '../utils/order-status-view';

/**
 * Listens to the order's track-order channel while its status can still change (A§4: status
 * updates arrive live on a per-order channel) and writes what arrives into the query cache: a
 * new status straight into the home page configuration, any other change as an invalidation.
 */
export function useOrderTracking(order: Pick<Order, 'id' | 'status'> | null): void {
  const queryClient = useQueryClient();
  const orderId = order?.id ?? null;
  const live = order !== null && !FINAL_ORDER_STATUSES.has(order.status);
  useEffect(() => {
    if (orderId === null || !live) return;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
    };
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    const stopResync = onRealtimeResync(refetch);
    loadRealtimeClient()
      .then((client) => {
        if (stopped) return;
        unsubscribe = client.subscribe(channelName('track_order', orderId), {
          status_updated: ({ status }) => {
            setRecentOrderStatus(queryClient, orderId, status);
          },
          order_updated: refetch,
          billing_initiated: refetch,
        });
      })
      .catch((error: unknown) => {
        // Without live events the bar still shows the status of the last configuration.
        console.warn('Live order updates are unavailable', error);
      });
    return () => {
      stopped = true;
      stopResync();
      unsubscribe?.();
    };
  }, [orderId, live, queryClient]);
}
