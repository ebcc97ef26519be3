import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders } from '../db/schema';
import type { OrderRecord } from '../orders/order-view';
import { RUNNING_STATUSES } from '../session/running-order';

/**
 * The orders that are a table's running bill: still running (RUNNING_STATUSES) and not paid,
 * whoever placed them; a table's newest such order is its bill. At a scan-and-pay table the
 * bill belongs to the table (B§1 scan-and-pay: staff open it from the POS, the diners split and
 * pay it), so no diner or session narrows it.
 */
// our choice: the newest such order is the bill; the POS opens at most one (openTableBill adds
// to a running bill under the table's lock), docs/server.md "Scan-and-pay bills from the POS".
export function isRunningBill(): SQL | undefined {
  return and(inArray(orders.status, [...RUNNING_STATUSES]), ne(orders.paymentStatus, 'paid'));
}

/**
 * The running bills of these tables of an outlet, by table ({@link isRunningBill}). One query,
 * whatever the number of tables.
 */
export async function tableBills(
  db: Queryable,
  outletId: number,
  tableIds: readonly number[],
): Promise<Map<number, OrderRecord>> {
  const bills = new Map<number, OrderRecord>();
  if (tableIds.length === 0) return bills;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.outletId, outletId), inArray(orders.tableId, [...tableIds]), isRunningBill()),
    )
    .orderBy(desc(orders.id));
  for (const row of rows) {
    if (row.tableId !== null && !bills.has(row.tableId)) bills.set(row.tableId, row);
  }
  return bills;
}

/** The table's running bill ({@link tableBills}), or null. */
export async function tableBill(
  db: Queryable,
  outletId: number,
  tableId: number,
): Promise<OrderRecord | null> {
  return (await tableBills(db, outletId, [tableId])).get(tableId) ?? null;
}
