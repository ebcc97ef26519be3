import type { TableState } from '@tabula/api-client';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { diningTables, tableMembers, tableTabs } from '../db/schema';
import { conflict, notFound } from '../http/http-error';

/** A table_tabs row: the table's open tab, or a free table. */
export type TabRecord = typeof tableTabs.$inferSelect;
/** A table_members row. */
export type MemberRecord = typeof tableMembers.$inferSelect;

/**
 * Locks the table's row until the transaction ends, so every change to one table (opening its
 * tab, a join, an answer, a waiter call, a payment) is decided one after the other; a lock on
 * dining_tables changes nothing, so it moves no venue version.
 *
 * @returns the table's number and outlet, or null when there is no such table
 */
export async function lockTable(
  tx: Queryable,
  tableId: number,
): Promise<{ id: number; number: string; outletId: number } | null> {
  const rows = await tx.execute<{ id: number; number: string; outlet_id: number }>(
    sql`select id, number, outlet_id from dining_tables where id = ${tableId} for update`,
  );
  const row = rows.rows[0];
  return row ? { id: row.id, number: row.number, outletId: row.outlet_id } : null;
}

/**
 * Locks the table (lockTable) and reads its open tab, for a change that needs one.
 *
 * @throws HttpError 404 for no such table, 409 no_open_tab for a free table
 */
export async function lockOpenTab(tx: Queryable, tableId: number): Promise<OpenTab> {
  if (!(await lockTable(tx, tableId))) throw notFound('No such table', 'not_found');
  const tab = openTab(await loadTab(tx, tableId));
  if (!tab) throw conflict('This table has no open tab', 'no_open_tab');
  return tab;
}

/** The table's number and outlet, without a lock. */
export async function findTable(
  db: Queryable,
  tableId: number,
): Promise<{ id: number; number: string; outletId: number } | null> {
  const [row] = await db
    .select({ id: diningTables.id, number: diningTables.number, outletId: diningTables.outletId })
    .from(diningTables)
    .where(eq(diningTables.id, tableId));
  return row ?? null;
}

/** The table's tab row; null when the table has never had one. */
export async function loadTab(db: Queryable, tableId: number): Promise<TabRecord | null> {
  const [row] = await db.select().from(tableTabs).where(eq(tableTabs.tableId, tableId));
  return row ?? null;
}

/** A tab with its order: the table's open tab. */
export type OpenTab = TabRecord & { orderId: number };

/** The tab when it is open (it has an order), else null. */
export function openTab(tab: TabRecord | null): OpenTab | null {
  if (tab === null) return null;
  const { orderId } = tab;
  return orderId === null ? null : { ...tab, orderId };
}

/**
 * The state a tab row stands for: free without a row or without an order; payment in progress
 * while a member's payment of the tab runs, whatever staff set.
 */
export function tabState(tab: TabRecord | null): TableState {
  const open = openTab(tab);
  if (open === null) return 'free';
  return open.paymentReference === null ? (open.state as TableState) : 'payment_in_progress';
}

/** The open tab's members, first customer first, then in the order they were approved. */
export async function tabMembers(
  db: Queryable,
  tab: Pick<TabRecord, 'orderId' | 'firstCustomerId'>,
): Promise<MemberRecord[]> {
  if (tab.orderId === null) return [];
  const rows = await db
    .select()
    .from(tableMembers)
    .where(eq(tableMembers.orderId, tab.orderId))
    .orderBy(asc(tableMembers.approvedAt), asc(tableMembers.userId));
  return [
    ...rows.filter((row) => row.userId === tab.firstCustomerId),
    ...rows.filter((row) => row.userId !== tab.firstCustomerId),
  ];
}

/** The diner's membership of the table's open tab, or null. */
export async function findMember(
  db: Queryable,
  tab: TabRecord | null,
  userId: number | null,
): Promise<MemberRecord | null> {
  const open = openTab(tab);
  if (open === null || userId === null) return null;
  const [row] = await db
    .select()
    .from(tableMembers)
    .where(and(eq(tableMembers.orderId, open.orderId), eq(tableMembers.userId, userId)));
  return row ?? null;
}

/**
 * The open tab at another table the diner is on and has not paid their part of (B§8 'Multiple
 * order': one running table order at a time); null when none.
 */
export async function openTabElsewhere(
  db: Queryable,
  userId: number,
  tableId: number,
): Promise<{ tableId: number } | null> {
  const [row] = await db
    .select({ tableId: tableTabs.tableId })
    .from(tableMembers)
    .innerJoin(tableTabs, eq(tableTabs.orderId, tableMembers.orderId))
    .where(
      and(
        eq(tableMembers.userId, userId),
        isNull(tableMembers.paidAt),
        ne(tableTabs.tableId, tableId),
        ne(tableTabs.state, 'free'),
      ),
    )
    .limit(1);
  return row ?? null;
}
