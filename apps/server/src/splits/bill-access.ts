import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders } from '../db/schema';
import { notFound, unauthorized } from '../http/http-error';
import type { OrderRecord } from '../orders/order-view';
import { RUNNING_STATUSES } from '../session/running-order';
import type { SessionRecord } from '../session/session-store';
import { lockBill } from './bill-split-store';

const noSuchBill = () => notFound('No such bill at your table', 'order_not_found');

/** Whether an order is a scan-and-pay table bill at the session's table. */
function isSessionBill(order: OrderRecord, session: SessionRecord): boolean {
  return (
    order.qrSource === 'scan_and_pay' &&
    session.qrSource === 'scan_and_pay' &&
    order.tableId !== null &&
    order.tableId === session.tableId &&
    order.outletId === session.outletId
  );
}

/**
 * The scan-and-pay bill `orderId` at the session's table, locked when `lock` (every change of
 * its split): a diner elsewhere, or an order that is not that table's bill, gets 404
 * order_not_found and never learns of it.
 */
export async function sessionBill(
  db: Queryable,
  session: SessionRecord,
  orderId: number,
  options: { lock: boolean },
): Promise<OrderRecord> {
  const order = options.lock
    ? await lockBill(db, orderId)
    : ((await db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? null);
  if (!order || !isSessionBill(order, session)) throw noSuchBill();
  return order;
}

/** Whether the bill can still be split and paid: running, not paid. */
export function isOpenBill(order: OrderRecord): boolean {
  return RUNNING_STATUSES.includes(order.status as never) && order.paymentStatus !== 'paid';
}

/**
 * The table's open scan-and-pay bill, or null: the newest running unpaid order the POS opened
 * there (qr_source scan_and_pay). tables/table-bill.ts answers the same for the POS views.
 */
export async function scanAndPayBill(db: Queryable, tableId: number): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        eq(orders.qrSource, 'scan_and_pay'),
        inArray(orders.status, [...RUNNING_STATUSES]),
        ne(orders.paymentStatus, 'paid'),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

/**
 * The open bill at the session's table, for the diner's calls that name no order: 404
 * order_not_found when the session is not at a scan-and-pay table or its table has no open bill.
 */
export async function sessionTableBill(
  db: Queryable,
  session: SessionRecord,
): Promise<OrderRecord> {
  const order =
    session.qrSource === 'scan_and_pay' && session.tableId !== null
      ? await scanAndPayBill(db, session.tableId)
      : null;
  if (!order) throw notFound('There is no bill at your table', 'order_not_found');
  return order;
}

/** The diner acting: signed in or a guest (A§6), else 401. */
export function splitUser(session: SessionRecord): number {
  if (session.userId === null) {
    throw unauthorized('Please sign in to pay your part of the bill', 'sign_in_required');
  }
  return session.userId;
}

/**
 * How long diners still at a scan-and-pay table see its bill, paid, after the last part is paid.
 * our choice: long enough to read "This bill is paid" and leave; the POS shows the table free at
 * once.
 */
export const PAID_BILL_SHOWN_MS = 15 * 60_000;

/** The table's scan-and-pay bill paid within {@link PAID_BILL_SHOWN_MS}, or null. */
export async function recentlyPaidBill(
  db: Queryable,
  tableId: number,
  now: Date,
): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        eq(orders.qrSource, 'scan_and_pay'),
        eq(orders.paymentStatus, 'paid'),
        gt(orders.updatedAt, new Date(now.getTime() - PAID_BILL_SHOWN_MS)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}
