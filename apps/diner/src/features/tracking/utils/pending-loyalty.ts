import type { Order } from '@tabula/api-client';
import { parseAmount } from '@tabula/engine';

/** Statuses before the restaurant has confirmed the order. */
const NOT_YET_CONFIRMED: ReadonlySet<Order['status']> = new Set([
  'unconfirmed',
  // our choice: a payment still in progress has not been confirmed either (the status bar reads
  // it like unconfirmed).
  'payment_in_progress',
]);

/**
 * The points the order will earn once confirmed, for the pending-loyalty note (B§2 Track-order
 * screen: a pending-loyalty note while the order is unconfirmed); null when there is nothing to
 * say: the order is past that point, or it earns no points.
 *
 * @example `pendingLoyaltyPoints(order) // '35' while unconfirmed, null once confirmed`
 */
export function pendingLoyaltyPoints(
  order: Pick<Order, 'status' | 'order_details'>,
): string | null {
  if (!NOT_YET_CONFIRMED.has(order.status)) return null;
  const earned = order.order_details.earned_loyalty;
  return parseAmount(earned).greaterThan(0) ? earned : null;
}
