import type { ParsedChannelName } from '@tabula/api-client';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { SessionRecord } from '../../session/session-store';

/**
 * Whether a session may hear a channel (B§7): a table's channel is for the sessions seated at
 * that table, an order's channel for the session or diner who placed it, a payment reference's
 * channels for the session or diner who started that payment.
 */
export async function mayHearChannel(
  db: Database,
  session: SessionRecord,
  target: ParsedChannelName,
): Promise<boolean> {
  switch (target.channel) {
    case 'dine_in_events':
      return session.tableId !== null && session.tableId === target.param;
    case 'track_order': {
      const owner =
        session.userId === null
          ? eq(orders.sessionId, session.id)
          : or(eq(orders.sessionId, session.id), eq(orders.userId, session.userId));
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, target.param), owner));
      return row !== undefined;
    }
    default: {
      const owner =
        session.userId === null
          ? eq(payments.sessionId, session.id)
          : or(eq(payments.sessionId, session.id), eq(payments.userId, session.userId));
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.reference, target.param), owner));
      return row !== undefined;
    }
  }
}
