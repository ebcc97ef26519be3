import {
  channelName,
  type ChannelName,
  type TableJoinRequest,
  type TableJoinStatus,
} from '@tabula/api-client';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { joinRequests, orders, tableMembers, users } from '../../db/schema';
import { conflict, unprocessable } from '../../http/http-error';
import { deferredPublisher, type DeferredPublisher } from '../../payments/deferred-publisher';
import type { SessionRecord } from '../../session/session-store';
import { pendingView } from '../../tables/join-queue';
import { promotionAvailable } from '../../tables/table-status';
import { JOIN_QUEUE_CLEAR_MS } from '../../tables/table-timings';
import {
  findMember,
  lockTable,
  loadTab,
  openTab,
  openTabElsewhere,
  type OpenTab,
  tabState,
  type TabRecord,
} from '../../tables/table-tab';

/** The refusal of a join while the tab is being paid (B§8: to /table-unavailable). */
const PAYMENT_IN_PROGRESS = 'Payment for this table is being processed';

/** Why a diner may not join the tab now (B§5, B§8), checked in this order; null when they may. */
async function joinRefusal(tx: Database, tab: TabRecord, userId: number) {
  const state = tabState(tab);
  if (state === 'payment_in_progress')
    return unprocessable(PAYMENT_IN_PROGRESS, 'payment_in_progress');
  if (state === 'moving') {
    return unprocessable(
      'Staff are moving this table. Please try again in a moment or ask a member of staff.',
      'table_moving',
    );
  }
  if (tab.promotionApplied) return promotionAvailable();
  if (await openTabElsewhere(tx, userId, tab.tableId)) {
    return unprocessable('Multiple order', 'multiple_order');
  }
  return null;
}

/** Makes the diner a member of the tab (approved; joined once their cart is in the order). */
export async function addMember(
  tx: Database,
  tab: OpenTab,
  userId: number,
  approvedBy: number | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(tableMembers)
    .values({ orderId: tab.orderId, userId, tableId: tab.tableId, approvedAt: now, approvedBy })
    .onConflictDoNothing();
  // spec: B§4 Table join, approval marks the order as a group order.
  await tx
    .update(orders)
    .set({ isGroupOrder: true, updatedAt: now })
    .where(eq(orders.id, tab.orderId));
}

/**
 * A diner asks to join the table's open tab (B§7 join; B§4 Table join; B§5 at most 4 items).
 * Inside the table's lock: a member is answered with where they stand; the tab's state, its
 * promotion and the diner's tab at another table may refuse (422, B§8); inside a member's
 * auto-approve window the diner is approved at once; otherwise the request waits in the members'
 * queue for 10 s (a repeated request, Try again, replaces the waiting one and starts its 10 s
 * again). Members hear join_request; the diner hears authorize_join_table when approved at once.
 *
 * @throws HttpError 409 no_open_tab for a table without a tab (the first order opens it); 422 as
 * {@link joinRefusal}
 */
export async function joinTable(
  app: AppContext,
  session: SessionRecord,
  tableId: number,
  userId: number,
  request: TableJoinRequest,
): Promise<{ status: TableJoinStatus }> {
  const events = deferredPublisher(app);
  const channel = channelName('dine_in_events', tableId);
  const now = app.now();
  const status = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const open = openTab(await loadTab(tx, tableId));
    if (!open) {
      throw conflict(
        'This table has no open tab to join yet: your first order opens it.',
        'no_open_tab',
      );
    }
    const member = await findMember(tx, open, userId);
    if (member) return member.joinedAt ? 'joined' : 'approved';
    const refusal = await joinRefusal(tx, open, userId);
    if (refusal) throw refusal;

    const autoApproved =
      open.autoJoinUntil !== null && open.autoJoinUntil.getTime() > now.getTime();
    // A request still waiting is replaced, so the queue holds one request per diner.
    await tx
      .update(joinRequests)
      .set({ expiresAt: now })
      .where(
        and(
          eq(joinRequests.orderId, open.orderId),
          eq(joinRequests.userId, userId),
          eq(joinRequests.status, 'requested'),
          gt(joinRequests.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(joinRequests)
      .values({
        tableId,
        orderId: open.orderId,
        userId,
        sessionId: session.id,
        items: request.items,
        status: autoApproved ? 'approved' : 'requested',
        createdAt: now,
        expiresAt: new Date(now.getTime() + JOIN_QUEUE_CLEAR_MS),
        decidedAt: autoApproved ? now : null,
      })
      .returning();
    if (!row) throw new Error('join request insert returned nothing');
    if (autoApproved) {
      await addMember(tx, open, userId, null, now);
      announceAnswer(events, channel, row.sessionId, userId, true, open.orderId);
      return 'approved';
    }
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    events.publisher.publish(channel, 'join_request', {
      request: pendingView(row, user?.name ?? null),
    });
    return 'requested';
  });
  events.flush();
  return { status };
}

/**
 * Tells the table and the asking session the answer to a join request (B§7
 * authorize_join_table); an approved session then hears the whole table channel.
 */
export function announceAnswer(
  events: DeferredPublisher,
  channel: ChannelName<'dine_in_events'>,
  sessionId: string,
  customerId: number,
  approved: boolean,
  orderId: number,
): void {
  events.publisher.publish(
    channel,
    'authorize_join_table',
    { customer_id: customerId, is_approved: approved, order_id: orderId },
    [sessionId],
  );
  if (approved) events.publisher.admit(channel, [sessionId]);
}
