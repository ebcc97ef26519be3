import { channelName } from '@tabula/api-client';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { joinRequests, orders, payments, sessions, tableMembers, tableTabs } from '../../db/schema';
import { conflict, unprocessable } from '../../http/http-error';
import type { OrderRecord } from '../../orders/order-view';
import { priceTabLines, readTab, tabLines, type TabLine } from '../../orders/tab-lines';
import { deferredPublisher } from '../../payments/deferred-publisher';
import {
  loadTab,
  openTab,
  tabMembers,
  tabState,
  type MemberRecord,
  type OpenTab,
} from '../../tables/table-tab';
import { currentVenues, type VenueReader } from '../../venue/venue-snapshots';
import { isOpenForPayment } from './pos-order-view';
import { lockTablePair, moveTab } from './table-actions';

function paymentInProgress(tableNumber: string) {
  return conflict(
    `A payment is in progress at table ${tableNumber}; merge it when the payment is done`,
    'payment_in_progress',
  );
}

/** Refuses a tab whose order is being paid (a provider page open, billing started) or closed. */
async function assertMergeable(tx: Database, tab: OpenTab, tableNumber: string) {
  if (tabState(tab) === 'payment_in_progress') throw paymentInProgress(tableNumber);
  const [order] = await tx.select().from(orders).where(eq(orders.id, tab.orderId));
  if (!order) throw new Error(`the tab's order ${String(tab.orderId)} vanished`);
  if (order.status === 'payment_in_progress' || order.paymentStatus === 'pending') {
    throw paymentInProgress(tableNumber);
  }
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'in_progress')))
    .limit(1);
  if (open) throw paymentInProgress(tableNumber);
  if (!isOpenForPayment(order)) {
    throw conflict(`The order of table ${tableNumber} is closed`, 'order_not_open');
  }
  return order;
}

/** The source's lines, renamed where the target already has the id, so every id stays unique. */
function incomingLines(target: readonly TabLine[], source: readonly TabLine[], fromId: number) {
  const taken = new Set(target.map((line) => line.input.id));
  return source.map((line) => {
    let id = line.input.id;
    for (let n = 1; taken.has(id); n += 1) id = `${line.input.id}@t${String(fromId)}-${String(n)}`;
    taken.add(id);
    return {
      input: { ...line.input, id },
      cartItem: { ...line.cartItem, cart_id: id },
      item: line.item,
    };
  });
}

/**
 * Staff merge a table into another of the same outlet (B§6 POS staff: table merges; B§7
 * table_updated type merged; B§8 'Table updated from POS'). In one transaction, both tables
 * locked in id order:
 * - into a free table, the tab simply becomes the target's (as a move does);
 * - into a table with an open tab, the source's lines join the target's order (renamed where an
 *   id is taken), its members become members of the target's tab, the covers add up, the target
 *   is priced again by the engine with its own discounts and loyalty and its version goes up by
 *   one; the source's order is closed (cancelled), its lines now being on the target's order.
 * Either way the source table is free, its waiting join requests are dropped and its members'
 * sessions sit at the target. After the commit the source's channel hears table_updated merged
 * (the diners' app resets the QR session and shows /invalid-table) and is emptied; the target's
 * order followers hear order_updated by 'pos'.
 *
 * @throws HttpError 422 invalid_merge onto itself; 404 unknown table or another outlet's; 409
 *   no_open_tab, payment_in_progress, member_already_paid (a source member has paid), order_not_open
 */
