import { orderDetailsSchema, type CartItem } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { conflict, type HttpError } from '../http/http-error';
import type { Venue } from '../venue/venue';
import { currentVenue } from '../venue/venue-snapshots';
import { dinerOrder } from './diner-orders';
import type { OrderRecord } from './order-view';
import { billFigures } from './pricing/build-order-details';
import type { PricedOrder } from './pricing/price-order-payload';
import { priceWithEngine } from './pricing/price-with-engine';
import { PRICING_KEY, readStoredPricing, type StoredPricing } from './pricing/stored-pricing';

/**
 * The refusal of an update made against an older version of the tab (B§7 v2 version), with the
 * tab's order as a diner reads it (an error path: its venue is read here).
 */
export async function versionConflict(
  app: AppContext,
  db: Database,
  current: OrderRecord,
): Promise<HttpError> {
  const venue = await currentVenue(app, db, { outletId: current.outletId });
  return conflict(
    'The table order has changed since you last saw it. Please review it and try again.',
    'order_version_conflict',
    { order: await dinerOrder(db, current, venue.company.decimal_precision) },
  );
}

/**
 * Adds a diner's new lines to a table's open tab (B§7 PUT /dine-in/open-tab/v1|v2/orders/{id}):
 * the lines already on the tab keep the prices they were placed at and count as placed (nobody
 * changes them any more: A§5, B§8 'being prepared'); the new lines, priced from today's menu by
 * priceOrderPayload, belong to the diner who sends them; the whole tab is priced again with the
 * engine, and its version goes up by one. The update names the version it was made against
 * (`expectedVersion`): if another diner's update landed first, nothing is written and the caller
 * gets 409 with the current order, never a silent overwrite. Run inside the table's lock.
 *
 * @throws HttpError 409 order_version_conflict (details.order: the current order) or
 * order_already_paid
 */
export async function addToTab(
  app: AppContext,
  tx: Database,
  order: OrderRecord,
  venue: Venue,
  added: PricedOrder,
  userId: number,
  expectedVersion: number,
): Promise<{ order: OrderRecord; bill: Bill }> {
  if (order.paymentStatus === 'paid') {
    throw conflict('This order is already paid', 'order_already_paid');
  }
  if (order.version !== expectedVersion) throw await versionConflict(app, tx, order);
  const stored: StoredPricing = readStoredPricing(order.details);
  const details = orderDetailsSchema.parse(order.details);
  const version = order.version + 1;
  // Each diner's app numbers its own cart lines: a line id already on the tab gets the tab's
  // version appended, so every line of the tab keeps an id of its own.
  const taken = new Set(stored.input.lines.map((line) => line.id));
  const idOf = (id: string) => (taken.has(id) ? `${id}@${String(version)}` : id);
  const newLines = added.pricing.input.lines.map((line) => ({
    ...line,
    id: idOf(line.id),
    customer: userId,
    placed_item: false,
  }));
  const input = {
    ...stored.input,
    lines: [...stored.input.lines.map((line) => ({ ...line, placed_item: true })), ...newLines],
  };
  const bill = priceWithEngine(input, venue);
  const cartItems: CartItem[] = [
    ...details.cartItems.map((item) => ({ ...item, placed_item: true })),
    ...added.details.cartItems.map((item) => ({
      ...item,
      cart_id: idOf(item.cart_id),
      customer: userId,
      placed_item: false,
    })),
  ].map((item, i) => ({ ...item, applied_tax: bill.lines[i]?.tax ?? item.applied_tax }));
  const merged = {
    ...details,
    ...billFigures(bill, stored.input.discounts ?? [], venue.menu.surcharges),
    cartItems,
    items: [...details.items, ...added.details.items],
    version,
  };
  const pricing: StoredPricing = { ...stored, input };
  const now = app.now();
  const [row] = await tx
    .update(orders)
    .set({
      details: { ...merged, [PRICING_KEY]: pricing },
      totalAmount: bill.total_amount,
      version,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.version, expectedVersion)))
    .returning();
  if (!row) throw await versionConflict(app, tx, order);
  return { order: row, bill };
}
