import { getCardItemId } from './get-card-item-id';
import { isLineEditable } from './is-line-editable';
import type { Cart } from './types';

/**
 * Counts the units the diner has in the cart: of one menu card's item when an id is given (for
 * the card's count control), otherwise of all items. Placed lines and free items are not counted.
 *
 * @param cart - the cart
 * @param itemId - the menu card's item id (the grouped item for grouped items), or omitted for all
 * @returns the number of units
 * @example
 * ```ts
 * getItemCount(cart, burger.id); // 3 (a plain burger x2 and a cheese burger x1)
 * ```
 */
export function getItemCount(cart: Cart, itemId?: number): number {
  return cart.lines
    .filter(
      (line) => isLineEditable(line) && (itemId === undefined || getCardItemId(line) === itemId),
    )
    .reduce((units, line) => units + line.count, 0);
}
