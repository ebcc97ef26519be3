import { isLineEditable, priceOrder, toPricingLines, type Amount, type Cart } from '@tabula/engine';

/** What the cart bar's total is priced with. */
export interface CartBarTotalInput {
  cart: Cart;
  currency: string;
  precision: number;
  /** The menu's is_tax_inclusive. */
  isTaxInclusive: boolean;
}

/**
 * The amount on the floating cart bar: the engine's subtotal of the diner's own lines (items with
 * their modifiers, after item-level promotions, before surcharges, order discounts and tax).
 * our choice: the subtotal, since surcharges, promotions, coupons and loyalty are settled on
 * /order-details, where the full breakdown shows them.
 *
 * @param input - the cart and the money settings
 * @returns the subtotal at the precision
 */
export function cartBarTotal({
  cart,
  currency,
  precision,
  isTaxInclusive,
}: CartBarTotalInput): Amount {
  const lines = toPricingLines(cart).filter((line) => isLineEditable(line));
  return priceOrder({
    currency,
    precision,
    is_tax_inclusive: isTaxInclusive,
    // The mode only picks surcharges, which the subtotal leaves out.
    mode: 'walk_in',
    lines,
  }).sub_total;
}
