import type { AdvertisementTarget } from '@tabula/api-client';
import type { MenuCategoryView, MenuItemView } from './menu-view';

/** Where an advertisement leads on the menu the diner sees. */
export type MenuTarget =
  | { kind: 'item'; item: MenuItemView; categoryId: number }
  | { kind: 'category'; categoryId: number };

function findItem(
  categories: readonly MenuCategoryView[],
  itemId: number,
): { item: MenuItemView; categoryId: number } | null {
  for (const category of categories) {
    const item = category.items.find((candidate) => candidate.id === itemId);
    if (item !== undefined) return { item, categoryId: category.id };
    const inner = findItem(category.categories ?? [], itemId);
    if (inner !== null) return inner;
  }
  return null;
}

function hasCategory(categories: readonly MenuCategoryView[], categoryId: number): boolean {
  return categories.some(
    (category) => category.id === categoryId || hasCategory(category.categories ?? [], categoryId),
  );
}

/**
 * Finds an advertisement's target among the categories on screen: the first listing of the item
 * (a category or sub-category, in menu order), or the category. A target that is not on the
 * menu now (hidden by its schedule, or never there) gives null and the banner does nothing.
 *
 * our choice: an item inside a grouped item is not a target; the banner names the dish the
 * diner sees on a card.
 */
export function findMenuTarget(
  categories: readonly MenuCategoryView[],
  target: AdvertisementTarget | null,
): MenuTarget | null {
  if (target === null) return null;
  if (target.kind === 'category') {
    return hasCategory(categories, target.id) ? { kind: 'category', categoryId: target.id } : null;
  }
  const found = findItem(categories, target.id);
  return found === null ? null : { kind: 'item', ...found };
}
