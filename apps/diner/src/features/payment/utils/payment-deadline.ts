import type { Order, PaymentDetails } from '@tabula/api-client';
import { PAYMENT_TIMEOUT_MS } from './payment-constants';

/**
 * When the page stops waiting and treats the payment as failed (B§8: "payment page timeout of
 * 665 s is treated as failure"): 665 s after the page opened, or after the payment started when
 * the server tells when, whichever comes first.
 * our choice: the server tells when through the page's order: a provider payment places its
 * order (tmp_order_id, as payment_in_progress) in the same step as the payment, so that order's
 * created_at is when the payment started. A start the device's clock puts after the page opened
 * (clock skew) is not used; the page's own opening time bounds the wait.
 *
 * @param openedAt - When the page opened, in epoch milliseconds.
 * @param details - The page's payment details (B§3), or null.
 * @param order - The page's order, or null.
 * @returns The deadline in epoch milliseconds.
 * @example `paymentDeadline(Date.now(), details, order)`
 */
export function paymentDeadline(
  openedAt: number,
  details: Pick<PaymentDetails, 'tmp_order_id'> | null,
  order: Pick<Order, 'id' | 'created_at'> | null,
): number {
  const started = paymentStartedAt(details, order);
  const from = started === null ? openedAt : Math.min(openedAt, started);
  return from + PAYMENT_TIMEOUT_MS;
}

/** When the payment started: the created_at of the order it pays, or null when unknown. */
function paymentStartedAt(
  details: Pick<PaymentDetails, 'tmp_order_id'> | null,
  order: Pick<Order, 'id' | 'created_at'> | null,
): number | null {
  const orderId = details?.tmp_order_id ?? null;
  if (orderId === null || order?.id !== orderId) return null;
  const started = Date.parse(order.created_at);
  return Number.isNaN(started) ? null : started;
}
