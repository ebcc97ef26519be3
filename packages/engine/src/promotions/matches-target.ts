import type { NormalizedTarget } from './normalize-promotions';

/**
 * Tells whether an item is in a promotion's include list and not in its exclude list. An absent
 * or empty include list includes every item; exclude always wins.
 *
 * @param item - the item id and its category id
 * @param include - items and categories included, or null for all
 * @param exclude - items and categories excluded, or null for none
 * @returns true when the item matches
 * @example
 * ```ts
 * matchesTarget({ item_id: 4, category_id: 2 }, { items: new Set(), categories: new Set([2]) },
 *   { items: new Set([4]), categories: new Set() }); // false: excluded by item
 * ```
 */
export function matchesTarget(
  item: { item_id: number; category_id: number },
  include: NormalizedTarget | null,
  exclude: NormalizedTarget | null,
): boolean {
  const inTarget = (target: NormalizedTarget): boolean =>
    target.items.has(item.item_id) || target.categories.has(item.category_id);
  return (include === null || inTarget(include)) && (exclude === null || !inTarget(exclude));
}
