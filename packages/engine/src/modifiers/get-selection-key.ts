import { normalizeSelection } from './normalize-selection';
import type { ModifierChoice } from './types';

/**
 * A stable text key of a selection: equal for two selections exactly when they choose the same
 * modifiers in the same counts, in any order. Prices are not part of it.
 *
 * @param selection - the choices (extra fields such as `unit_price` are ignored)
 * @returns the key, e.g. `"1:4x1,2:7x3"`; the empty string for no modifiers
 * @example
 * ```ts
 * getSelectionKey([{ group_id: 2, id: 7, count: 3 }, { group_id: 1, id: 4, count: 1 }]); // "1:4x1,2:7x3"
 * ```
 */
export function getSelectionKey(selection: readonly ModifierChoice[]): string {
  return normalizeSelection(selection)
    .map((choice) => `${choice.group_id}:${choice.id}x${choice.count}`)
    .join(',');
}
