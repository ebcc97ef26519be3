import type { Order } from '@tabula/api-client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOrderTracking, type LiveOrderStatus } from '@/lib/order-status/use-order-tracking';
import type { TrackingPageData } from '../utils/tracking-page-data';
import { withLiveStatus } from '../utils/with-live-status';
import { trackingPageQuery } from './use-tracking-page';

/**
 * Writes a live status and its ETA into the cached tracking configuration (no second store:
 * the screen reads the same entry the route loaded).
 */
export function writeLiveStatus(
  queryClient: QueryClient,
  orderId: Order['id'],
  change: LiveOrderStatus,
): void {
  queryClient.setQueryData(trackingPageQuery().queryKey, (cached) =>
    cached === undefined ? cached : withLiveStatus(cached, orderId, change),
  );
}

/**
 * Follows the tracked order live (B§7 track_order_{orderId}) until its status is final: a new
 * status and its ETA go into the tracking configuration, and into the home page's recent order
 * for the status bar; order_updated, billing_initiated and a reconnect refetch (A§4, B§7).
 */
export function useLiveTracking(page: TrackingPageData): void {
  const queryClient = useQueryClient();
  useOrderTracking(page.order, (orderId, change) => {
    writeLiveStatus(queryClient, orderId, change);
  });
}
