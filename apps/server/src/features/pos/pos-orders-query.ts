import type { OrderStatus } from '@tabula/api-client';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { diningTables, orders } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { OrderRecord } from '../../orders/order-view';
import { orderMoneyEnd, orderMoneyEnds } from '../../refunds/order-money-end';
import { posOrderView, type PosOrder } from './pos-order-view';

/** How many orders the console lists at most (our choice: the newest 100). */
export const POS_ORDER_LIST_LIMIT = 100;

/** The newest orders first, of one outlet and one status when given. */
// spec: A§6, B§6 POS staff (the console lists orders to act on).
export async function listPosOrders(
  db: Database,
  filter: {
    outletId?: number | undefined;
    status?: OrderStatus | undefined;
    /** The outlets the caller may see; null for every one. */
    within?: number[] | null;
  },
): Promise<PosOrder[]> {
  const conditions: SQL[] = [];
  if (filter.outletId !== undefined) conditions.push(eq(orders.outletId, filter.outletId));
  if (filter.within !== undefined && filter.within !== null)
    conditions.push(inArray(orders.outletId, filter.within));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  const rows = await db
    .select({ order: orders, tableNumber: diningTables.number })
    .from(orders)
    .leftJoin(diningTables, eq(diningTables.id, orders.tableId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(POS_ORDER_LIST_LIMIT);
  const ends = await orderMoneyEnds(
    db,
    rows.map((row) => row.order),
  );
  return rows.map((row) =>
    posOrderView(row.order, row.tableNumber, ends.get(row.order.id) ?? null),
  );
}

/** The query of {@link findPosOrder}, built and prepared once per database (every POS action). */
const posOrderQuery = preparedPerDatabase((db) =>
  db
    .select({ order: orders, tableNumber: diningTables.number })
    .from(orders)
    .leftJoin(diningTables, eq(diningTables.id, orders.tableId))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('pos_order'),
);

/**
 * One order for a staff action, with its table's number.
 *
 * @param db - the database itself, never a transaction: the query is prepared on it
 * @throws HttpError 404 when there is no such order
 */
export async function findPosOrder(
  db: Database,
  id: number,
): Promise<{ order: OrderRecord; tableNumber: string | null }> {
  const [row] = await posOrderQuery(db).execute({ id });
  if (!row) throw notFound('This order does not exist', 'order_not_found');
  return row;
}

/** The POS's view of one order, with whether its money is gone read from its payments. */
export async function posOrderOf(
  db: Database,
  order: OrderRecord,
  tableNumber: string | null,
): Promise<PosOrder> {
  return posOrderView(order, tableNumber, await orderMoneyEnd(db, order));
}
