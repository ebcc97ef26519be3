import {
  orderDetailsSchema,
  type CartItem,
  type OrderDetails,
  type OrderItem,
} from '@tabula/api-client';
import { multiply, toAmount, type Bill, type PriceOrderInput } from '@tabula/engine';
import type { Venue } from '../venue/venue';
import type { OrderRecord } from './order-view';
import { billFigures } from './pricing/build-order-details';
import { priceWithEngine } from './pricing/price-with-engine';
import { PRICING_KEY, readStoredPricing, type StoredPricing } from './pricing/stored-pricing';

/**
 * A tab's lines in the three places an order keeps them, index for index: the engine's input
 * line, the cart item (order_details.cartItems) and the order item (order_details.items).
 */
export interface TabLine {
  input: PriceOrderInput['lines'][number];
  cartItem: CartItem;
  item: OrderItem;
}

/** A stored order read once for the calls below: its id, stored pricing and details. */
export interface StoredTab {
  id: number;
  stored: StoredPricing;
  details: OrderDetails;
}

/** Parses a stored order's pricing and details (one validation, shared by the calls below). */
export function readTab(order: Pick<OrderRecord, 'id' | 'details'>): StoredTab {
  return {
    id: order.id,
    stored: readStoredPricing(order.details),
    details: orderDetailsSchema.parse(order.details),
  };
}

/**
 * The stored order's lines, each with its engine line, cart item and order item.
 *
 * @throws Error when the three lists do not line up (an order not stored by this server)
 */
export function tabLines(tab: StoredTab): TabLine[] {
  const { stored, details } = tab;
  const { lines } = stored.input;
  if (lines.length !== details.cartItems.length || lines.length !== details.items.length) {
    throw new Error(`order ${String(tab.id)}: its lines, cart items and items do not line up`);
  }
  return lines.map((input, i) => {
    const cartItem = details.cartItems[i];
    const item = details.items[i];
    if (!cartItem || !item || cartItem.cart_id !== input.id) {
      throw new Error(`order ${String(tab.id)}: line ${input.id} does not match its cart item`);
    }
    return { input, cartItem, item };
  });
}

/** The engine's input for the stored order with these lines: its stored input, the lines swapped. */
export function tabInput(
  tab: StoredTab,
  lines: readonly PriceOrderInput['lines'][number][],
): PriceOrderInput {
  return { ...tab.stored.input, lines: [...lines] };
}

/**
 * The order's details and total with these lines, priced by the engine with the order's stored
 * input (its prices, promotions, discounts, loyalty and tip as placed), at the given version.
 * Each cart item and order item takes its count and figures from the bill, so a staff edit or a
 * merge never leaves a line showing an old amount.
 *
 * @returns the new order_details (with the stored pricing), the bill, and the total
 */
export function priceTabLines(
  tab: StoredTab,
  venue: Venue,
  lines: readonly TabLine[],
  version: number,
): PricedTab {
  const bill = priceWithEngine(
    tabInput(
      tab,
      lines.map((line) => line.input),
    ),
    venue,
  );
  return tabDetails(tab, venue, lines, bill, version);
}

/** A stored order priced again: its new order_details, the engine's bill and the total. */
export interface PricedTab {
  details: Record<string, unknown>;
  bill: Bill;
  totalAmount: string;
}

/**
 * The order's details and total with these lines and the engine's bill of them (priced with
 * {@link tabInput} of the same lines, index for index), at the given version: each cart item and
 * order item takes its count and figures from its bill line.
 */
export function tabDetails(
  tab: StoredTab,
  venue: Venue,
  lines: readonly TabLine[],
  bill: Bill,
  version: number,
): PricedTab {
  const { stored, details } = tab;
  const input = tabInput(
    tab,
    lines.map((line) => line.input),
  );
  const precision = bill.precision;
  const billed = (i: number) => {
    const line = bill.lines[i];
    if (!line) throw new Error(`bill line ${String(i)} is missing`);
    return line;
  };
  const cartItems = lines.map(({ cartItem }, i): CartItem => {
    const line = billed(i);
    return {
      ...cartItem,
      count: line.count,
      sub_total: line.sub_total,
      itemTotalBeforePromotion: line.total_before_promotion,
      applied_tax: line.tax,
      is_free_item: line.is_free_item,
      applied_promotion_id: line.applied_promotion_id,
      applied_promotion_priority: line.applied_promotion_priority,
    };
  });
  const items = lines.map(({ item }, i): OrderItem => {
    const line = billed(i);
    return {
      ...item,
      quantity: line.count,
      sub_total: line.sub_total,
      discount: line.promotion_discount,
      is_free_item: line.is_free_item,
      modifiers: item.modifiers.map((modifier) => ({
        ...modifier,
        sub_total: toAmount(
          multiply(modifier.unit_price, modifier.quantity * line.count),
          precision,
        ),
      })),
    };
  });
  const pricing: StoredPricing = { ...stored, input };
  return {
    details: {
      ...details,
      ...billFigures(bill, stored.input.discounts ?? [], venue.menu.surcharges),
      cartItems,
      items,
      version,
      [PRICING_KEY]: pricing,
    },
    bill,
    totalAmount: bill.total_amount,
  };
}
