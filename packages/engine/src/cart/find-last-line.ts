import { getCardItemId } from './get-card-item-id';
import { isLineEditable } from './is-line-editable';
import type { Cart, CartLine } from './types';

/**
 * Finds the diner's most recently changed line of a menu card's item: the editable line with
 * the latest `last_updated_at`, the later line in the cart winning a tie.
 *
 * @param cart - the cart
 * @param itemId - the menu card's item id (the grouped item for grouped items)
 * @returns that line, or undefined when the diner has none
 * @example
 * ```ts
 * findLastLine(cart, burger.id)?.id; // "b"
 * ```
 */
export function findLastLine(cart: Cart, itemId: number): CartLine | undefined {
  let last: CartLine | undefined;
  for (const line of cart.lines) {
    if (!isLineEditable(line) || getCardItemId(line) !== itemId) continue;
    if (last === undefined || line.last_updated_at >= last.last_updated_at) last = line;
  }
  return last;
}
