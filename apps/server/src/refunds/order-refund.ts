import type { OrderRefund } from '@tabula/api-client';
import { add, toAmount } from '@tabula/engine';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refunds } from '../db/schema';
import type { OrderRecord } from '../orders/order-view';
import {
  givenBackByPayment,
  givenRows,
  moneyEnd,
  orderPaymentRows,
  type GivenRow,
  type PaymentRow,
} from './order-money-end';

/**
 * What was given back of one order, as the diner reads it: `refunded` exactly when staff read
 * the order as refunded in full (its money end), partly refunded otherwise.
 */
function refundOf(
  order: Pick<OrderRecord, 'paymentStatus'>,
  own: readonly PaymentRow[],
  given: readonly GivenRow[],
  precision: number,
): OrderRefund {
  const paid = own.filter((payment) => payment.status === 'paid');
  const full = moneyEnd(order, own, givenBackByPayment(given)) === 'refunded';
  return {
    status: full ? 'refunded' : 'partially_refunded',
    paid_amount: toAmount(add(...paid.map((payment) => payment.amount)), precision),
    refunded_amount: toAmount(add(...given.map((row) => row.amount)), precision),
    refunds: given.map((row) => ({
      amount: toAmount(row.amount, precision),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * What staff gave back of each of these orders (issue 30: a refund is visible to the diner):
 * the refunds that succeeded, oldest first, what they add up to, what the order's payments took,
 * and whether that is all of it. One read (by order) when none was refunded, as most are; the
 * refunded ones' payments in a second. Orders nothing was given back of are absent. Derived on
 * every read like the staff's money end (refunds/order-money-end.ts), never stored.
 *
 * @param db - the database, or a transaction
 * @param list - the orders, with their payment status
 * @param precision - the company's decimal places
 * @returns what was given back, by order id
 */
export async function orderRefunds(
  db: Database,
  list: readonly Pick<OrderRecord, 'id' | 'paymentStatus'>[],
  precision: number,
): Promise<Map<number, OrderRefund>> {
  const found = new Map<number, OrderRefund>();
  if (list.length === 0) return found;
  const given = await givenRows(
    db,
    inArray(
      refunds.orderId,
      list.map((order) => order.id),
    ),
  );
  if (given.length === 0) return found;
  const refunded = list.filter((order) => given.some((row) => row.orderId === order.id));
  const rows = await orderPaymentRows(
    db,
    refunded.map((order) => order.id),
  );
  for (const order of refunded) {
    const own = rows.filter((payment) => payment.orderId === order.id);
    const mine = given.filter((row) => row.orderId === order.id);
    found.set(order.id, refundOf(order, own, mine, precision));
  }
  return found;
}
