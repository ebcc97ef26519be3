import type { OrderStatus } from '@tabula/api-client';
import { and, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../db/schema';

/*
 * The diner's running order, as the session reads it for the status bar (A§7 recent_order): it
 * sits with the session, below the orders, so a session is read with its running order's id in
 * one query (session-store.ts); orders/order-view.ts reads the order itself with the same rule.
 */

/** Statuses of an order still running: the status bar shows it, tracking follows it. */
export const RUNNING_STATUSES: readonly OrderStatus[] = [
  'unconfirmed',
  'payment_in_progress',
  'confirmed',
  'ready',
];

/**
 * Whose running order: a session, its signed-in diner (a visitor has no user id: `user_id = NULL`
 * matches nothing, so only the session's orders), and the outlet. Each is SQL: a placeholder of a
 * prepared query, or a column of the query it is part of.
 */
export interface RunningOrderOwner {
  sessionId: SQLWrapper;
  userId: SQLWrapper;
  outletId: SQLWrapper;
}

/**
 * The condition of the diner's running orders at the outlet (the status bar's recent_order):
 * placed by the session or by its diner, at that outlet, still running. The newest one is it.
 */
export function runningOrdersOf(owner: RunningOrderOwner): SQL | undefined {
  return and(
    or(eq(orders.sessionId, owner.sessionId), eq(orders.userId, owner.userId)),
    eq(orders.outletId, owner.outletId),
    inArray(orders.status, [...RUNNING_STATUSES]),
  );
}

/** The id of the diner's newest running order at the outlet ({@link runningOrdersOf}), or null. */
export function runningOrderIdOf(owner: RunningOrderOwner): SQL<number | null> {
  return sql<number | null>`(select ${orders.id} from ${orders} where ${runningOrdersOf(owner)}
    order by ${desc(orders.id)} limit 1)`;
}
