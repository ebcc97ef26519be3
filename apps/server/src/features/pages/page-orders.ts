import { and, desc, eq, exists, inArray, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { PAYMENT_TIMEOUT_MS } from '../../payments/expire-stale-payment';
import { sessionState, type SessionRecord } from '../../session/session-store';
import { recentlyPaidBill } from '../../splits/bill-access';
import { tableBill } from '../../tables/table-bill';
import { findMember, loadTab, openTab } from '../../tables/table-tab';
import { findOwnedOrder, ownedBy, recentOrderFor, type OrderRecord } from '../../orders/order-view';
import { RUNNING_STATUSES } from '../../session/running-order';

/**
 * The order the track screen follows (spec: A§7 and B§7 tracking configuration; B§2 Track-order
 * screen): the order this session last placed, when it is still the diner's, else their newest
 * running order at this outlet; null when there is none (the page answers 404 and the app goes
 * to /).
 */
export async function trackedOrder(
  db: Database,
  session: SessionRecord,
): Promise<OrderRecord | null> {
  const lastId = sessionState(session).last_order_id;
  if (lastId !== undefined) {
    const last = await findOwnedOrder(db, session, { id: lastId });
    if (last) return last;
  }
  return recentOrderFor(db, session);
}

/**
 * The table's running order, for the order summary, checkout, cart and scan-and-pay pages (spec:
 * B§2 Order summary (table bill), checkout "current order"): the newest order at the session's
 * table that is still running and not yet paid. Null away from a table.
 * our choice: at an open-tab table (dine_ot), the table's open tab, to its members only (a diner
 * who has not joined sees no order); at a scan-and-pay table, the table's bill whoever placed it
 * (tableBill), or the bill paid in the last minutes, so the diners still at the table read that
 * it is paid (recentlyPaidBill); elsewhere the diner's own order or a group order; another diner's pay-first order
 * at the same table stays private.
 */
export async function tableOpenOrder(
  db: Database,
  session: SessionRecord,
  now: Date,
): Promise<OrderRecord | null> {
  if (session.tableId === null) return null;
  if (session.qrSource === 'dine_ot') {
    const tab = openTab(await loadTab(db, session.tableId));
    if (!tab || !(await findMember(db, tab, session.userId))) return null;
    const [order] = await db.select().from(orders).where(eq(orders.id, tab.orderId));
    return order ?? null;
  }
  // The bill of a scan-and-pay table belongs to the table (staff open it from the POS): every
  // diner who scanned the table sees it, whoever placed it.
  if (session.qrSource === 'scan_and_pay') {
    return (
      (await tableBill(db, session.outletId, session.tableId)) ??
      (await recentlyPaidBill(db, session.tableId, now))
    );
  }
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tableId, session.tableId),
        eq(orders.outletId, session.outletId),
        inArray(orders.status, [...RUNNING_STATUSES]),
        ne(orders.paymentStatus, 'paid'),
        or(ownedBy(session), eq(orders.isGroupOrder, true)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether an order is more than a failed payment attempt: something was paid on it, or no
 * provider's payment for it was declined, abandoned, or is still open past the payment timeout
 * (B§9, 665 s; it is marked abandoned the next time it is read). A failed attempt never reached
 * the kitchen, and the diner's cart was kept to pay again.
 */
function isNotFailedPaymentAttempt(db: Database, now: Date) {
  const ofThisOrder = eq(payments.orderId, orders.id);
  const stale = new Date(now.getTime() - PAYMENT_TIMEOUT_MS);
  const paymentsWhere = (condition: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(payments)
      .where(and(ofThisOrder, condition));
  return or(
    exists(paymentsWhere(eq(payments.status, 'paid'))),
    notExists(
      paymentsWhere(
        or(
          inArray(payments.status, ['declined', 'abandoned']),
          and(
            eq(payments.status, 'in_progress'),
            ne(payments.provider, 'cash'),
            lt(payments.createdAt, stale),
          ),
        ),
      ),
    ),
  );
}

/**
 * The signed-in diner's orders at this company, newest first (spec: A§7 "Past orders come
 * through the past-orders page configuration"; A§2 Past orders list), each with its status.
 * our choice: at most the 50 newest; a failed payment attempt is not listed
 * ({@link isNotFailedPaymentAttempt}, docs/server.md "Past orders"). An order the restaurant
 * rejected or cancelled is listed, with that status.
 */
export async function pastOrdersOf(
  db: Database,
  userId: number,
  companyId: number,
  now: Date,
): Promise<OrderRecord[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.companyId, companyId),
        isNotFailedPaymentAttempt(db, now),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
}
