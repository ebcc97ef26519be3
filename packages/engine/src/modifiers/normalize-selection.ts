import type { ModifierChoice } from './types';

/**
 * Puts a selection in its canonical form: one entry per group and modifier (duplicate entries
 * add up), no zero counts, sorted by group id then modifier id. Two selections that mean the same
 * choice normalise to equal arrays, whatever order they were made in.
 *
 * @param selection - the choices
 * @returns a new, canonical selection
 * @example
 * ```ts
 * normalizeSelection([{ group_id: 2, id: 5, count: 1 }, { group_id: 1, id: 9, count: 0 }]);
 * // [{ group_id: 2, id: 5, count: 1 }]
 * ```
 */
export function normalizeSelection(selection: readonly ModifierChoice[]): ModifierChoice[] {
  const byKey = new Map<string, ModifierChoice>();
  for (const choice of selection) {
    const key = `${choice.group_id}:${choice.id}`;
    const previous = byKey.get(key);
    byKey.set(key, {
      group_id: choice.group_id,
      id: choice.id,
      count: (previous?.count ?? 0) + choice.count,
    });
  }
  return [...byKey.values()]
    .filter((choice) => choice.count !== 0)
    .sort((a, b) => a.group_id - b.group_id || a.id - b.id);
}
