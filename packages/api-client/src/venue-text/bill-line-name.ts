import type { Menu, MenuCategory, MenuItem } from '../schemas/index';
import { venueName, type Named } from './venue-text';

/*
 * A bill's lines carry the item's name as it was stored when the line was made: in the base
 * language, for a bill staff opened from the POS as for any order (issue 30: an Arabic diner read
 * "Iced lemon tea" on the checkout). Where the item is still on the venue's menu, its name shows
 * by the venue-text rule like every menu name; an item taken off the menu keeps the stored name.
 */

function collect(categories: readonly MenuCategory[], into: Map<number, MenuItem>): void {
  const add = (item: MenuItem) => {
    if (!into.has(item.id)) into.set(item.id, item);
    for (const pick of item.items ?? []) add(pick);
  };
  for (const category of categories) {
    for (const item of category.items) add(item);
    collect(category.categories ?? [], into);
  }
}

/**
 * Every item of the menu by id: the listed items, the picks of grouped items, in nested
 * categories too; an item listed twice is the same item, its first listing is kept.
 */
export function menuItemsById(menu: Pick<Menu, 'categories'>): ReadonlyMap<number, MenuItem> {
  const items = new Map<number, MenuItem>();
  collect(menu.categories, items);
  return items;
}

/**
 * The name to show for a bill line: the menu item's name in the diner's language (see
 * venueName) while the menu still has the item, else the name the line was stored with.
 *
 * @param items - the menu's items by id, from {@link menuItemsById}
 * @param itemId - the line's menu item id
 * @param stored - the name the line carries
 * @param locales - where to look, from venueLocales
 * @example
 * ```ts
 * billLineName(items, 301, 'Iced lemon tea', ['ar', 'en']); // 'شاي بالليمون مثلج'
 * billLineName(items, 999, 'Old special', ['ar', 'en']); // 'Old special' (off the menu)
 * ```
 */
export function billLineName(
  items: ReadonlyMap<number, Named>,
  itemId: number,
  stored: string,
  locales: readonly string[],
): string {
  const item = items.get(itemId);
  return item === undefined ? stored : venueName(item, locales);
}
