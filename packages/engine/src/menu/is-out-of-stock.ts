import type { OutOfStockItem } from './types';

/**
 * Tells whether an item is sold out. An entry without a category makes the item sold out in every
 * category; an entry with a category only in that one. Asked without a category, any entry for
 * the item counts (the cautious answer).
 *
 * @param outOfStock - the menu's out_of_stock_items (null or undefined for none)
 * @param itemId - the item id
 * @param categoryId - the category the item is shown or ordered in, when known
 * @returns true when the item is out of stock there
 * @example
 * ```ts
 * const sold = [{ item_id: 7 }, { item_id: 9, category_id: 2 }];
 * isOutOfStock(sold, 7, 5); // true
 * isOutOfStock(sold, 9, 3); // false
 * isOutOfStock(sold, 9); // true
 * ```
 */
export function isOutOfStock(
  outOfStock: readonly OutOfStockItem[] | null | undefined,
  itemId: number,
  categoryId?: number | null,
): boolean {
  return (outOfStock ?? []).some(
    (entry) =>
      entry.item_id === itemId &&
      (entry.category_id === null ||
        entry.category_id === undefined ||
        categoryId === null ||
        categoryId === undefined ||
        entry.category_id === categoryId),
  );
}
