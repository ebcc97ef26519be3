import { orderStatusSchema } from '@tabula/api-client';
import { count, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';

/** How far back the order and payment gauges look. */
export const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Every status an order can have: each is reported, 0 when no recent order has it. */
export const ORDER_STATUSES: readonly string[] = orderStatusSchema.options;

/** Every status a payment row can have (db/schema.ts `payments.status`). */
export const PAYMENT_STATUSES: readonly string[] = ['in_progress', 'paid', 'declined', 'abandoned'];

/**
 * How many rows of a table were created since a moment, by status: every known status (0 when
 * none), and any other status the rows hold. Known statuses are always present so a series
 * drops to 0 rather than vanishing, which Prometheus would read as "no data".
 */
async function countByStatus(
  db: Database,
  table: typeof orders | typeof payments,
  known: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: table.status, rows: count() })
    .from(table)
    .where(gte(table.createdAt, since))
    .groupBy(table.status);
  const counts = new Map(known.map((status) => [status, 0]));
  for (const row of rows) counts.set(row.status, row.rows);
  return counts;
}

/** Orders created in the 24 hours before `now`, by status. */
export function recentOrders(db: Database, now: Date): Promise<Map<string, number>> {
  return countByStatus(db, orders, ORDER_STATUSES, new Date(now.getTime() - RECENT_WINDOW_MS));
}

/** Payments created in the 24 hours before `now`, by status. */
export function recentPayments(db: Database, now: Date): Promise<Map<string, number>> {
  return countByStatus(db, payments, PAYMENT_STATUSES, new Date(now.getTime() - RECENT_WINDOW_MS));
}
