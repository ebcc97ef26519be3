import { channelName, type Order, type OrderPayload } from '@tabula/api-client';
import { recordEffect } from '../../http/idempotency';
import { resumedOrder } from '../../orders/resumed-order';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { orders, tableMembers, tableTabs } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import { addToTab } from '../../orders/add-to-tab';
import { dinerOrder } from '../../orders/diner-orders';
import { priceOrderPayload } from '../../orders/pricing/price-order-payload';
import type { SessionRecord } from '../../session/session-store';
import { paymentInProgressGroupUser } from '../../tables/tab-payment-start';
import { findMember, lockTable, loadTab, openTab } from '../../tables/table-tab';
import { sessionVenue } from '../../venue/venue-snapshots';
import { hasPromotion } from './open-tab';

/** The refusal of a member's update after staff discounted the tab (B§8). */
// spec: B§8 'POS discount on dine_ot for an unpaid user': 'unable to add items', then /order-details.
export function posDiscountApplied() {
  return unprocessable(
    'Unable to add items: the restaurant applied a discount to this order',
    'pos_discount_applied',
  );
}

/** How an update names the tab's version (B§7): v2 must, v1 and a join add to the latest. */
export type VersionRule = 'checked' | 'latest';

/**
 * A member adds their cart to the table's open tab (B§7 PUT /dine-in/open-tab/v1|v2/orders/{id},
 * POST /dine-in/open-tab/v2/orders/{id}/join; B§4 approval triggers updating the dine-in order,
 * then joined). The order must be the open tab of the diner's table and the diner its member;
 * anyone else gets a 404, never learning of the order. The new lines are priced like a new order
 * (the payload's total is the new lines'), then added under the table's lock (addToTab); a v2
 * update against an older version is refused with 409 and the current order. A join marks the
 * member joined. The tab's followers hear order_updated (updated_by: the diner) and the table
 * order_placed.
 *
 * After staff applied a discount to the tab from the POS, a member who has not paid is refused
 * (422 pos_discount_applied): the discount was given on the tab as it was.
 *
 * @throws HttpError 404 not the diner's tab; 409 order_version_conflict, member_already_paid;
 *   422 payment_in_progress_group_user while a member's payment of the tab runs,
 *   pos_discount_applied; the pricing's 4xx
 */
export async function updateTab(
  app: AppContext,
  session: SessionRecord,
  orderId: number,
  userId: number,
  payload: OrderPayload,
  rule: VersionRule,
): Promise<{ order: Order }> {
  const tableId = session.tableId ?? 0;
  // A retry of a request that died after adding to the tab answers the tab as it is now.
  const resumed = await resumedOrder(app.db);
  if (resumed) {
    const { company } = await sessionVenue(app, session);
    return { order: await dinerOrder(app.db, resumed, company.decimal_precision) };
  }
  const notYours = () => notFound('No such order at your table', 'order_not_found');
  const open = openTab(await loadTab(app.db, tableId));
  const seen = await findMember(app.db, open, userId);
  if (open?.orderId !== orderId || !seen) throw notYours();
  if (open.posDiscountApplied && seen.paidAt === null) throw posDiscountApplied();
  const venue = await sessionVenue(app, session);
  // v1 and the join add to the latest version: a payload without one is read as naming it (the
  // open-tab payload check wants a version).
  const [current] = await app.db
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.id, orderId));
  const named =
    rule === 'latest' && payload.version === undefined
      ? { ...payload, version: current?.version ?? 1 }
      : payload;
  const added = await priceOrderPayload(app, session, venue, named, {
    paymentType: null,
  });
  const updated = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const tab = openTab(await loadTab(tx, tableId));
    const member = await findMember(tx, tab, userId);
    if (tab?.orderId !== orderId || !member) throw notYours();
    // spec: B§4, a member who has paid cannot place again; B§8 payment_in_progress_group_user.
    if (member.paidAt !== null) {
      throw conflict('You have already paid your part of this order', 'member_already_paid');
    }
    if (tab.paymentReference !== null) throw paymentInProgressGroupUser();
    if (tab.posDiscountApplied) throw posDiscountApplied();
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notYours();
    const expected = rule === 'checked' ? (payload.version ?? 0) : order.version;
    const { order: row, bill } = await addToTab(app, tx, order, venue, added, userId, expected);
    const now = app.now();
    if (member.joinedAt === null) {
      await tx
        .update(tableMembers)
        .set({ joinedAt: now })
        .where(and(eq(tableMembers.orderId, orderId), eq(tableMembers.userId, userId)));
    }
    if (hasPromotion(bill) && !tab.promotionApplied) {
      await tx
        .update(tableTabs)
        .set({ promotionApplied: true, updatedAt: now })
        .where(eq(tableTabs.tableId, tableId));
    }
    await recordEffect(tx, { order: orderId });
    return row;
  });
  app.realtime.publish(channelName('track_order', orderId), 'order_updated', {
    order_id: orderId,
    updated_by: userId,
  });
  app.realtime.publish(channelName('dine_in_events', tableId), 'order_placed', {
    table_id: tableId,
    user_id: userId,
  });
  return { order: await dinerOrder(app.db, updated, venue.company.decimal_precision) };
}

/**
 * An approved diner joins with an empty cart (B§4: approval, then joined): nothing goes into the
 * order, the member is marked joined, and the tab's order is answered as it is.
 *
 * @throws HttpError 404 not the diner's tab
 */
export async function joinWithoutItems(
  app: AppContext,
  session: SessionRecord,
  orderId: number,
  userId: number,
): Promise<{ order: Order }> {
  const tableId = session.tableId ?? 0;
  const order = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const tab = openTab(await loadTab(tx, tableId));
    const member = await findMember(tx, tab, userId);
    if (tab?.orderId !== orderId || !member) {
      throw notFound('No such order at your table', 'order_not_found');
    }
    if (member.joinedAt === null) {
      await tx
        .update(tableMembers)
        .set({ joinedAt: app.now() })
        .where(and(eq(tableMembers.orderId, orderId), eq(tableMembers.userId, userId)));
    }
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('No such order at your table', 'order_not_found');
    return row;
  });
  const { company } = await sessionVenue(app, session);
  return { order: await dinerOrder(app.db, order, company.decimal_precision) };
}
