import type { MenuCategoryView } from './menu-view';

/**
 * How many item cards the categories hold, sub-categories included; 0 means the diner has
 * nothing to see (the 'menu unavailable' screen).
 */
export function countMenuItems(categories: readonly MenuCategoryView[]): number {
  return categories.reduce(
    (total, category) => total + category.items.length + countMenuItems(category.categories ?? []),
    0,
  );
}
