import { EngineError } from '../errors/engine-error';
import type { ModifierGroup } from '../menu/types';
import { countGroupUnits } from './count-group-units';
import { findModifier } from './find-modifier';
import { getGroupKind } from './get-group-kind';
import { getGroupLimits } from './get-group-limits';
import { normalizeSelection } from './normalize-selection';
import type { ModifierChoice } from './types';

/**
 * Sets how many of one modifier are chosen and returns the new selection. A count of 0 removes
 * it. Outside quantity groups the count is 0 or 1; in a single-select group choosing an item
 * replaces the group's previous choice. The group maximum is never exceeded.
 *
 * @param groups - the item's modifier groups
 * @param selection - the current choices
 * @param groupId - the group id
 * @param modifierId - the modifier id
 * @param count - the new count, a non-negative integer
 * @returns a new, canonical selection
 * @throws EngineError UNKNOWN_MODIFIER, INVALID_SELECTION (bad count), MODIFIER_MAXIMUM_REACHED, INVALID_GROUP
 * @example
 * ```ts
 * // Size is single select (min 1, max 1): picking Large replaces Small.
 * setModifierCount(groups, [{ group_id: 1, id: 11, count: 1 }], 1, 12, 1);
 * // [{ group_id: 1, id: 12, count: 1 }]
 * ```
 */
export function setModifierCount(
  groups: readonly ModifierGroup[],
  selection: readonly ModifierChoice[],
  groupId: number,
  modifierId: number,
  count: number,
): ModifierChoice[] {
  const { group } = findModifier(groups, groupId, modifierId);
  const { maximum } = getGroupLimits(group);
  const kind = getGroupKind(group);
  const maxCount = kind === 'quantity_selector' ? Number.POSITIVE_INFINITY : 1;
  if (!Number.isInteger(count) || count < 0 || count > maxCount) {
    throw new EngineError('INVALID_SELECTION', { group_id: groupId, id: modifierId, count });
  }
  const current = normalizeSelection(selection);
  const others = current.filter((c) => !(c.group_id === groupId && c.id === modifierId));
  if (kind === 'single_select') {
    const rest = others.filter((choice) => choice.group_id !== groupId);
    return count === 0
      ? others
      : normalizeSelection([...rest, { group_id: groupId, id: modifierId, count }]);
  }
  const units = countGroupUnits(groupId, others) + count;
  const previous = countGroupUnits(
    groupId,
    current.filter((choice) => choice.id === modifierId),
  );
  // Lowering a count is always allowed, even in a selection already over the maximum.
  if (maximum !== null && units > maximum && count > previous) {
    throw new EngineError('MODIFIER_MAXIMUM_REACHED', { group_id: groupId, maximum });
  }
  return normalizeSelection([...others, { group_id: groupId, id: modifierId, count }]);
}
