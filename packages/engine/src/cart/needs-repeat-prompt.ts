import type { MenuItem } from '../menu/types';
import { isGroupedItem } from '../modifiers/is-grouped-item';
import { getCardItemId } from './get-card-item-id';
import { isLineEditable } from './is-line-editable';
import type { Cart } from './types';

/**
 * Tells whether tapping add on a menu card should ask "repeat last or add new": the item has
 * modifiers or is a grouped item, and the diner already has a line of it.
 *
 * @param cart - the cart
 * @param item - the item as listed on the menu card
 * @returns true when the repeat-or-new sheet should open
 * @example
 * ```ts
 * needsRepeatPrompt(cartWithBurger, burger); // true (burger has modifier groups)
 * needsRepeatPrompt(cartWithBurger, water); // false (no modifiers: just add)
 * ```
 */
export function needsRepeatPrompt(cart: Cart, item: MenuItem): boolean {
  // spec: ordering-menu-account §4, items with modifiers or grouped items ask repeat or new.
  const customisable =
    isGroupedItem(item) || (item.groups ?? []).some((group) => group.items.length > 0);
  return (
    customisable &&
    cart.lines.some((line) => isLineEditable(line) && getCardItemId(line) === item.id)
  );
}
