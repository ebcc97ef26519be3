import type { PendingJoinRequest, TableJoinRequestItem } from '@tabula/api-client';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { joinRequests, users } from '../db/schema';
import { shownName } from '../users/user-view';

/** A join_requests row. */
export type JoinRequestRecord = typeof joinRequests.$inferSelect;

/** Whether a request still waits for an answer at `now` (B§4: the queue clears after 10 s). */
export function isPending(request: Pick<JoinRequestRecord, 'status' | 'expiresAt'>, now: Date) {
  return request.status === 'requested' && request.expiresAt.getTime() > now.getTime();
}

/** The requests of a tab still waiting for an answer, oldest first, as members see them. */
export async function pendingJoinRequests(
  db: Queryable,
  orderId: number,
  now: Date,
): Promise<PendingJoinRequest[]> {
  const rows = await db
    .select({ request: joinRequests, name: users.name })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(
      and(
        eq(joinRequests.orderId, orderId),
        eq(joinRequests.status, 'requested'),
        gt(joinRequests.expiresAt, now),
      ),
    )
    .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id));
  return rows.map(({ request, name }) => pendingView(request, name));
}

/** A request as the members' queue and the join_request event carry it. */
export function pendingView(request: JoinRequestRecord, name: string | null): PendingJoinRequest {
  return {
    customer_id: request.userId,
    items: request.items as TableJoinRequestItem[],
    name: shownName(name),
    expires_at: request.expiresAt.toISOString(),
  };
}

/** The diner's newest request to join this tab, or null. */
export async function latestJoinRequest(
  db: Queryable,
  orderId: number,
  userId: number,
): Promise<JoinRequestRecord | null> {
  const [row] = await db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.orderId, orderId), eq(joinRequests.userId, userId)))
    .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id))
    .limit(1);
  return row ?? null;
}
