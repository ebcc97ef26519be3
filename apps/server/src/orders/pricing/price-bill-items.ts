import type { OrderDetails, PosTableBillBody } from '@tabula/api-client';
import { toAmount, type Bill, type CartLine, type PriceOrderInput } from '@tabula/engine';
import { unprocessable } from '../../http/http-error';
import { buildOrderDetails } from './build-order-details';
import { engineInput } from './engine-input';
import { engineMenu, priceFromMenu } from './menu-lines';
import { checkBillLimits, checkQuantityLimits } from './order-limits';
import { priceWithEngine } from './price-with-engine';
import { parentOf } from './to-cart';
import { promotionsForSession } from '../../session/checkout-state';
import { categoryOf, outletTime, type Venue } from '../../venue/venue';

/** Where a bill's items are priced: the table, its QR code's dine mode, and when. */
export interface BillPlace {
  venue: Venue;
  tableId: number;
  /** The table's QR code's Eat In or Take Out (scan-and-pay tables are eat_in). */
  dineMode: string | null;
  now: Date;
}

/** Staff's items priced for a scan-and-pay bill: the order_details, the engine's input and bill. */
export interface PricedBillItems {
  details: OrderDetails;
  input: PriceOrderInput;
  bill: Bill;
}

/**
 * Prices the items staff put on a scan-and-pay table's bill the way a diner's dine-in order is
 * priced (priceOrderPayload), from the same pieces: the outlet's live menu (stock, schedules,
 * modifier rules, prices and taxes: priceFromMenu), the automatic promotions, the outlet's order
 * limits, the engine's dine-in bill with the table's surcharges, and the order_details built from
 * it. Staff pick no modifiers: an item whose groups require a choice is refused. The lines belong
 * to nobody (customer null): the bill is the table's. Line ids are `pos-{version}-{n}`, unique on
 * the bill, so the items added later never take an id already on it.
 *
 * @throws HttpError 422 unknown_item, out_of_stock_error, cart_items_not_in_menu,
 *   invalid_modifier_selection, line_quantity_limit, order_item_limit, order_amount_limit
 */
// spec: B§1 scan-and-pay (the bill comes from the POS); A§4, A§5, A§8 (the menu's rules).
export function priceBillItems(
  place: BillPlace,
  body: PosTableBillBody,
  version: number,
): PricedBillItems {
  const { venue } = place;
  const precision = venue.company.decimal_precision;
  const zero = toAmount('0', precision);
  const menu = engineMenu(venue.menu);
  const updatedAt = place.now.getTime();
  const lines: CartLine[] = body.items.map((entry, i) => {
    const categoryId = categoryOf(venue.menu, entry.item_id);
    if (categoryId === null) {
      throw unprocessable(`The menu has no item ${String(entry.item_id)}`, 'unknown_item', {
        item_ids: [entry.item_id],
      });
    }
    return {
      id: `pos-${String(version)}-${String(i + 1)}`,
      item_id: entry.item_id,
      category_id: categoryId,
      count: entry.count,
      unit_price: zero,
      modifiers: [],
      taxes: [],
      customer: null,
      parent_item_id: parentOf({ id: entry.item_id, category_id: categoryId }, menu),
      itemNote: null,
      last_updated_at: updatedAt,
      sapaad_customer_id: null,
    };
  });
  const sent = lines.map((line) => ({
    cart_id: line.id,
    id: line.item_id,
    count: line.count,
    category_id: line.category_id,
    itemNote: null,
    last_updated_at: updatedAt,
    customer: null,
    sapaad_customer_id: null,
    marked_as_condition_item: false,
  }));
  checkQuantityLimits(sent, venue.outlet.order_limits);
  const menuLines = priceFromMenu(
    { cart: { lines, updated_at: updatedAt }, freeLines: new Map() },
    venue.menu,
    venue.outOfStock,
    outletTime(venue.timeZone, place.now),
    precision,
  );
  // No diner entered a promo code: the automatic promotions only.
  const promotions = promotionsForSession(venue.promotions, { state: {} });
  const input = engineInput(
    {
      new: {
        venue,
        session: { tableId: place.tableId, dineMode: place.dineMode },
        lines: menuLines.map((menuLine) => menuLine.line),
        promotions,
        tip: null,
        paymentType: null,
      },
    },
    { discounts: [], loyalty: null },
  );
  const bill = priceWithEngine(input, venue);
  checkBillLimits(bill, venue.outlet.order_limits);
  const details = buildOrderDetails({
    payload: { cartItems: sent, note: null, covers: body.covers, source: 'pos', version },
    bill,
    menuLines,
    coupons: [],
    promotions,
    surcharges: venue.menu.surcharges,
  });
  return { details, input, bill };
}
