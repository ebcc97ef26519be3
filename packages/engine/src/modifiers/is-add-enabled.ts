import type { ModifierGroup } from '../menu/types';
import { getSelectionProblems } from './get-selection-problems';
import type { ModifierChoice } from './types';

/**
 * The Add gate of the modifier sheet: true when every group has at least its minimum and at most
 * its maximum chosen, and every choice is a known modifier with a valid count.
 *
 * @param groups - the item's modifier groups
 * @param selection - the choices
 * @returns true when the Add button is enabled
 * @throws EngineError INVALID_GROUP for a group whose limits are malformed
 * @example
 * ```ts
 * isAddEnabled([size], []); // false: size needs one choice
 * isAddEnabled([size], [{ group_id: size.id, id: 11, count: 1 }]); // true
 * ```
 */
export function isAddEnabled(
  groups: readonly ModifierGroup[],
  selection: readonly ModifierChoice[],
): boolean {
  return getSelectionProblems(groups, selection).length === 0;
}
