import type { MenuItem } from '../menu/types';

/**
 * Tells whether a menu item is a grouped item: it carries nested `items` the diner picks one of.
 *
 * @param item - the menu item
 * @returns true when it has at least one nested item
 * @example
 * ```ts
 * isGroupedItem({ id: 1, name: 'Coffee', unit_price: '0', items: [latte, flatWhite] }); // true
 * ```
 */
export function isGroupedItem(item: Pick<MenuItem, 'items'>): boolean {
  return (item.items?.length ?? 0) > 0;
}
