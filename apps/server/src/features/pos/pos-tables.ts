import { orderDetailsSchema, type PosTable, type TableState } from '@tabula/api-client';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  diningTables,
  joinRequests,
  qrCodes,
  tableMembers,
  tableTabs,
  users,
  waiterCalls,
} from '../../db/schema';
import { notFound } from '../../http/http-error';
import { tableBills } from '../../tables/table-bill';
import { openTab, tabState } from '../../tables/table-tab';
import { isWaiterCallOpen, waiterCallState } from '../../tables/waiter-call-state';
import { shownName } from '../../users/user-view';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The waiter call staff have not answered yet (B§4: acknowledged from requested, waiting, timeout). */
function openCall(calls: readonly Row<typeof waiterCalls>[], now: Date): PosTable['waiter_call'] {
  const newest = calls.at(-1);
  if (!newest || !isWaiterCallOpen(newest, now)) return null;
  const state = waiterCallState(newest, now);
  return state ? { ...state, requested_at: newest.createdAt.toISOString() } : null;
}

/**
 * The tables of an outlet as the POS's tables view shows them (issue 17): how each one's QR code
 * runs it, its state, its open tab with the members (paid or not), the join requests waiting,
 * the auto-approve window and the waiter call staff have not answered; a scan-and-pay table's
 * running bill (its covers and order). Six queries, whatever the number of tables.
 *
 * @param tableIds - only these tables (one table's answer), or all of the outlet's
 * @throws HttpError 404 for an unknown outlet or table
 */
export async function posTables(
  db: Database,
  where: { outletId: number } | { tableId: number },
  now: Date,
): Promise<PosTable[]> {
  const tables = await db
    .select({ table: diningTables, tab: tableTabs })
    .from(diningTables)
    .leftJoin(tableTabs, eq(tableTabs.tableId, diningTables.id))
    .where(
      // A retired table leaves the outlet's list; asked for by id, it still answers.
      'outletId' in where
        ? and(eq(diningTables.outletId, where.outletId), isNull(diningTables.retiredAt))
        : eq(diningTables.id, where.tableId),
    )
    .orderBy(asc(diningTables.id));
  if (tables.length === 0) throw notFound('No such outlet or table', 'not_found');
  const ids = tables.map(({ table }) => table.id);
  const orderIds = tables.flatMap(({ tab }) => {
    const open = openTab(tab);
    return open ? [open.orderId] : [];
  });

  const codes = await db
    .select({ tableId: qrCodes.tableId, qrSource: qrCodes.qrSource })
    .from(qrCodes)
    .where(inArray(qrCodes.tableId, ids));
  const qrSourceOf = (tableId: number) =>
    codes.find((code) => code.tableId === tableId)?.qrSource ?? 'dine_pf';
  // A scan-and-pay table has no tab: its bill is the order staff opened there (issue 18).
  const outletId = tables[0]?.table.outletId;
  const bills =
    outletId === undefined
      ? new Map<number, { id: number; details: unknown }>()
      : await tableBills(
          db,
          outletId,
          ids.filter((id) => qrSourceOf(id) === 'scan_and_pay'),
        );
  const members =
    orderIds.length === 0
      ? []
      : await db
          .select({ member: tableMembers, name: users.name, isGuest: users.isGuest })
          .from(tableMembers)
          .innerJoin(users, eq(users.id, tableMembers.userId))
          .where(inArray(tableMembers.orderId, orderIds))
          .orderBy(asc(tableMembers.approvedAt), asc(tableMembers.userId));
  const pending = await db
    .select({ tableId: joinRequests.tableId, orderId: joinRequests.orderId })
    .from(joinRequests)
    .where(
      and(
        inArray(joinRequests.tableId, ids),
        eq(joinRequests.status, 'requested'),
        gt(joinRequests.expiresAt, now),
      ),
    );
  const calls = await db
    .select()
    .from(waiterCalls)
    .where(inArray(waiterCalls.tableId, ids))
    .orderBy(asc(waiterCalls.createdAt), asc(waiterCalls.id));
  const callsOf = groupBy(
    calls.filter((call) => call.cancelledAt === null),
    (call) => call.tableId,
  );
  const membersOf = groupBy(members, (row) => row.member.orderId);

  return tables.map(({ table, tab }): PosTable => {
    const open = openTab(tab);
    const state: TableState = tabState(tab);
    const onTab = open ? (membersOf.get(open.orderId) ?? []) : [];
    const bill = bills.get(table.id);
    return {
      id: table.id,
      number: table.number,
      qr_source: qrSourceOf(table.id),
      state,
      covers: open?.covers ?? (bill ? orderDetailsSchema.parse(bill.details).covers : null),
      order_id: open?.orderId ?? bill?.id ?? null,
      first_customer_id: open?.firstCustomerId ?? null,
      members: [
        ...onTab.filter((row) => row.member.userId === open?.firstCustomerId),
        ...onTab.filter((row) => row.member.userId !== open?.firstCustomerId),
      ].map((row) => ({
        user_id: row.member.userId,
        name: shownName(row.name),
        is_guest: row.isGuest,
        paid: row.member.paidAt !== null,
      })),
      pending_join_requests: open
        ? pending.filter((row) => row.orderId === open.orderId).length
        : 0,
      auto_join_until:
        open?.autoJoinUntil && open.autoJoinUntil.getTime() > now.getTime()
          ? open.autoJoinUntil.toISOString()
          : null,
      pos_discount_applied: open?.posDiscountApplied ?? false,
      waiter_call: openCall(callsOf.get(table.id) ?? [], now),
    };
  });
}
