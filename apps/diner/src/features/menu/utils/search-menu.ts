import { localizeItem } from '@tabula/engine';
import type { MenuCategoryView, MenuItemView } from './menu-view';
import { normalizeSearchText } from './normalize-search-text';

/** Whether an item's name or description, in the diner's language, holds every word of the query. */
function matches(item: MenuItemView, words: readonly string[], locale: string): boolean {
  const { name, description } = localizeItem(item, locale);
  const text = normalizeSearchText(`${name}\n${description ?? ''}`, locale);
  return words.every((word) => text.includes(word));
}

function searchCategories(
  categories: readonly MenuCategoryView[],
  words: readonly string[],
  locale: string,
): MenuCategoryView[] {
  const found: MenuCategoryView[] = [];
  for (const category of categories) {
    const items = category.items.filter((item) => matches(item, words, locale));
    const children = searchCategories(category.categories ?? [], words, locale);
    if (items.length === 0 && children.length === 0) continue;
    found.push({ ...category, items, categories: children });
  }
  return found;
}

/**
 * The menu narrowed to the items whose name or description, in the diner's language (the
 * engine's localizeItem), contains every word of the query, ignoring case and diacritics.
 * Categories and sub-categories left without items are dropped; a blank query keeps the menu.
 *
 * our choice: words match in any order and anywhere in a word ("rice chicken" finds "Chicken
 * rice"), so a diner who half-remembers a dish still finds it.
 *
 * @param categories - the visible categories
 * @param query - what the diner typed
 * @param locale - the diner's language, e.g. `ar`
 * @returns the categories with matching items, in menu order
 */
export function searchMenu(
  categories: readonly MenuCategoryView[],
  query: string,
  locale: string,
): readonly MenuCategoryView[] {
  const normalized = normalizeSearchText(query, locale);
  if (normalized === '') return categories;
  return searchCategories(categories, normalized.split(' '), locale);
}
