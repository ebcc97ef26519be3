import type { OutOfStockItem } from '@tabula/api-client';
import { isGroupedItem, isOutOfStock } from '@tabula/engine';
import type { MenuItemView } from './menu-view';

/**
 * Whether an item is sold out in a category (the engine's isOutOfStock on the menu's
 * out_of_stock_items).
 *
 * our choice: a grouped item is also sold out when every one of its picks is, since nothing is
 * left to choose.
 */
export function isItemSoldOut(
  outOfStock: readonly OutOfStockItem[],
  item: MenuItemView,
  categoryId: number,
): boolean {
  if (isOutOfStock(outOfStock, item.id, categoryId)) return true;
  const picks = item.items ?? [];
  return (
    isGroupedItem(item) && picks.every((pick) => isOutOfStock(outOfStock, pick.id, categoryId))
  );
}
