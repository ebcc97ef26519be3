import { EngineError } from '../errors/engine-error';
import type { MenuItem } from '../menu/types';

/**
 * The item a diner orders when picking one entry of a grouped item. The pick is priced, taxed
 * and customised as itself: its own price (the grouped item's price is not added), its own
 * modifier groups and taxes, and the grouped item's groups or taxes only where the pick has no
 * such field at all.
 *
 * @param parent - the grouped item as listed in its category
 * @param childId - the id of the nested item picked
 * @returns the picked item, with inherited groups and taxes filled in
 * @throws EngineError UNKNOWN_ITEM when the grouped item has no such nested item
 * @example
 * ```ts
 * const coffee = { id: 1, name: 'Coffee', unit_price: '0', groups: [milk], items: [
 *   { id: 2, name: 'Latte', unit_price: '4.50' },
 * ] };
 * resolveGroupedItem(coffee, 2); // { id: 2, name: 'Latte', unit_price: '4.50', groups: [milk], ... }
 * ```
 */
export function resolveGroupedItem(parent: MenuItem, childId: number): MenuItem {
  const child = parent.items?.find((item) => item.id === childId);
  if (child === undefined) {
    throw new EngineError('UNKNOWN_ITEM', { item_id: childId, parent_item_id: parent.id });
  }
  const groups = child.groups ?? parent.groups;
  const taxes = child.taxes ?? parent.taxes;
  return {
    ...child,
    ...(groups === undefined ? {} : { groups }),
    ...(taxes === undefined ? {} : { taxes }),
  };
}
