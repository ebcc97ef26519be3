import { channelName } from '@tabula/api-client';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { joinRequests, tableTabs } from '../../db/schema';
import { conflict, forbidden } from '../../http/http-error';
import { deferredPublisher } from '../../payments/deferred-publisher';
import { AUTO_JOIN_LIFESPAN_SECONDS } from '../../tables/table-timings';
import { findMember, lockOpenTab } from '../../tables/table-tab';
import { addMember, announceAnswer } from './join-table';

/** A member's answer to a join request (B§7 authorize-join; B§4). */
export interface JoinAnswer {
  customerId: number;
  approved: boolean;
  autoJoin: boolean;
}

/**
 * A member approves or rejects the first request of the queue (B§4 Table join): only a member of
 * the tab may answer, and only a request still waiting (not expired, not answered by another
 * member: 409, the app drops it from its queue). Approval makes the diner a member (the order
 * becomes a group order); the auto-approve flag opens the window of AUTO_JOIN_LIFESPAN for later
 * requests. The table and the asking session hear authorize_join_table.
 *
 * @throws HttpError 403 not_a_member; 409 no_open_tab or join_request_closed
 */
export async function authorizeJoin(
  app: AppContext,
  tableId: number,
  approverId: number,
  answer: JoinAnswer,
): Promise<void> {
  const events = deferredPublisher(app);
  const now = app.now();
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const open = await lockOpenTab(tx, tableId);
    if (!(await findMember(tx, open, approverId))) {
      throw forbidden('Only the members of this table can answer a join request', 'not_a_member');
    }
    const [request] = await tx
      .select()
      .from(joinRequests)
      .where(
        and(
          eq(joinRequests.orderId, open.orderId),
          eq(joinRequests.userId, answer.customerId),
          eq(joinRequests.status, 'requested'),
          gt(joinRequests.expiresAt, now),
        ),
      )
      .orderBy(desc(joinRequests.createdAt))
      .limit(1);
    if (!request) {
      throw conflict(
        'This request is no longer waiting: it was answered or it expired',
        'join_request_closed',
      );
    }
    await tx
      .update(joinRequests)
      .set({
        status: answer.approved ? 'approved' : 'rejected',
        decidedAt: now,
        decidedBy: approverId,
      })
      .where(eq(joinRequests.id, request.id));
    if (answer.approved) await addMember(tx, open, answer.customerId, approverId, now);
    if (answer.autoJoin) {
      await tx
        .update(tableTabs)
        .set({
          autoJoinUntil: new Date(now.getTime() + AUTO_JOIN_LIFESPAN_SECONDS * 1000),
          updatedAt: now,
        })
        .where(eq(tableTabs.tableId, tableId));
    }
    announceAnswer(
      events,
      channelName('dine_in_events', tableId),
      request.sessionId,
      answer.customerId,
      answer.approved,
      open.orderId,
    );
  });
  events.flush();
}
