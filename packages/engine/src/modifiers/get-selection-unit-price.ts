import { getItemPrice } from '../menu/get-item-price';
import type { MenuItem } from '../menu/types';
import { Decimal } from '../money/decimal';
import type { Amount } from '../money/types';
import { toSelectedModifiers } from './to-selected-modifiers';
import type { ModifierChoice } from './types';

/**
 * The price of one unit of an item with its modifiers: the item price plus, for each chosen
 * modifier, its price times its count. Every price is at the precision and counts are integers,
 * so the sum is exact: no rounding happens.
 *
 * @param item - the menu item (for a grouped item, the resolved pick)
 * @param selection - the choices
 * @param precision - the currency precision, 0 to 3
 * @returns the unit price with exactly `precision` decimals
 * @throws EngineError UNKNOWN_MODIFIER, INVALID_SELECTION, price errors
 * @example
 * ```ts
 * // Burger 8.90, cheddar 1.50 x 2, bacon 2.00
 * getSelectionUnitPrice(burger, [
 *   { group_id: 10, id: 101, count: 2 },
 *   { group_id: 10, id: 102, count: 1 },
 * ], 2); // "13.90"
 * ```
 */
export function getSelectionUnitPrice(
  item: Pick<MenuItem, 'unit_price' | 'final_price' | 'groups'>,
  selection: readonly ModifierChoice[],
  precision: number,
): Amount {
  const base = new Decimal(getItemPrice(item, precision));
  const total = toSelectedModifiers(item, selection, precision).reduce(
    (sum, modifier) => sum.plus(new Decimal(modifier.unit_price).times(modifier.count)),
    base,
  );
  return total.toFixed(precision);
}
