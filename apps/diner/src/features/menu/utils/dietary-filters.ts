import type { ItemTag } from '@tabula/api-client';
import { z } from 'zod';
import type { MenuCategoryView, MenuItemView } from './menu-view';

/**
 * The dietary filters of the menu, each read from one of the item labels of A§3: four hide the
 * items that carry an allergen's label, two keep only the items that carry a diet's label.
 *
 * our choice: "gluten" keeps only the items labelled Gluten Free, since the labels have no
 * "contains gluten"; the filters follow the restaurant's labels, so an item without labels is
 * not hidden by the allergen filters (the screen says to ask the staff about allergies).
 */
export const DIETARY_FILTERS = [
  { id: 'no-nuts', tag: 'nuts', rule: 'hide' },
  { id: 'no-dairy', tag: 'milk', rule: 'hide' },
  { id: 'no-seafood', tag: 'fish', rule: 'hide' },
  { id: 'no-egg', tag: 'egg', rule: 'hide' },
  { id: 'gluten-free', tag: 'gluten-free', rule: 'only' },
  { id: 'vegetarian', tag: 'veg', rule: 'only' },
] as const satisfies readonly { id: string; tag: ItemTag; rule: 'hide' | 'only' }[];

/** A dietary filter's id, as stored on the device. */
export type DietaryFilterId = (typeof DIETARY_FILTERS)[number]['id'];

/** The stored choice: the ids of the filters the diner turned on. */
export const dietaryFilterIdsSchema = z.array(
  z.enum(DIETARY_FILTERS.map((filter) => filter.id) as [DietaryFilterId, ...DietaryFilterId[]]),
);

type DietaryFilter = (typeof DIETARY_FILTERS)[number];

function keeps(item: MenuItemView, filters: readonly DietaryFilter[]): boolean {
  return filters.every((filter) =>
    filter.rule === 'hide' ? !item.tags.includes(filter.tag) : item.tags.includes(filter.tag),
  );
}

function filterCategories(
  categories: readonly MenuCategoryView[],
  filters: readonly DietaryFilter[],
): MenuCategoryView[] {
  const kept: MenuCategoryView[] = [];
  for (const category of categories) {
    const items = category.items.filter((item) => keeps(item, filters));
    const children = filterCategories(category.categories ?? [], filters);
    if (items.length === 0 && children.length === 0) continue;
    kept.push({ ...category, items, categories: children });
  }
  return kept;
}

/**
 * The menu narrowed by the dietary filters that are on; categories left without items are
 * dropped, as a search drops them. No filter on keeps the menu as it is.
 *
 * @param categories - the visible categories
 * @param active - the ids of the filters the diner turned on
 */
export function applyDietaryFilters(
  categories: readonly MenuCategoryView[],
  active: ReadonlySet<DietaryFilterId>,
): readonly MenuCategoryView[] {
  const filters = DIETARY_FILTERS.filter((filter) => active.has(filter.id));
  if (filters.length === 0) return categories;
  return filterCategories(categories, filters);
}

/**
 * The filters worth offering on this menu: those whose label some item carries (a "no nuts"
 * filter on a menu without the Nuts label would change nothing).
 *
 * @param labels - the labels the menu's items carry (collectMenuLabels)
 */
export function offeredDietaryFilters(labels: readonly ItemTag[]): readonly DietaryFilter[] {
  return DIETARY_FILTERS.filter((filter) => labels.includes(filter.tag));
}

/**
 * The filters that act on this menu: those the diner turned on (remembered from any restaurant)
 * that this menu offers; a remembered filter whose label this menu does not use waits, unseen,
 * for a menu that does.
 *
 * @param labels - the labels the menu's items carry
 * @param active - the ids the diner turned on
 */
export function effectiveDietaryFilters(
  labels: readonly ItemTag[],
  active: ReadonlySet<DietaryFilterId>,
): ReadonlySet<DietaryFilterId> {
  return new Set(
    offeredDietaryFilters(labels)
      .map((filter) => filter.id)
      .filter((id) => active.has(id)),
  );
}
