import type { OrderDetails, PosTableBillBody, Promotion } from '@tabula/api-client';
import {
  additionLimitProblem,
  toAmount,
  type Bill,
  type CartLine,
  type PriceOrderInput,
} from '@tabula/engine';
import { unprocessable } from '../../http/http-error';
import {
  buildOrderDetails,
  cartItemOf,
  orderItemOf,
  type SentCartLine,
} from './build-order-details';
import { engineInput } from './engine-input';
import { engineMenu, priceFromMenu, type MenuLine } from './menu-lines';
import { checkAmountProblem, checkBillLimits, checkQuantityLimits } from './order-limits';
import { priceWithEngine } from './price-with-engine';
import { parentOf } from './to-cart';
import { promotionsForSession } from '../../session/checkout-state';
import { categoryOf, outletTime, type Venue } from '../../venue/venue';
import { tabDetails, tabInput, tabLines, type PricedTab, type StoredTab } from '../tab-lines';

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

/** Staff's items at the menu's prices, before any bill: each line as sent, with its menu line. */
interface MenuPricedItems {
  sent: (SentCartLine & { id: number; count: number })[];
  menuLines: MenuLine[];
  /** The automatic promotions (no diner entered a promo code), for the lines' promotion names. */
  promotions: Promotion[];
}

/**
 * Staff's items read against the outlet's live menu (stock, schedules, modifier rules, prices
 * and taxes: priceFromMenu), their units within the outlet's quantity limits. Staff pick no
 * modifiers: an item whose groups require a choice is refused. The lines belong to nobody
 * (customer null): the bill is the table's. Line ids are `pos-{version}-{n}`, unique on the bill,
 * so the items added later never take an id already on it.
 */
function menuPricedItems(
  place: BillPlace,
  body: PosTableBillBody,
  version: number,
): MenuPricedItems {
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
  return { sent, menuLines, promotions };
}

/**
 * Prices the items staff put on a scan-and-pay table's new bill the way a diner's dine-in order
 * is priced (priceOrderPayload), from the same pieces: the outlet's live menu
 * ({@link menuPricedItems}), the automatic promotions, the outlet's order limits, the engine's
 * dine-in bill with the table's surcharges, and the order_details built from it.
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
  const { sent, menuLines, promotions } = menuPricedItems(place, body, version);
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

/**
 * Adds the items staff put on a table's running bill (read with readTab) and prices the whole
 * bill once, with its stored input (the prices, promotions and charges of the lines already on
 * it as placed); the new lines at the live menu's prices ({@link menuPricedItems}) take their
 * figures from that one bill. The outlet's limits weigh the addition as its own order: its units,
 * and what it adds to the bill before the tip (additionLimitProblem), so the bill itself may grow
 * past the amount limit over a meal.
 *
 * @returns the bill's new order_details (with the stored pricing), the engine's bill and total
 * @throws HttpError 422 as {@link priceBillItems}; order_amount_limit names what the addition adds
 */
// spec: B§1 scan-and-pay (the bill comes from the POS); A§4, A§5, A§8 (the menu's rules).
export function priceBillAddition(
  place: BillPlace,
  tab: StoredTab,
  body: PosTableBillBody,
  version: number,
): PricedTab {
  const { venue } = place;
  const { sent, menuLines, promotions } = menuPricedItems(place, body, version);
  const before = tabLines(tab);
  const bill = priceWithEngine(
    tabInput(tab, [
      ...before.map((line) => line.input),
      ...menuLines.map((menuLine) => menuLine.line),
    ]),
    venue,
  );
  checkAmountProblem(
    additionLimitProblem(tab.details, bill, venue.outlet.order_limits),
    bill.currency,
  );
  const added = menuLines.map((menuLine, i) => {
    const billed = bill.lines[before.length + i];
    const line = sent[i];
    if (!line || billed?.id !== line.cart_id) {
      throw new Error(`bill line ${String(before.length + i)} does not match the added items`);
    }
    return {
      input: menuLine.line,
      cartItem: cartItemOf(line, menuLine, billed, promotions),
      item: orderItemOf(menuLine, billed, bill.precision),
    };
  });
  return tabDetails(tab, venue, [...before, ...added], bill, version);
}
