import type { Order } from '@tabula/api-client';
import type { LiveOrderStatus } from '@/lib/order-status/use-order-tracking';
import type { TrackingPageData } from './tracking-page-data';

/**
 * The tracking page configuration with a live status and ETA written in (B§7 status_updated);
 * the same object when the event is about another order or changes nothing, so a late event of
 * an order no longer tracked leaves the screen alone.
 *
 * @example `withLiveStatus(page, 7001, { status: 'ready', eta: null }).order.status // 'ready'`
 */
export function withLiveStatus(
  page: TrackingPageData,
  orderId: Order['id'],
  change: LiveOrderStatus,
): TrackingPageData {
  const { order } = page;
  if (order.id !== orderId) return page;
  if (order.status === change.status && order.eta === change.eta) return page;
  return { ...page, order: { ...order, status: change.status, eta: change.eta } };
}
