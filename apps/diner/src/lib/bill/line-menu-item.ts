import type { Menu, MenuCategory, MenuItem } from '@tabula/api-client';
import { resolveGroupedItem, type CartLine } from '@tabula/engine';

function findCategory(categories: readonly MenuCategory[], id: number): MenuCategory | null {
  for (const category of categories) {
    if (category.id === id) return category;
    const nested = findCategory(category.categories ?? [], id);
    if (nested) return nested;
  }
  return null;
}

/**
 * The menu item a cart line orders (for a pick of a grouped item, the pick with the groups and
 * taxes it inherits), as the engine resolves it; null when the menu no longer lists it.
 */
export function lineMenuItem(
  menu: Pick<Menu, 'categories'>,
  line: Pick<CartLine, 'item_id' | 'category_id' | 'parent_item_id'>,
): MenuItem | null {
  const category = findCategory(menu.categories, line.category_id);
  const parentId = line.parent_item_id ?? null;
  const listed = category?.items.find((item) => item.id === (parentId ?? line.item_id));
  if (!listed) return null;
  if (parentId === null) return listed;
  if (!(listed.items ?? []).some((item) => item.id === line.item_id)) return null;
  // The engine resolves the pick; it keeps every field of the contract's item it copies.
  return resolveGroupedItem(listed, line.item_id) as MenuItem;
}
