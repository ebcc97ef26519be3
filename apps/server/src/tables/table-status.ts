import type { dineIn, TableJoinStatus, TableState, WaiterCallState } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import { orders } from '../db/schema';
import { unprocessable } from '../http/http-error';
import type { SessionRecord } from '../session/session-store';
import type { Venue } from '../venue/venue';
import { isPending, latestJoinRequest, pendingJoinRequests } from './join-queue';
import { newestCall } from './newest-waiter-call';
import { tabPaymentDue } from './tab-payment-due';
import { AUTO_JOIN_LIFESPAN_SECONDS } from './table-timings';
import {
  findMember,
  loadTab,
  openTab,
  tabMembers,
  tabState,
  type MemberRecord,
  type OpenTab,
  type TabRecord,
} from './table-tab';
import { waiterCallState } from './waiter-call-state';

type TableStatusAnswer = z.input<(typeof dineIn)['tableStatus']['response']>;

/** The refusal of a table whose tab has a promotion applied (B§5, B§8 promotion_available). */
export const promotionAvailable = () =>
  unprocessable(
    "You can't join this table now: a promotion applies to its order. Please ask a member of staff.",
    'promotion_available',
  );

/** The table's waiter call as it stands now; null when there is none (idle). */
export async function currentWaiterCall(
  db: Queryable,
  tableId: number,
  now: Date,
): Promise<WaiterCallState | null> {
  return waiterCallState(await newestCall(db, tableId), now);
}

async function joinStatus(
  db: Queryable,
  tab: TabRecord | null,
  state: TableState,
  session: SessionRecord,
  now: Date,
): Promise<{ status: TableJoinStatus | null; member: boolean }> {
  const member = await findMember(db, tab, session.userId);
  if (member) return { status: member.joinedAt ? 'joined' : 'approved', member: true };
  if (state === 'payment_in_progress' || state === 'moving') {
    return { status: 'unavailable', member: false };
  }
  const open = openTab(tab);
  if (open === null || session.userId === null) return { status: null, member: false };
  const request = await latestJoinRequest(db, open.orderId, session.userId);
  if (!request) return { status: null, member: false };
  if (isPending(request, now)) return { status: 'requested', member: false };
  // An approval makes a member (above); an expired request is as if never sent.
  return { status: request.status === 'rejected' ? 'rejected' : null, member: false };
}

/**
 * The table status check (B§7 GET /dine-in/v1/tables/{id}/status; B§4 Table join): where the
 * diner stands with the table's open tab, the tab's state and auto approval, and, for its
 * members (or anyone seated at a table that runs no tabs), the members, the join queue and the
 * waiter call.
 *
 * @throws HttpError 422 promotion_available to a diner who is not a member of a tab with a
 * promotion applied (B§8)
 */
export async function tableStatus(
  db: Queryable,
  venue: Venue,
  session: SessionRecord,
  table: { id: number; number: string },
  now: Date,
): Promise<TableStatusAnswer> {
  const tab = await loadTab(db, table.id);
  const state = tabState(tab);
  const { status, member } = await joinStatus(db, tab, state, session, now);
  if (!member && state === 'open_tab' && tab?.promotionApplied === true) {
    throw promotionAvailable();
  }
  const insider = member || session.qrSource !== 'dine_ot';
  const open = openTab(tab);
  const shown = insider ? open : null;
  const members = shown ? await tabMembers(db, shown) : [];
  const mine = members.find((row) => row.userId === session.userId);
  return {
    status,
    table_state: state,
    table_number: table.number,
    auto_join_table_enabled: (open?.autoJoinUntil?.getTime() ?? 0) > now.getTime(),
    auto_join_lifespan: AUTO_JOIN_LIFESPAN_SECONDS,
    order_id: shown?.orderId ?? null,
    first_customer_id: shown?.firstCustomerId ?? null,
    members: members.map((row) => row.userId),
    paid_members: members.filter((row) => row.paidAt !== null).map((row) => row.userId),
    pay_for_self: mine?.payForSelf ?? null,
    payment_due:
      shown && mine?.paidAt === null ? await dueTo(db, venue, shown, members, mine) : null,
    join_queue: open && member ? await pendingJoinRequests(db, open.orderId, now) : [],
    waiter_call: insider ? await currentWaiterCall(db, table.id, now) : null,
  };
}

/** What the member's payment of the tab takes now: their own share, or everything unpaid. */
async function dueTo(
  db: Queryable,
  venue: Venue,
  tab: OpenTab,
  members: readonly MemberRecord[],
  member: MemberRecord,
): Promise<{ own: string; everything: string } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, tab.orderId));
  if (!order) return null;
  const unpaid = members.filter((row) => row.paidAt === null).map((row) => row.userId);
  const [own, everything] = await tabPaymentDue(db, venue, tab, order, unpaid, [
    [member.userId],
    unpaid,
  ]);
  return own && everything ? { own: own.amount, everything: everything.amount } : null;
}
