import { orderDetailsSchema, type PosTable, type TableState } from '@tabula/api-client';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  diningTables,
  joinRequests,
  orders,
  qrCodes,
  tableMembers,
  tableTabs,
  users,
  waiterCalls,
} from '../../db/schema';
import { notFound } from '../../http/http-error';
import { isRunningBill } from '../../tables/table-bill';
import { openTab, tabState } from '../../tables/table-tab';
import {
  isWaiterCallOpen,
  waiterCallState,
  type WaiterCallTimes,
} from '../../tables/waiter-call-state';
import { shownName } from '../../users/user-view';

/** The waiter call staff have not answered yet (B§4: acknowledged from requested, waiting, timeout). */
function openCall(newest: WaiterCallTimes | null, now: Date): PosTable['waiter_call'] {
  if (!newest || !isWaiterCallOpen(newest, now)) return null;
  const state = waiterCallState(newest, now);
  return state ? { ...state, requested_at: newest.createdAt.toISOString() } : null;
}

/** A member of a table's open tab, as the query below answers it (JSON). */
interface MemberJson {
  user_id: number;
  name: string | null;
  is_guest: boolean;
  paid: boolean;
}

/**
 * The query of {@link posTables}, by outlet or by table: one query, whatever the number of
 * tables; each table's code, bill, members and newest waiter call are read beside it (lateral
 * joins). Built and prepared once per database: every POS action on a table answers with it.
 */
function tablesQuery(db: Database, by: 'outlet' | 'table') {
  // The table's live code first (a replaced one keeps how the table ran when it was replaced).
  const code = db
    .select({ qrSource: qrCodes.qrSource })
    .from(qrCodes)
    .where(eq(qrCodes.tableId, diningTables.id))
    .orderBy(sql`${qrCodes.retiredAt} desc nulls first`)
    .limit(1)
    .as('code');
  // A scan-and-pay table has no tab: its bill is the order staff opened there (issue 18).
  const bill = db
    .select({ id: orders.id, covers: sql<unknown>`${orders.details}->'covers'`.as('bill_covers') })
    .from(orders)
    .where(
      and(
        eq(orders.outletId, diningTables.outletId),
        eq(orders.tableId, diningTables.id),
        isRunningBill(),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1)
    .as('bill');
  const members = db
    .select({
      list: sql<MemberJson[]>`coalesce(json_agg(json_build_object(
        'user_id', ${tableMembers.userId}, 'name', ${users.name}, 'is_guest', ${users.isGuest},
        'paid', ${tableMembers.paidAt} is not null
      ) order by ${tableMembers.approvedAt}, ${tableMembers.userId}), '[]'::json)`.as(
        'member_list',
      ),
    })
    .from(tableMembers)
    .innerJoin(users, eq(users.id, tableMembers.userId))
    .where(eq(tableMembers.orderId, tableTabs.orderId))
    .as('members');
  const call = db
    .select({
      createdAt: waiterCalls.createdAt,
      acknowledgedAt: waiterCalls.acknowledgedAt,
      cancelledAt: waiterCalls.cancelledAt,
    })
    .from(waiterCalls)
    .where(and(eq(waiterCalls.tableId, diningTables.id), isNull(waiterCalls.cancelledAt)))
    .orderBy(desc(waiterCalls.createdAt), desc(waiterCalls.id))
    .limit(1)
    .as('call');
  return db
    .select({
      table: diningTables,
      tab: tableTabs,
      qrSource: code.qrSource,
      billId: bill.id,
      billCovers: bill.covers,
      members: members.list,
      pending: sql<number>`(select count(*) from ${joinRequests}
        where ${joinRequests.tableId} = ${diningTables.id}
          and ${joinRequests.orderId} = ${tableTabs.orderId}
          and ${joinRequests.status} = 'requested' and ${gt(joinRequests.expiresAt, sql.placeholder('now'))})`.mapWith(
        Number,
      ),
      call: {
        createdAt: call.createdAt,
        acknowledgedAt: call.acknowledgedAt,
        cancelledAt: call.cancelledAt,
      },
    })
    .from(diningTables)
    .leftJoin(tableTabs, eq(tableTabs.tableId, diningTables.id))
    .leftJoinLateral(code, sql`true`)
    .leftJoinLateral(bill, sql`true`)
    .leftJoinLateral(members, sql`true`)
    .leftJoinLateral(call, sql`true`)
    .where(
      // A retired table leaves the outlet's list; asked for by id, it still answers.
      by === 'outlet'
        ? and(eq(diningTables.outletId, sql.placeholder('id')), isNull(diningTables.retiredAt))
        : eq(diningTables.id, sql.placeholder('id')),
    )
    .orderBy(asc(diningTables.id))
    .prepare(by === 'outlet' ? 'pos_tables_of_outlet' : 'pos_table');
}

const tablesOfOutlet = preparedPerDatabase((db) => tablesQuery(db, 'outlet'));
const oneTable = preparedPerDatabase((db) => tablesQuery(db, 'table'));

/**
 * The tables of an outlet as the POS's tables view shows them (issue 17): how each one's QR code
 * runs it, its state, its open tab with the members (paid or not), the join requests waiting,
 * the auto-approve window and the waiter call staff have not answered; a scan-and-pay table's
 * running bill (its covers and order).
 *
 * @param db - the database itself, never a transaction: the query is prepared on it
 * @param where - only this table (one table's answer), or all of the outlet's
 * @throws HttpError 404 for an unknown outlet or table
 */
export async function posTables(
  db: Database,
  where: { outletId: number } | { tableId: number },
  now: Date,
): Promise<PosTable[]> {
  const [query, id] =
    'outletId' in where ? [tablesOfOutlet(db), where.outletId] : [oneTable(db), where.tableId];
  // The time as drizzle sends a timestamp column's value.
  const rows = await query.execute({ id, now: now.toISOString() });
  if (rows.length === 0) throw notFound('No such outlet or table', 'not_found');

  return rows.map((row): PosTable => {
    const { table, tab } = row;
    const open = openTab(tab);
    const state: TableState = tabState(tab);
    const qrSource = row.qrSource ?? 'dine_pf';
    const billId = qrSource === 'scan_and_pay' ? row.billId : null;
    const onTab = open ? row.members : [];
    return {
      id: table.id,
      number: table.number,
      qr_source: qrSource,
      state,
      covers:
        open?.covers ??
        (billId === null ? null : orderDetailsSchema.shape.covers.parse(row.billCovers)),
      order_id: open?.orderId ?? billId ?? null,
      first_customer_id: open?.firstCustomerId ?? null,
      members: [
        ...onTab.filter((member) => member.user_id === open?.firstCustomerId),
        ...onTab.filter((member) => member.user_id !== open?.firstCustomerId),
      ].map((member) => ({
        user_id: member.user_id,
        name: shownName(member.name),
        is_guest: member.is_guest,
        paid: member.paid,
      })),
      pending_join_requests: open ? row.pending : 0,
      auto_join_until:
        open?.autoJoinUntil && open.autoJoinUntil.getTime() > now.getTime()
          ? open.autoJoinUntil.toISOString()
          : null,
      pos_discount_applied: open?.posDiscountApplied ?? false,
      waiter_call: openCall(row.call, now),
    };
  });
}
