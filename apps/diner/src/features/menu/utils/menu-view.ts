import type { MenuCategory, MenuItem } from '@tabula/api-client';

/** A menu item with its nested items, as the api-client's recursive menu schema parsed it. */
export type MenuItemView = MenuItem;

/** A menu category with its items and sub-categories, typed all the way down. */
export type MenuCategoryView = MenuCategory;

/** The menu's categories as the menu screen reads them. */
export function asCategoryViews(categories: readonly MenuCategory[]): MenuCategoryView[] {
  return [...categories];
}
