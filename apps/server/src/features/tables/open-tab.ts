import { channelName, type OrderPayload } from '@tabula/api-client';
import { parseAmount, type Bill } from '@tabula/engine';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { tableMembers, tableTabs } from '../../db/schema';
import { conflict, unprocessable } from '../../http/http-error';
import { placeOrder } from '../../orders/place-order';
import { orderView, type OrderRecord } from '../../orders/order-view';
import type { SessionRecord } from '../../session/session-store';
import { recordEffect } from '../../http/idempotency';
import { resumedOrder } from '../../orders/resumed-order';
import { lockTable, loadTab, openTab, openTabElsewhere } from '../../tables/table-tab';
import { sessionVenue } from '../../venue/venue-snapshots';

/** Whether a promotion applies to the bill: an item promotion or the order promotion (B§5). */
export function hasPromotion(bill: Bill): boolean {
  return (
    bill.lines.some((line) => line.applied_promotion_id !== null) ||
    !parseAmount(bill.order_promotion_discount).isZero()
  );
}

/**
 * The first order at a free open-tab table opens its tab (B§1 dine_ot; B§7 POST
 * /dine-in/open-tab/v1|v2/orders; B§3 version 1 for the first dine_ot order): the order is priced
 * on the server like any other and sent to the kitchen unpaid, and, in the same transaction and
 * under the table's lock, the table's tab opens with the diner as its first customer and first
 * member, with the payload's covers (default 1). Two diners ordering at a free table at once: the
 * first opens the tab, the second is refused with 'Another order exists' (B§8) and asks to join.
 * The table hears order_placed; the diner's sockets hear the whole table channel from now on.
 *
 * @throws HttpError 409 'Another order exists' when the table already has a tab; 422 'Multiple
 * order' for a diner on a tab at another table; 422 for version other than 1; and the pricing's
 */
export async function openTabWithOrder(
  app: AppContext,
  session: SessionRecord,
  tableId: number,
  userId: number,
  payload: OrderPayload,
): Promise<{ order: ReturnType<typeof orderView> }> {
  if ((payload.version ?? 1) !== 1 || payload.order_id !== undefined) {
    throw unprocessable(
      'A new table order has version 1 and no order_id; add to a running order with PUT',
      'invalid_order_payload',
    );
  }
  const venue = await sessionVenue(app, session);
  const now = app.now();
  // A retry of a request that died after opening the tab answers the tab it opened.
  const order =
    (await resumedOrder(app.db)) ??
    (
      await placeOrder(
        app,
        session,
        venue,
        payload,
        {
          paymentType: null,
          // spec: B§3 auto_confirm_enabled; the kitchen gets the order when the POS confirms it.
          status: venue.outlet.auto_confirm_enabled ? 'confirmed' : 'unconfirmed',
          paymentStatus: 'unpaid',
        },
        async (tx: Database, placed: OrderRecord, priced) => {
          await lockTable(tx, tableId);
          if (openTab(await loadTab(tx, tableId))) {
            throw conflict('Another order exists', 'another_order_exists');
          }
          if (await openTabElsewhere(tx, userId, tableId)) {
            throw unprocessable('Multiple order', 'multiple_order');
          }
          const tab = {
            state: 'open_tab',
            orderId: placed.id,
            firstCustomerId: userId,
            covers: payload.covers,
            promotionApplied: hasPromotion(priced.bill),
            posDiscountApplied: false,
            autoJoinUntil: null,
            updatedAt: now,
          };
          await tx
            .insert(tableTabs)
            .values({ tableId, ...tab })
            .onConflictDoUpdate({ target: tableTabs.tableId, set: tab });
          await tx
            .insert(tableMembers)
            .values({ orderId: placed.id, userId, tableId, approvedAt: now, joinedAt: now });
          await recordEffect(tx, { order: placed.id });
        },
      )
    ).order;
  const channel = channelName('dine_in_events', tableId);
  app.realtime.admit(channel, [session.id]);
  app.realtime.publish(channel, 'order_placed', { table_id: tableId, user_id: userId });
  // A tab opened now has nothing given back yet.
  return { order: orderView(order, null) };
}
