import { getCardItemId } from './get-card-item-id';
import { isLineEditable } from './is-line-editable';
import type { Cart } from './types';

/**
 * Tells whether the diner has more than one line of a menu card's item, so that a decrement from
 * the card cannot know which line to lower.
 *
 * @param cart - the cart
 * @param itemId - the menu card's item id (the grouped item for grouped items)
 * @returns true when there are two or more editable lines of the item
 * @example
 * ```ts
 * hasMultipleCustomizations(cart, burger.id); // true with a plain and a cheese burger line
 * ```
 */
export function hasMultipleCustomizations(cart: Cart, itemId: number): boolean {
  return (
    cart.lines.filter((line) => isLineEditable(line) && getCardItemId(line) === itemId).length > 1
  );
}
