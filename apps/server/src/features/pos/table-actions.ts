import { channelName, type CounterPaymentType } from '@tabula/api-client';
import { tabPaymentShare, toAmount } from '@tabula/engine';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { joinRequests, orders, payments, sessions, tableMembers, tableTabs } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import { settleOrderLoyalty } from '../../loyalty/settle-order-loyalty';
import { priceWithEngine } from '../../orders/pricing/price-with-engine';
import { readStoredPricing } from '../../orders/pricing/stored-pricing';
import { deferredPublisher } from '../../payments/deferred-publisher';
import { newPaymentReference } from '../../payments/payment-store';
import { tabPaidParts } from '../../tables/tab-paid-parts';
import { assertNoDinerPayment } from '../../tables/tab-payment-start';
import {
  lockOpenTab,
  lockTable,
  loadTab,
  openTab,
  tabMembers,
  type OpenTab,
} from '../../tables/table-tab';
import { currentVenue } from '../../venue/venue-snapshots';

type LockedTable = NonNullable<Awaited<ReturnType<typeof lockTable>>>;

async function setState(tx: Database, tableId: number, state: string, now: Date) {
  await tx.update(tableTabs).set({ state, updatedAt: now }).where(eq(tableTabs.tableId, tableId));
}

/**
 * Staff start billing the table's tab (B§6; B§4 paymentInitiated on a POS billing status): the
 * tab is being paid, so nobody may join it (B§8 'Payment for this table is being processed'),
 * and its followers hear billing_initiated.
 */
export async function initiateTableBilling(app: AppContext, tableId: number): Promise<void> {
  const tab = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const locked = await lockOpenTab(tx, tableId);
    await setState(tx, tableId, 'payment_in_progress', app.now());
    return locked;
  });
  app.realtime.publish(channelName('track_order', tab.orderId), 'billing_initiated', {
    order_id: tab.orderId,
  });
}

/**
 * Staff mark the table in progress while they move or merge it (B§7 table_updated in_progress;
 * B§8 table movement in progress: the diners are sent home until it is done).
 */
export async function markTableInProgress(app: AppContext, tableId: number): Promise<void> {
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockOpenTab(tx, tableId);
    await setState(tx, tableId, 'moving', app.now());
  });
  app.realtime.publish(channelName('dine_in_events', tableId), 'table_updated', {
    type: 'in_progress',
    table_id: tableId,
  });
}

/**
 * Locks two tables of one outlet in id order, so two moves or merges between the same tables
 * never deadlock (each waits for the other's first lock instead of holding one each).
 *
 * @returns the two tables, in the order asked
 * @throws HttpError 404 not_found when either table is unknown or they are not one outlet's
 */
export async function lockTablePair(
  tx: Database,
  oneId: number,
  otherId: number,
): Promise<[LockedTable, LockedTable]> {
  const [low, high] = oneId < otherId ? [oneId, otherId] : [otherId, oneId];
  const first = await lockTable(tx, low);
  const second = await lockTable(tx, high);
  if (!first || second?.outletId !== first.outletId) {
    throw notFound('No such table at this outlet', 'not_found');
  }
  return first.id === oneId ? [first, second] : [second, first];
}

/**
 * Staff move a table's open tab to a free table of the same outlet (B§7 table_moved): the tab,
 * its order, its members and their sessions move; join requests still waiting are dropped; the
 * old table is free. The old table's channel hears table_moved with the new table, then nobody
 * hears it any more as a member (the members subscribe to the new table, where they are members).
 *
 * @throws HttpError 404 unknown table or another outlet's; 409 no tab, or the target is not free
 */
export async function moveTable(app: AppContext, fromId: number, toId: number): Promise<void> {
  if (fromId === toId) throw unprocessable('A table cannot move onto itself', 'invalid_move');
  const now = app.now();
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTablePair(tx, fromId, toId);
    const tab = openTab(await loadTab(tx, fromId));
    if (!tab) throw conflict('This table has no open tab', 'no_open_tab');
    if (openTab(await loadTab(tx, toId))) {
      throw conflict('The table to move to is not free', 'table_occupied');
    }
    await moveTab(tx, tab, fromId, toId, now);
  });
  const old = channelName('dine_in_events', fromId);
  app.realtime.publish(old, 'table_moved', { table_id: toId });
  app.realtime.dismissAll(old);
}

/**
 * Moves an open tab to a free table inside the caller's transaction, both tables locked: the
 * tab, its order, its members and their sessions move; join requests still waiting are dropped;
 * the old table is free. A move and a merge into a free table both take it.
 */
