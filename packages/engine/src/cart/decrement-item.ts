import { EngineError } from '../errors/engine-error';
import { assertLineEditable } from './assert-line-editable';
import { MULTIPLE_CUSTOMIZATIONS_KEY } from './constants';
import { getCardItemId } from './get-card-item-id';
import { isLineEditable } from './is-line-editable';
import { setLineCount } from './set-line-count';
import type { Cart } from './types';

/**
 * A decrement from a menu card: lowers the item's only line by one (removing it at 0). With
 * several customisations of the item in the cart it is blocked: the diner must pick the line in
 * the cart.
 *
 * @param cart - the cart
 * @param itemId - the menu card's item id (the grouped item for grouped items)
 * @param now - the current time, epoch milliseconds from the caller
 * @returns the new cart
 * @throws EngineError MULTIPLE_CUSTOMIZATIONS (`details.key` 'message.multiple_customizations'), UNKNOWN_LINE, LINE_LOCKED, FREE_ITEM_LOCKED, INVALID_TIMESTAMP
 * @example
 * ```ts
 * decrementItem(cartWithTwoBurgerLines, burger.id, now);
 * // throws MULTIPLE_CUSTOMIZATIONS, details.key "message.multiple_customizations"
 * ```
 */
export function decrementItem(cart: Cart, itemId: number, now: number): Cart {
  const lines = cart.lines.filter((line) => getCardItemId(line) === itemId);
  const editable = lines.filter(isLineEditable);
  // spec: ordering-menu-account §4, a decrement on an item with several customisations is blocked.
  if (editable.length > 1) {
    throw new EngineError('MULTIPLE_CUSTOMIZATIONS', {
      item_id: itemId,
      key: MULTIPLE_CUSTOMIZATIONS_KEY,
    });
  }
  const [only] = editable;
  if (only === undefined) {
    const [locked] = lines;
    if (locked !== undefined) assertLineEditable(locked);
    throw new EngineError('UNKNOWN_LINE', { item_id: itemId });
  }
  return setLineCount(cart, only.id, only.count - 1, now);
}
