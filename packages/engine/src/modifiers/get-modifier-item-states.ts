import type { ModifierGroup } from '../menu/types';
import { countGroupUnits } from './count-group-units';
import { getGroupKind } from './get-group-kind';
import { getGroupLimits } from './get-group-limits';
import type { ModifierChoice, ModifierItemState } from './types';

/**
 * The state of every item of a group for the modifier sheet: selected, count, and whether it is
 * disabled. At the maximum the items not chosen are disabled and nothing can be incremented; a
 * single-select group never disables, because a tap replaces its choice.
 *
 * @param group - the modifier group
 * @param selection - the current choices (all groups)
 * @returns one state per item, in menu order
 * @throws EngineError INVALID_GROUP
 * @example
 * ```ts
 * const sauces = { id: 1, minimum: 0, maximum: 1, items: [ketchup, mayo] };
 * getModifierItemStates(sauces, [{ group_id: 1, id: ketchup.id, count: 1 }]).map((s) => s.disabled);
 * // [false, true]
 * ```
 */
export function getModifierItemStates(
  group: ModifierGroup,
  selection: readonly ModifierChoice[],
): ModifierItemState[] {
  const { maximum } = getGroupLimits(group);
  const kind = getGroupKind(group);
  // spec: ordering-menu-account §4, when the maximum is reached the remaining items are disabled.
  const atMaximum = maximum !== null && countGroupUnits(group.id, selection) >= maximum;
  return group.items.map((item) => {
    const count = countGroupUnits(
      group.id,
      selection.filter((choice) => choice.id === item.id),
    );
    const selected = count > 0;
    if (kind === 'single_select') {
      return { id: item.id, selected, count, disabled: false, can_increment: !selected };
    }
    return {
      id: item.id,
      selected,
      count,
      disabled: atMaximum && !selected,
      can_increment: !atMaximum && (kind === 'quantity_selector' || !selected),
    };
  });
}
