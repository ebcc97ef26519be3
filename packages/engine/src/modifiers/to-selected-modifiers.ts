import { EngineError } from '../errors/engine-error';
import type { SelectedModifier } from '../cart/types';
import { getModifierPrice } from '../menu/get-modifier-price';
import type { MenuItem } from '../menu/types';
import { findModifier } from './find-modifier';
import { normalizeSelection } from './normalize-selection';
import type { ModifierChoice } from './types';

/**
 * Turns a selection into the modifiers of a cart or pricing line, each with its current unit
 * price from the menu. The minimum and maximum are not checked here (see isAddEnabled).
 *
 * @param item - the menu item the modifiers belong to
 * @param selection - the choices
 * @param precision - the currency precision, 0 to 3
 * @returns canonical modifiers with `unit_price` at the precision
 * @throws EngineError UNKNOWN_MODIFIER, INVALID_SELECTION (count not a positive integer), price errors
 * @example
 * ```ts
 * toSelectedModifiers(burger, [{ group_id: 10, id: 101, count: 2 }], 2);
 * // [{ group_id: 10, id: 101, count: 2, unit_price: "1.50" }]
 * ```
 */
export function toSelectedModifiers(
  item: Pick<MenuItem, 'groups'>,
  selection: readonly ModifierChoice[],
  precision: number,
): SelectedModifier[] {
  const groups = item.groups ?? [];
  for (const choice of selection) {
    if (!Number.isInteger(choice.count) || choice.count < 0) {
      throw new EngineError('INVALID_SELECTION', { ...choice });
    }
  }
  return normalizeSelection(selection).map((choice) => {
    const { modifier } = findModifier(groups, choice.group_id, choice.id);
    return {
      id: choice.id,
      group_id: choice.group_id,
      count: choice.count,
      unit_price: getModifierPrice(modifier, precision),
    };
  });
}
