import { itemElementId } from './menu-element-ids';
import type { MenuCategoryView } from './menu-view';

/** What a search keeps on screen: the cards (by element id) and the categories holding them. */
export interface SearchMatches {
  items: ReadonlySet<string>;
  categories: ReadonlySet<number>;
}

/**
 * The cards and categories of a search's result (see searchMenu), so the menu hides the rest
 * instead of unmounting it: clearing the search then shows the cards again at once.
 */
export function searchMatches(found: readonly MenuCategoryView[]): SearchMatches {
  const items = new Set<string>();
  const categories = new Set<number>();
  const visit = (list: readonly MenuCategoryView[]) => {
    for (const category of list) {
      categories.add(category.id);
      for (const item of category.items) items.add(itemElementId(category.id, item.id));
      visit(category.categories ?? []);
    }
  };
  visit(found);
  return { items, categories };
}
