import type { ModifierChoice } from './types';

/**
 * Counts the units chosen in one group: the sum of the counts of its choices (each choice of a
 * single- or multi-select group counts 1).
 *
 * @param groupId - the group id
 * @param selection - the choices across all groups
 * @returns the units chosen in that group
 * @example
 * ```ts
 * countGroupUnits(3, [{ group_id: 3, id: 1, count: 2 }, { group_id: 3, id: 2, count: 1 }]); // 3
 * ```
 */
export function countGroupUnits(groupId: number, selection: readonly ModifierChoice[]): number {
  return selection
    .filter((choice) => choice.group_id === groupId)
    .reduce((units, choice) => units + choice.count, 0);
}
