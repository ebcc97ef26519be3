import {
  orderDetailsSchema,
  type Order,
  type OrderRefund,
  type OrderStatus,
} from '@tabula/api-client';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { orders } from '../db/schema';
import { runningOrdersOf } from '../session/running-order';
import type { SessionRecord } from '../session/session-store';

/** An order row as stored. */
export type OrderRecord = typeof orders.$inferSelect;

/**
 * The contract's order object (A§3) for a stored order, with what was given back of it (null
 * when nothing was: refunds/order-refund.ts; the diner's answers read it through diner-orders.ts).
 */
export function orderView(row: OrderRecord, refund: OrderRefund | null): Order {
  return {
    id: row.id,
    order_number: row.orderNumber,
    sapaad_order_id: row.sapaadOrderId,
    status: row.status as OrderStatus,
    is_group_order: row.isGroupOrder,
    created_at: row.createdAt.toISOString(),
    eta: row.eta === null ? null : row.eta.toISOString(),
    order_details: orderDetailsSchema.parse(row.details),
    refund,
  };
}

/** Orders of this session, or of its signed-in diner. */
export function ownedBy(session: Pick<SessionRecord, 'id' | 'userId'>) {
  return session.userId === null
    ? eq(orders.sessionId, session.id)
    : or(eq(orders.sessionId, session.id), eq(orders.userId, session.userId));
}

/** The diner's latest running order at this outlet, for the status bar (recent_order); or null. */
export async function recentOrderFor(
  db: Database,
  session: SessionRecord,
): Promise<OrderRecord | null> {
  // The session's own read found no running order of the diner here (a page's route reads it
  // with the session: loadSession's `runningOrder`); nothing to ask again.
  if (session.runningOrderId === null) return null;
  const [row] = await recentOrderQuery(db).execute({
    sessionId: session.id,
    // A visitor has no user id: `user_id = NULL` matches nothing, so only the session's orders.
    userId: session.userId,
    outletId: session.outletId,
  });
  return row ?? null;
}

/** Every screen asks for the running order: the query is built once per database, and prepared. */
const recentOrderQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(
      runningOrdersOf({
        sessionId: sql.placeholder('sessionId'),
        userId: sql.placeholder('userId'),
        outletId: sql.placeholder('outletId'),
      }),
    )
    .orderBy(desc(orders.id))
    .limit(1)
    .prepare('recent_order'),
);

/** One order, only when it belongs to this session or diner (else null: never reveal others'). */
export async function findOwnedOrder(
  db: Database,
  session: SessionRecord,
  where: { id: number } | { sapaadOrderId: number },
): Promise<OrderRecord | null> {
  const match =
    'id' in where ? eq(orders.id, where.id) : eq(orders.sapaadOrderId, where.sapaadOrderId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(match, ownedBy(session)));
  return row ?? null;
}
