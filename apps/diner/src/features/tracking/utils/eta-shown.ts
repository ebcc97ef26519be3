import type { OrderStatus } from '@tabula/api-client';
import { FINAL_ORDER_STATUSES } from '@/lib/order-status/order-status-view';

/**
 * Whether the track screen shows the ETA: only while the order is still on its way. Once it is
 * delivered, cancelled or rejected, 'Expected at …' would be a stale promise.
 *
 * @example `isEtaShown('confirmed') // true`, `isEtaShown('delivered') // false`
 */
// our choice: the spec gives the ETA (B§7 status_updated carries eta) but not when it stops
// applying; a ready order may still carry one (the food on its way to the table), a final one
// has nothing left to expect.
export function isEtaShown(status: OrderStatus): boolean {
  return !FINAL_ORDER_STATUSES.has(status);
}