// spec: B§6 POS staff (table moves and merges); B§7 table_updated (type merged, table_id); B§8
// table updated from POS.
export async function mergeTables(app: AppContext, fromId: number, intoId: number): Promise<void> {
  if (fromId === intoId) throw unprocessable('A table cannot merge into itself', 'invalid_merge');
  const now = app.now();
  const events = deferredPublisher(app);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [from, into] = await lockTablePair(tx, fromId, intoId);
    const source = openTab(await loadTab(tx, fromId));
    if (!source) throw conflict('This table has no open tab', 'no_open_tab');
    const sourceOrder = await assertMergeable(tx, source, from.number);
    const members = await tabMembers(tx, source);
    // our choice: a member's payment was taken on the source's order; moving their lines to
    // another order would leave it behind, so a partly paid tab is settled before a merge.
    if (members.some((member) => member.paidAt !== null)) {
      throw conflict(
        'Someone at this table has already paid; take the rest of its payments first',
        'member_already_paid',
      );
    }
    const target = openTab(await loadTab(tx, intoId));
    if (!target) {
      await moveTab(tx, source, fromId, intoId, now);
    } else {
      const targetOrder = await assertMergeable(tx, target, into.number);
      await joinTabs(
        tx,
        { tab: source, order: sourceOrder, members },
        { tab: target, order: targetOrder },
        { fromId, intoId, now },
        currentVenues(app),
      );
      events.publisher.publish(channelName('track_order', target.orderId), 'order_updated', {
        order_id: target.orderId,
        updated_by: 'pos',
      });
    }
    const channel = channelName('dine_in_events', fromId);
    events.publisher.publish(channel, 'table_updated', { type: 'merged', table_id: fromId });
    events.publisher.dismissAll(channel);
  });
  events.flush();
}

/**
 * The source's tab joins the target's open tab: its lines (mergeOrders), its members with their
 * sessions, its covers; its order is closed (cancelled), its waiting join requests dropped, and
 * its table freed.
 */
async function joinTabs(
  tx: Database,
  source: { tab: OpenTab; order: OrderRecord; members: readonly MemberRecord[] },
  target: { tab: OpenTab; order: OrderRecord },
  where: { fromId: number; intoId: number; now: Date },
  readVenue: VenueReader,
): Promise<void> {
  const { fromId, intoId, now } = where;
  await mergeOrders(tx, source.order, target.order, where, readVenue);
  if (source.members.length > 0) {
    await tx
      .insert(tableMembers)
      .values(
        source.members.map((member) => ({
          ...member,
          orderId: target.tab.orderId,
          tableId: intoId,
        })),
      )
      .onConflictDoNothing();
  }
  await tx.delete(tableMembers).where(eq(tableMembers.orderId, source.tab.orderId));
  await tx
    .update(tableTabs)
    .set({
      covers: (target.tab.covers ?? 1) + (source.tab.covers ?? 1),
      promotionApplied: target.tab.promotionApplied || source.tab.promotionApplied,
      updatedAt: now,
    })
    .where(eq(tableTabs.tableId, intoId));
  await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(orders.id, source.tab.orderId));
  await tx
    .update(joinRequests)
    .set({ expiresAt: now })
    .where(and(eq(joinRequests.orderId, source.tab.orderId), gt(joinRequests.expiresAt, now)));
  const userIds = source.members.map((member) => member.userId);
  if (userIds.length > 0) {
    await tx
      .update(sessions)
      .set({ tableId: intoId, updatedAt: now })
      .where(and(eq(sessions.tableId, fromId), inArray(sessions.userId, userIds)));
  }
  await tx.delete(tableTabs).where(eq(tableTabs.tableId, fromId));
}

/** The target's order takes the source's lines, priced again by the engine, one version up. */
async function mergeOrders(
  tx: Database,
  source: OrderRecord,
  target: OrderRecord,
  where: { fromId: number; intoId: number; now: Date },
  readVenue: VenueReader,
): Promise<void> {
  const targetTab = readTab(target);
  const targetLines = tabLines(targetTab);
  const lines = [
    ...targetLines,
    ...incomingLines(targetLines, tabLines(readTab(source)), where.fromId),
  ];
  const venue = await readVenue(tx, { outletId: target.outletId, tableId: where.intoId });
  const version = target.version + 1;
  const priced = priceTabLines(targetTab, venue, lines, version);
  await tx
    .update(orders)
    .set({
      details: priced.details,
      totalAmount: priced.totalAmount,
      version,
      isGroupOrder: true,
      updatedAt: where.now,
    })
    .where(eq(orders.id, target.id));
}
