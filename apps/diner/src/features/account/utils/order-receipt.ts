import type { Order, OrderItem } from '@tabula/api-client';
import type { Amount } from '@tabula/engine';

/** One line of the receipt: what the View Receipt layout shows per line (A§2). */
export interface ReceiptLine {
  key: string;
  quantity: number;
  name: string;
  /** The line's total, as the order stored it. */
  total: Amount;
  /** The selected modifiers, each with its count when more than one. */
  modifiers: readonly { name: string; quantity: number }[];
  note: string | null;
  isFree: boolean;
  /** Who ordered it on a group order (the customer's user id), when the order says. */
  customer: number | null;
}

function receiptLine(item: OrderItem, index: number, customer: number | null): ReceiptLine {
  return {
    key: `${String(index)}-${String(item.id)}`,
    quantity: item.quantity,
    name: item.name,
    total: item.sub_total,
    modifiers: item.modifiers.map((modifier) => ({
      name: modifier.name,
      quantity: modifier.quantity,
    })),
    note: item.note,
    isFree: item.is_free_item,
    customer,
  };
}

/**
 * The receipt's lines, in the order's order. The customer of each line comes from the matching
 * cart item (A§3 Cart item: customer), when the order carries one per line.
 *
 * @param order - a past order
 */
export function receiptLines(order: Pick<Order, 'order_details'>): ReceiptLine[] {
  const { items, cartItems } = order.order_details;
  // our choice: the order's items and cart items are written line for line (the server builds
  // both from one list); when their counts differ, no line is attributed to anyone.
  const paired = cartItems.length === items.length;
  return items.map((item, index) =>
    receiptLine(item, index, paired ? (cartItems[index]?.customer ?? null) : null),
  );
}

/** The lines of a group order, split into the diner's own and everyone else's. */
export interface GroupReceipt {
  own: ReceiptLine[];
  others: ReceiptLine[];
}

/**
 * Splits a group order's lines by who ordered them (the group-order detail modal, A§2).
 *
 * @param lines - the receipt's lines
 * @param userId - the signed-in diner
 */
export function splitGroupReceipt(lines: readonly ReceiptLine[], userId: number): GroupReceipt {
  // our choice: a line without a customer counts as someone else's; the diner's own are certain.
  return {
    own: lines.filter((line) => line.customer === userId),
    others: lines.filter((line) => line.customer !== userId),
  };
}

/**
 * Whether an order earned points worth showing (a points value other than zero).
 *
 * @example `hasEarnedPoints('0.0') // false`
 */
export function hasEarnedPoints(points: string): boolean {
  return !/^0*(\.0*)?$/u.test(points.trim());
}
