import { venueText, venueLocales, venueName } from '@/lib/i18n/venue-text';
import type { MenuCategoryView, MenuItemView } from './menu-view';
import { normalizeSearchText } from './normalize-search-text';

/**
 * Whether every word of the query is in the item's name or description, in the diner's language,
 * or in the names of the categories it sits in (`path`, already normalised).
 */
function matches(
  item: MenuItemView,
  words: readonly string[],
  locale: string,
  locales: readonly string[],
  path: string,
): boolean {
  const name = venueName(item, locales);
  const description = venueText(item, 'description', locales);
  const text = `${normalizeSearchText(`${name}\n${description ?? ''}`, locale)}\n${path}`;
  return words.every((word) => text.includes(word));
}

function searchCategories(
  categories: readonly MenuCategoryView[],
  words: readonly string[],
  locale: string,
  locales: readonly string[],
  parentPath: string,
): MenuCategoryView[] {
  const found: MenuCategoryView[] = [];
  for (const category of categories) {
    const path = `${parentPath}\n${normalizeSearchText(venueName(category, locales), locale)}`;
    const items = category.items.filter((item) => matches(item, words, locale, locales, path));
    const children = searchCategories(category.categories ?? [], words, locale, locales, path);
    if (items.length === 0 && children.length === 0) continue;
    found.push({ ...category, items, categories: children });
  }
  return found;
}

/**
 * The menu narrowed to the items whose name or description, in the diner's language (the
 * venue-text rule of lib/i18n/venue-text), or the name of a category or sub-category they sit in, contains every
 * word of the query, ignoring case and diacritics ('coffee' finds the Flat white of the Coffee
 * sub-category). Categories and sub-categories left without items are dropped; a blank query
 * keeps the menu.
 *
 * our choice: words match in any order and anywhere in a word ("rice chicken" finds "Chicken
 * rice"), so a diner who half-remembers a dish still finds it.
 *
 * @param categories - the visible categories
 * @param query - what the diner typed
 * @param locale - the diner's language, e.g. `ar`
 * @param defaultLocale - the company's default language, the texts' fallback
 * @returns the categories with matching items, in menu order
 */
export function searchMenu(
  categories: readonly MenuCategoryView[],
  query: string,
  locale: string,
  defaultLocale: string | null = null,
): readonly MenuCategoryView[] {
  const normalized = normalizeSearchText(query, locale);
  if (normalized === '') return categories;
  const locales = venueLocales(locale, defaultLocale);
  return searchCategories(categories, normalized.split(' '), locale, locales, '');
}
