import type { ModifierGroup } from '../menu/types';
import { countGroupUnits } from './count-group-units';
import { findModifier } from './find-modifier';
import { getGroupKind } from './get-group-kind';
import { setModifierCount } from './set-modifier-count';
import type { ModifierChoice } from './types';

/**
 * Applies a tap on a modifier: in a single-select group it selects the item (replacing the other;
 * tapping the chosen one keeps it, like a radio button); elsewhere it switches the item between
 * not chosen and one unit.
 *
 * @param groups - the item's modifier groups
 * @param selection - the current choices
 * @param groupId - the group id
 * @param modifierId - the modifier tapped
 * @returns a new, canonical selection
 * @throws EngineError UNKNOWN_MODIFIER, MODIFIER_MAXIMUM_REACHED (tapping a disabled item), INVALID_GROUP
 * @example
 * ```ts
 * toggleModifier(groups, [], 2, 21); // [{ group_id: 2, id: 21, count: 1 }]
 * toggleModifier(groups, [{ group_id: 2, id: 21, count: 1 }], 2, 21); // []
 * ```
 */
export function toggleModifier(
  groups: readonly ModifierGroup[],
  selection: readonly ModifierChoice[],
  groupId: number,
  modifierId: number,
): ModifierChoice[] {
  const { group } = findModifier(groups, groupId, modifierId);
  const chosen =
    countGroupUnits(
      groupId,
      selection.filter((choice) => choice.id === modifierId),
    ) > 0;
  const next = getGroupKind(group) === 'single_select' || !chosen ? 1 : 0;
  return setModifierCount(groups, selection, groupId, modifierId, next);
}
