import type { MenuCategory } from './types';

/**
 * Finds a category by id anywhere in the category tree, depth first in menu order.
 *
 * @param categories - the menu's categories
 * @param categoryId - the id to find
 * @returns the category and its ancestors (outermost first), or undefined
 * @example
 * ```ts
 * findCategory([{ id: 1, items: [], categories: [{ id: 4, items: [] }] }], 4)?.category.id; // 4
 * ```
 */
export function findCategory(
  categories: readonly MenuCategory[],
  categoryId: number,
): { category: MenuCategory; ancestors: MenuCategory[] } | undefined {
  for (const category of categories) {
    if (category.id === categoryId) return { category, ancestors: [] };
    const inner = findCategory(category.categories ?? [], categoryId);
    if (inner !== undefined) {
      return { category: inner.category, ancestors: [category, ...inner.ancestors] };
    }
  }
  return undefined;
}
