import { itemElementId } from './menu-element-ids';
import type { MenuCategoryView } from './menu-view';

/**
 * The element ids of the first `count` item cards in page order (sub-categories included), the
 * ones a phone shows on its first screen.
 */
export function firstItemIds(
  categories: readonly MenuCategoryView[],
  count: number,
): ReadonlySet<string> {
  const ids = new Set<string>();
  const visit = (list: readonly MenuCategoryView[]) => {
    for (const category of list) {
      for (const item of category.items) {
        if (ids.size >= count) return;
        ids.add(itemElementId(category.id, item.id));
      }
      visit(category.categories ?? []);
    }
  };
  visit(categories);
  return ids;
}
