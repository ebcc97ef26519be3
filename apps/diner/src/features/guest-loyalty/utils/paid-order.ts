import type { Order } from '@tabula/api-client';

/** Orders that will not be served: nothing to earn points on. */
const NOT_SERVED: ReadonlySet<Order['status']> = new Set(['rejected', 'cancelled']);

/**
 * The id of the tracked order once it has a payment, else null. A provider payment and a
 * payment the point of sale records (cash at the counter) both add to order_details.payments
 * when the order is paid.
 *
 * @example `paidOrderId(orderWithCardPayment) // 7001; paidOrderId(cashOrderNotYetPaid) // null`
 */
// spec: B§6 (a guest sees the loyalty join form after paying); B§4 Payment (a payment_recorded
// event marks payment).
// our choice: a rejected or cancelled order offers no sign-up, even when a payment was taken
// (the restaurant will not serve it, so the diner is not asked to join for its points).
export function paidOrderId(order: Pick<Order, 'id' | 'status' | 'order_details'>): number | null {
  if (NOT_SERVED.has(order.status)) return null;
  return order.order_details.payments.length > 0 ? order.id : null;
}
