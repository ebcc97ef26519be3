import type { Order } from '@tabula/api-client';
import type { Database } from '../db/client';
import { orderRefunds } from '../refunds/order-refund';
import { orderView, type OrderRecord } from './order-view';

/**
 * The contract's orders for stored ones, as the diner reads them: each with what staff gave
 * back of it (issue 30), read for all of them at once. In the order given.
 *
 * @param db - the database, or a transaction
 * @param rows - the stored orders
 * @param precision - the company's decimal places
 */
export async function dinerOrders(
  db: Database,
  rows: readonly OrderRecord[],
  precision: number,
): Promise<Order[]> {
  const given = await orderRefunds(db, rows, precision);
  return rows.map((row) => orderView(row, given.get(row.id) ?? null));
}

/** One stored order as the diner reads it (see {@link dinerOrders}). */
export async function dinerOrder(
  db: Database,
  row: OrderRecord,
  precision: number,
): Promise<Order> {
  const [order] = await dinerOrders(db, [row], precision);
  if (!order) throw new Error(`order ${String(row.id)} has no view`);
  return order;
}

/** A stored order as the diner reads it, or null for none (see {@link dinerOrders}). */
export async function dinerOrderOrNull(
  db: Database,
  row: OrderRecord | null,
  precision: number,
): Promise<Order | null> {
  return row === null ? null : dinerOrder(db, row, precision);
}
