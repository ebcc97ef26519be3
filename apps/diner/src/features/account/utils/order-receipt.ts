import type { Order, OrderItem } from '@tabula/api-client';
import { parseAmount, type Amount } from '@tabula/engine';

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

/** What a breakdown row is, so the screen can word it in the diner's language. */
export type ReceiptChargeKind = 'subtotal' | 'discount' | 'loyalty' | 'surcharge' | 'tax' | 'tip';

/** One row of the receipt's breakdown, with the order's own amount. */
export interface ReceiptCharge {
  id: string;
  kind: ReceiptChargeKind;
  /** The discount's or surcharge's own name, where the row has one. */
  name: string | null;
  amount: Amount;
  /** Money off the order (shown as a deduction). */
  deduction: boolean;
}

const isZero = (amount: Amount): boolean => parseAmount(amount).isZero();

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

/**
 * The receipt's breakdown rows, every amount straight from the stored order: the subtotal, the
 * discounts, loyalty redeemed, the surcharges, the tax (only when prices exclude it) and the tip.
 * Zero loyalty and zero tips are left out.
 *
 * @param order - a past order
 */
export function receiptCharges(order: Pick<Order, 'order_details'>): ReceiptCharge[] {
  const details = order.order_details;
  const rows: ReceiptCharge[] = [
    { id: 'subtotal', kind: 'subtotal', name: null, amount: details.sub_total, deduction: false },
  ];
  for (const discount of details.discounts) {
    rows.push({
      id: `discount-${String(discount.discount_id)}`,
      kind: 'discount',
      name: discount.discount_name,
      amount: discount.discountedAmount,
      deduction: true,
    });
  }
  if (!isZero(details.redeemed_loyalty)) {
    rows.push({
      id: 'loyalty',
      kind: 'loyalty',
      name: null,
      amount: details.redeemed_loyalty,
      deduction: true,
    });
  }
  for (const surcharge of details.surcharges_breakdown) {
    // our choice: a surcharge the order stored without its amount has nothing to show.
    if (surcharge.amount === undefined) continue;
    rows.push({
      id: `surcharge-${String(surcharge.id)}`,
      kind: 'surcharge',
      name: surcharge.name,
      amount: surcharge.amount,
      deduction: false,
    });
  }
  // our choice: tax-inclusive prices already hold their tax, as on the cart's breakdown.
  if (!details.is_tax_inclusive) {
    rows.push({ id: 'tax', kind: 'tax', name: null, amount: details.tax_total, deduction: false });
  }
  if (!isZero(details.tips_amount)) {
    rows.push({
      id: 'tip',
      kind: 'tip',
      name: null,
      amount: details.tips_amount,
      deduction: false,
    });
  }
  return rows;
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
