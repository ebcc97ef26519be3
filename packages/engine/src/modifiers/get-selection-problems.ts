import type { ModifierGroup } from '../menu/types';
import { countGroupUnits } from './count-group-units';
import { getGroupKind } from './get-group-kind';
import { getGroupLimits } from './get-group-limits';
import { normalizeSelection } from './normalize-selection';
import type { ModifierChoice, SelectionProblem } from './types';

/**
 * Lists everything that keeps a selection from being added: a group below its minimum or above
 * its maximum, a choice of an unknown group or modifier, a count that is not a positive integer
 * (or above 1 outside a quantity group).
 *
 * @param groups - the item's modifier groups
 * @param selection - the choices
 * @returns the problems, in group order; empty when the selection can be added
 * @throws EngineError INVALID_GROUP for a group whose limits are malformed
 * @example
 * ```ts
 * // Size: min 1, max 1, nothing chosen yet.
 * getSelectionProblems([size], []); // [{ group_id: size.id, problem: 'below_minimum' }]
 * ```
 */
export function getSelectionProblems(
  groups: readonly ModifierGroup[],
  selection: readonly ModifierChoice[],
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const choice of selection) {
    const group = groups.find((candidate) => candidate.id === choice.group_id);
    if (group === undefined) {
      problems.push({ group_id: choice.group_id, id: choice.id, problem: 'unknown_group' });
    } else if (!group.items.some((item) => item.id === choice.id)) {
      problems.push({ group_id: choice.group_id, id: choice.id, problem: 'unknown_modifier' });
    } else if (!Number.isInteger(choice.count) || choice.count < 1) {
      problems.push({ group_id: choice.group_id, id: choice.id, problem: 'invalid_count' });
    }
  }
  const canonical = normalizeSelection(selection);
  for (const group of groups) {
    const { minimum, maximum } = getGroupLimits(group);
    if (getGroupKind(group) !== 'quantity_selector') {
      for (const choice of canonical) {
        if (choice.group_id === group.id && choice.count > 1) {
          problems.push({ group_id: group.id, id: choice.id, problem: 'invalid_count' });
        }
      }
    }
    const units = countGroupUnits(group.id, canonical);
    // spec: ordering-menu-account §4, Add is enabled only when every group meets its minimum.
    if (units < minimum) problems.push({ group_id: group.id, problem: 'below_minimum' });
    if (maximum !== null && units > maximum) {
      problems.push({ group_id: group.id, problem: 'above_maximum' });
    }
  }
  return problems;
}
