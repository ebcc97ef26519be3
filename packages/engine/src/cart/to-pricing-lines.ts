import { toPricingLine } from './to-pricing-line';
import type { Cart, PricingLine } from './types';

/**
 * Converts every line of a cart to the pricing contract, in cart order.
 *
 * @param cart - the cart
 * @returns one pricing line per cart line
 * @example
 * ```ts
 * toPricingLines(cart).length === cart.lines.length; // true
 * ```
 */
export function toPricingLines(cart: Cart): PricingLine[] {
  return cart.lines.map(toPricingLine);
}
