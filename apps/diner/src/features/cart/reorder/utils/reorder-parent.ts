import type { CartItem } from '@tabula/api-client';
import { findCategory, type Menu } from '@tabula/engine';

/**
 * The grouped item a past cart item was picked from: a cart item carries the pick itself (its
 * id) with the category it was picked in, so when the category does not list the id itself, the
 * grouped item listed there that holds it is the parent.
 *
 * @param item - a cart item of a past order
 * @param menu - the current menu
 * @returns the grouped item's id, or null for an item listed on its own (or not found)
 */
export function reorderParent(
  item: Pick<CartItem, 'id' | 'category_id'>,
  menu: Pick<Menu, 'categories'>,
): number | null {
  const found = findCategory(menu.categories, item.category_id);
  if (!found || found.category.items.some((listed) => listed.id === item.id)) return null;
  const parent = found.category.items.find((listed) =>
    (listed.items ?? []).some((pick) => pick.id === item.id),
  );
  return parent?.id ?? null;
}
