import type { PosOrder } from '@tabula/api-client';
import { add, parseAmount, type Decimal } from '@tabula/engine';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { payments, refunds } from '../db/schema';
import type { OrderRecord } from '../orders/order-view';

/**
 * Why an order's money is gone, so that it cannot move on towards the diner:
 * - `refunded`: it was paid, and every payment that paid it was given back in full;
 * - `voided`: nothing paid it, and staff voided its own payment.
 */
export type MoneyEnd = NonNullable<PosOrder['money_end']>;

/** What the order's money is read from, of each of its payments. */
export type PaymentRow = Pick<
  typeof payments.$inferSelect,
  'id' | 'orderId' | 'amount' | 'status' | 'tabCustomers' | 'splitPart' | 'voidedAt'
>;

/** A refund that gave money back (succeeded), as an order's money reads it. */
export type GivenRow = Pick<
  typeof refunds.$inferSelect,
  'paymentId' | 'orderId' | 'amount' | 'createdAt'
>;

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  amount: payments.amount,
  status: payments.status,
  tabCustomers: payments.tabCustomers,
  splitPart: payments.splitPart,
  voidedAt: payments.voidedAt,
};

/** One order's payments, prepared once per database: every staff action on an order reads them. */
const oneOrderPayments = preparedPerDatabase((db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder('id')))
    .prepare('order_payments'),
);

const givenColumns = {
  paymentId: refunds.paymentId,
  orderId: refunds.orderId,
  amount: refunds.amount,
  createdAt: refunds.createdAt,
};

/** The payments of these orders. */
export async function orderPaymentRows(
  db: Database,
  orderIds: readonly number[],
): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]));
}

/** The refunds that succeeded, matching `where`, oldest first. */
export async function givenRows(db: Database, where: SQL | undefined): Promise<GivenRow[]> {
  return db
    .select(givenColumns)
    .from(refunds)
    .where(and(where, eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.id));
}

/** What refunds gave back of each payment, by the payment's id. */
export function givenBackByPayment(given: readonly GivenRow[]): Map<number, Decimal> {
  const givenBack = new Map<number, Decimal>();
  for (const row of given) {
    givenBack.set(row.paymentId, add(givenBack.get(row.paymentId) ?? '0', row.amount));
  }
  return givenBack;
}

/**
 * Whether the order's money is gone (issue 30), from its payments and the refunds that
 * succeeded; null while any of it stands.
 *
 * our choice, for an order with several payments (an open tab's members, a bill's shares, a
 * counter payment): it is refunded when its payment status is paid and each of its paid payments
 * was given back to zero; one payment refunded in full among others, a partial refund, or a
 * refund still pending at the provider leaves it as it is. An order not yet paid in full is not
 * refunded, whatever a member's refund gave back: the others still pay. It is voided when
 * nothing paid it and staff voided a payment of the whole order; a voided payment of one
 * member's part or one share only frees that part.
 */
export function moneyEnd(
  order: Pick<OrderRecord, 'paymentStatus'>,
  own: readonly PaymentRow[],
  givenBack: ReadonlyMap<number, Decimal>,
): MoneyEnd | null {
  const paid = own.filter((payment) => payment.status === 'paid');
  if (order.paymentStatus === 'paid') {
    const allGiven =
      paid.length > 0 &&
      paid.every((payment) => givenBack.get(payment.id)?.gte(parseAmount(payment.amount)) === true);
    return allGiven ? 'refunded' : null;
  }
  const voidedWhole = own.some(
    (payment) =>
      payment.voidedAt !== null && payment.tabCustomers === null && payment.splitPart === null,
  );
  return paid.length === 0 && voidedWhole ? 'voided' : null;
}

/**
 * Why each of these orders' money is gone (see {@link MoneyEnd}), in two reads whatever their
 * number: their payments, and the refunds that succeeded. Orders whose money stands are absent.
 *
 * @param db - the database, or a transaction
 * @param list - the orders, with their payment status
 * @returns the orders whose money is gone, by id
 */
export async function orderMoneyEnds(
  db: Database,
  list: readonly Pick<OrderRecord, 'id' | 'paymentStatus'>[],
): Promise<Map<number, MoneyEnd>> {
  if (list.length === 0) return new Map();
  const rows = await orderPaymentRows(
    db,
    list.map((order) => order.id),
  );
  return endsOf(db, list, rows);
}

/** The money ends of these orders from their payments, reading their refunds when any was paid. */
async function endsOf(
  db: Database,
  list: readonly Pick<OrderRecord, 'id' | 'paymentStatus'>[],
  rows: readonly PaymentRow[],
): Promise<Map<number, MoneyEnd>> {
  const ends = new Map<number, MoneyEnd>();
  const paidIds = rows.filter((payment) => payment.status === 'paid').map((payment) => payment.id);
  const givenBack = givenBackByPayment(
    paidIds.length === 0 ? [] : await givenRows(db, inArray(refunds.paymentId, paidIds)),
  );
  for (const order of list) {
    const own = rows.filter((payment) => payment.orderId === order.id);
    const end = moneyEnd(order, own, givenBack);
    if (end !== null) ends.set(order.id, end);
  }
  return ends;
}

/**
 * Why one order's money is gone, or null while it stands (see {@link orderMoneyEnds}).
 *
 * @param db - the database itself, never a transaction: its payments query is prepared on it
 */
export async function orderMoneyEnd(
  db: Database,
  order: Pick<OrderRecord, 'id' | 'paymentStatus'>,
): Promise<MoneyEnd | null> {
  return orderMoneyEndFrom(db, order, await oneOrderPayments(db).execute({ id: order.id }));
}

/**
 * Why one order's money is gone, from its payments already read (a query that read them beside
 * the order, {@link orderPaymentsJson}); the refunds are read only when one of them was paid.
 *
 * @param db - the database, or a transaction
 */
export async function orderMoneyEndFrom(
  db: Database,
  order: Pick<OrderRecord, 'id' | 'paymentStatus'>,
  rows: readonly PaymentRow[],
): Promise<MoneyEnd | null> {
  return (await endsOf(db, [order], rows)).get(order.id) ?? null;
}

/** A payment row as {@link orderPaymentsJson} reads it: its time is JSON text. */
type PaymentJson = Omit<PaymentRow, 'voidedAt'> & { voidedAt: string | null };

/**
 * The payments of the order whose id is `orderId` (a column of the query it is part of), as one
 * JSON array (an empty one without any), so a query on the order reads them in the same round
 * trip; {@link paymentRowsOf} turns it back into rows.
 */
export function orderPaymentsJson(orderId: SQL | AnyColumn) {
  return sql<PaymentJson[]>`(select coalesce(json_agg(json_build_object(
    'id', ${payments.id}, 'orderId', ${payments.orderId}, 'amount', ${payments.amount},
    'status', ${payments.status}, 'tabCustomers', ${payments.tabCustomers},
    'splitPart', ${payments.splitPart}, 'voidedAt', ${payments.voidedAt}
  ) order by ${payments.id}), '[]'::json) from ${payments} where ${payments.orderId} = ${orderId})`;
}

/** The rows of {@link orderPaymentsJson}'s array (null: the query had no order). */
export function paymentRowsOf(json: readonly PaymentJson[] | null): PaymentRow[] {
  return (json ?? []).map((row) => ({
    ...row,
    voidedAt: row.voidedAt === null ? null : new Date(row.voidedAt),
  }));
}
