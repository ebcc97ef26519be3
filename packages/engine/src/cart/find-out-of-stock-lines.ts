import { isOutOfStock } from '../menu/is-out-of-stock';
import type { OutOfStockItem } from '../menu/types';
import type { Cart, CartLine } from './types';

/**
 * Finds the cart lines whose item is sold out in the line's category (for a pick of a grouped
 * item, when the pick or the grouped item is). Placed dine-in lines are not checked: they are
 * already ordered. Any line found blocks placing the order until it is removed.
 *
 * @param cart - the cart
 * @param outOfStock - the menu's out_of_stock_items
 * @returns the offending lines, in cart order
 * @example
 * ```ts
 * findOutOfStockLines(cart, [{ item_id: burger.id }]).map((line) => line.id); // ["a"]
 * ```
 */
export function findOutOfStockLines(
  cart: Cart,
  outOfStock: readonly OutOfStockItem[] | null | undefined,
): CartLine[] {
  // spec: ordering-menu-account §5, sold-out items must be removed before checkout.
  return cart.lines.filter(
    (line) =>
      line.placed_item !== true &&
      (isOutOfStock(outOfStock, line.item_id, line.category_id) ||
        (line.parent_item_id !== null &&
          line.parent_item_id !== undefined &&
          isOutOfStock(outOfStock, line.parent_item_id, line.category_id))),
  );
}
