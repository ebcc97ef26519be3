import { ITEM_TAGS, type ItemTag } from '@tabula/api-client';
import type { MenuCategoryView, MenuItemView } from './menu-view';

function collectItem(item: MenuItemView, withPicks: boolean, into: Set<string>): void {
  for (const tag of item.tags) into.add(tag);
  if (withPicks) for (const pick of item.items ?? []) collectItem(pick, withPicks, into);
}

function collect(categories: readonly MenuCategoryView[], withPicks: boolean, into: Set<string>) {
  for (const category of categories) {
    for (const item of category.items) collectItem(item, withPicks, into);
    collect(category.categories ?? [], withPicks, into);
  }
}

/**
 * The item label tags (A§3) that the items on the menu carry, in the order A§3 lists them, so
 * the food-label legend explains only the icons a diner can meet on a card.
 *
 * @param categories - the categories on screen
 * @param withPicks - also the picks of grouped items, when the menu lists them
 */
export function collectMenuLabels(
  categories: readonly MenuCategoryView[],
  withPicks: boolean,
): ItemTag[] {
  const present = new Set<string>();
  collect(categories, withPicks, present);
  return ITEM_TAGS.filter((tag) => present.has(tag));
}
