import type { MenuCategory, MenuItem } from '@tabula/api-client';

/*
 * Walking a menu document: its categories (sub-categories included) and its items (a grouped
 * item's picks included), each with its path in the file, for the check and the import.
 */

/** Every category of a menu, sub-categories included, with its path. */
export function categoriesOf(
  categories: readonly MenuCategory[],
  path: PropertyKey[],
): { category: MenuCategory; path: PropertyKey[] }[] {
  return categories.flatMap((category, index) => {
    const at = [...path, index];
    return [
      { category, path: at },
      ...categoriesOf(category.categories ?? [], [...at, 'categories']),
    ];
  });
}

/** Every item of a list, a grouped item's picks included, with its path. */
export function itemsOf(
  items: readonly MenuItem[],
  path: PropertyKey[],
): { item: MenuItem; path: PropertyKey[] }[] {
  return items.flatMap((item, index) => {
    const at = [...path, index];
    return [{ item, path: at }, ...itemsOf(item.items ?? [], [...at, 'items'])];
  });
}

/** Every item of a menu by its id (an item standing in two categories counts once). */
export function itemsById(menu: { categories: readonly MenuCategory[] }): Map<number, MenuItem> {
  const byId = new Map<number, MenuItem>();
  for (const { category } of categoriesOf(menu.categories, [])) {
    for (const { item } of itemsOf(category.items, [])) {
      if (!byId.has(item.id)) byId.set(item.id, item);
    }
  }
  return byId;
}
