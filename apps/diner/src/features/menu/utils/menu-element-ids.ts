/** The element id of a category's section (the category bar's links and banners point at it). */
export function categoryElementId(categoryId: number): string {
  return `menu-category-${String(categoryId)}`;
}

/** The element id of an item's card in a category (an item may be listed in several). */
export function itemElementId(categoryId: number, itemId: number): string {
  return `menu-item-${String(categoryId)}-${String(itemId)}`;
}