export async function moveTab(
  tx: Database,
  tab: OpenTab,
  fromId: number,
  toId: number,
  now: Date,
): Promise<void> {
  const members = (await tabMembers(tx, tab)).map((member) => member.userId);
  const moved = {
    state: 'open_tab',
    orderId: tab.orderId,
    firstCustomerId: tab.firstCustomerId,
    covers: tab.covers,
    promotionApplied: tab.promotionApplied,
    posDiscountApplied: tab.posDiscountApplied,
    autoJoinUntil: tab.autoJoinUntil,
    updatedAt: now,
  };
  await tx.delete(tableTabs).where(eq(tableTabs.tableId, fromId));
  await tx
    .insert(tableTabs)
    .values({ tableId: toId, ...moved })
    .onConflictDoUpdate({ target: tableTabs.tableId, set: moved });
  await tx.update(tableMembers).set({ tableId: toId }).where(eq(tableMembers.orderId, tab.orderId));
  await tx.update(orders).set({ tableId: toId, updatedAt: now }).where(eq(orders.id, tab.orderId));
  await tx
    .update(joinRequests)
    .set({ expiresAt: now })
    .where(and(eq(joinRequests.orderId, tab.orderId), gt(joinRequests.expiresAt, now)));
  if (members.length > 0) {
    await tx
      .update(sessions)
      .set({ tableId: toId, updatedAt: now })
      .where(and(eq(sessions.tableId, fromId), inArray(sessions.userId, members)));
  }
}

/**
 * Staff take the payment of some or all members of a table's tab at the counter (B§6; B§7
 * payment_recorded with paid_customers and has_payment_completed). Each member pays their own
 * share, and the payment that completes the tab takes exactly what remains, never a cent more or
 * less (the engine's tabPaymentShare, B§5). When every member has paid, the order is paid, its
 * loyalty settled, and the table is free again. Not while a diner's payment of the tab runs.
 *
 * @throws HttpError 404/409 as lockOpenTab; 409 member_already_paid, diner_payment_in_progress;
 *   422 not_a_member
 */
export async function recordTablePayment(
  app: AppContext,
  tableId: number,
  request: { paymentType: CounterPaymentType; customerIds?: readonly number[] | undefined },
): Promise<void> {
  const now = app.now();
  const events = deferredPublisher(app);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const tab = await lockOpenTab(tx, tableId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, tab.orderId));
    if (!order) throw new Error(`the tab's order ${String(tab.orderId)} vanished`);
    const venue = await currentVenue(app, tx, { outletId: order.outletId });
    const precision = venue.company.decimal_precision;
    const members = await tabMembers(tx, tab);
    const unpaid = members.filter((member) => member.paidAt === null);
    const targets = request.customerIds ?? unpaid.map((member) => member.userId);
    for (const id of targets) {
      const member = members.find((candidate) => candidate.userId === id);
      if (!member) throw unprocessable(`Customer ${String(id)} is not on this tab`, 'not_a_member');
      if (member.paidAt)
        throw conflict(`Customer ${String(id)} has already paid`, 'member_already_paid');
    }
    assertNoDinerPayment(tab);
    const stored = readStoredPricing(order.details);
    const bill = priceWithEngine(stored.input, venue);
    const { amount, completes } = tabPaymentShare(bill, {
      payers: targets,
      unpaid: unpaid.map((member) => member.userId),
      covers: tab.covers,
      paid: await tabPaidParts(tx, order.id, precision),
    });
    await tx.insert(payments).values({
      reference: newPaymentReference({ standalone: false }),
      orderId: order.id,
      userId: targets.length === 1 ? (targets[0] ?? null) : null,
      sessionId: null,
      provider: request.paymentType,
      amount,
      tip: toAmount('0', precision),
      currency: order.currency,
      status: 'paid',
      source: 'pos',
      tabCustomers: [...targets],
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(tableMembers)
      .set({ paidAt: now })
      .where(and(eq(tableMembers.orderId, order.id), inArray(tableMembers.userId, [...targets])));
    const paid = members
      .filter((member) => member.paidAt !== null || targets.includes(member.userId))
      .map((member) => member.userId);
    if (completes) {
      const [settled] = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      if (settled) await settleOrderLoyalty(tx, settled);
      await tx.delete(tableTabs).where(eq(tableTabs.tableId, tableId));
    }
    const channel = channelName('dine_in_events', tableId);
    events.publisher.publish(channel, 'payment_recorded', {
      payment_source: 'pos',
      has_payment_completed: completes,
      paid_customers: paid,
    });
    if (completes) events.publisher.dismissAll(channel);
  });
  events.flush();
}
