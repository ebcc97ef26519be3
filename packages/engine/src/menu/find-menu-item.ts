import { findCategory } from './find-category';
import type { MenuCategory, MenuItem } from './types';

/**
 * Finds an item as listed directly in a category (not inside a grouped item).
 *
 * @param categories - the menu's categories
 * @param categoryId - the category the item is listed in
 * @param itemId - the item id
 * @returns the item, or undefined when the category or the item is not there
 * @example
 * ```ts
 * findMenuItem([{ id: 1, items: [burger] }], 1, burger.id) === burger; // true
 * ```
 */
export function findMenuItem(
  categories: readonly MenuCategory[],
  categoryId: number,
  itemId: number,
): MenuItem | undefined {
  return findCategory(categories, categoryId)?.category.items.find((item) => item.id === itemId);
}
