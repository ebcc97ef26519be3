import type { ParsedChannelName } from '@tabula/api-client';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments, tableMembers } from '../../db/schema';
import { sessionRoom } from '../../ports/realtime-publisher';
import type { SessionRecord } from '../../session/session-store';
import { findMember, loadTab } from '../../tables/table-tab';

/**
 * The rooms a session's socket joins to hear a channel (B§7), or null when it may not hear it.
 * A table's channel is for the sessions seated at that table: at an open-tab table (dine_ot) the
 * whole channel is for the tab's members only, and anyone else seated there hears only what is
 * sent to their own session (the answer to their join request, their waiter call); at a pay-first
 * or scan-and-pay table everyone seated hears it. An order's channel is for the session or diner
 * who placed it and, for a table's open tab, its members; a payment reference's channels for the
 * session or diner who started it.
 */
export async function channelRooms(
  db: Database,
  session: SessionRecord,
  channel: string,
  target: ParsedChannelName,
): Promise<string[] | null> {
  if (target.channel === 'dine_in_events') {
    if (session.tableId === null || session.tableId !== target.param) return null;
    const own = sessionRoom(channel, session.id);
    if (session.qrSource !== 'dine_ot') return [channel, own];
    const member = await findMember(db, await loadTab(db, target.param), session.userId);
    return member ? [channel, own] : [own];
  }
  if (target.channel === 'track_order') {
    return (await mayHearChannel(db, session, target)) ? [channel] : null;
  }
  // A payment reference's channel: its owner hears it. The app subscribes before it starts the
  // payment (B§4 connected card flow, step 2 before 3), so a reference no payment uses yet is
  // heard through the session's own room; events of a payment go to that room of the session
  // that started it, so someone who subscribed to a guessed reference first hears nothing.
  const use = await referenceUse(db, session, target.param);
  if (use === 'unused') return [sessionRoom(channel, session.id)];
  return use === 'owned' ? [channel] : null;
}

/** Whether a payment reference is this session's or diner's, someone else's, or not used yet. */
async function referenceUse(
  db: Database,
  session: SessionRecord,
  reference: string,
): Promise<'owned' | 'other' | 'unused'> {
  const [row] = await db
    .select({ sessionId: payments.sessionId, userId: payments.userId })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (!row) return 'unused';
  const owned =
    row.sessionId === session.id || (session.userId !== null && row.userId === session.userId);
  return owned ? 'owned' : 'other';
}

async function mayHearChannel(
  db: Database,
  session: SessionRecord,
  target: ParsedChannelName,
): Promise<boolean> {
  switch (target.channel) {
    case 'dine_in_events':
      return false;
    case 'track_order': {
      const owner =
        session.userId === null
          ? eq(orders.sessionId, session.id)
          : or(eq(orders.sessionId, session.id), eq(orders.userId, session.userId));
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, target.param), owner));
      if (row !== undefined) return true;
      // A scan-and-pay table's bill belongs to the table: whoever scanned it follows the bill
      // (B§7 order_updated by pos when staff add to it; issue 18).
      if (session.qrSource === 'scan_and_pay' && session.tableId !== null) {
        const [bill] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.id, target.param),
              eq(orders.tableId, session.tableId),
              eq(orders.outletId, session.outletId),
              eq(orders.qrSource, 'scan_and_pay'),
            ),
          );
        if (bill !== undefined) return true;
      }
      // A table's open tab is followed by all its members (B§7 order_updated by another diner).
      if (session.userId === null) return false;
      const [member] = await db
        .select({ orderId: tableMembers.orderId })
        .from(tableMembers)
        .where(
          and(eq(tableMembers.orderId, target.param), eq(tableMembers.userId, session.userId)),
        );
      return member !== undefined;
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
