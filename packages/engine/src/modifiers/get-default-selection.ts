import type { ModifierGroup } from '../menu/types';
import { getGroupKind } from './get-group-kind';
import { getGroupLimits } from './get-group-limits';
import type { ModifierChoice } from './types';

/**
 * The selection a modifier sheet opens with: each group's `is_default` items, one unit each, in
 * menu order, up to the group maximum (one for a single-select group); later defaults past the
 * maximum are left out.
 *
 * @param groups - the item's modifier groups
 * @returns the preselected choices, canonical order
 * @throws EngineError INVALID_GROUP
 * @example
 * ```ts
 * getDefaultSelection([{ id: 1, minimum: 0, maximum: 1, items: [
 *   { id: 11, name: 'Ketchup', unit_price: '0', is_default: true },
 *   { id: 12, name: 'Mayo', unit_price: '0', is_default: true },
 * ] }]); // [{ group_id: 1, id: 11, count: 1 }]
 * ```
 */
export function getDefaultSelection(groups: readonly ModifierGroup[]): ModifierChoice[] {
  const selection: ModifierChoice[] = [];
  for (const group of groups) {
    const { maximum } = getGroupLimits(group);
    const cap = getGroupKind(group) === 'single_select' ? 1 : (maximum ?? Number.POSITIVE_INFINITY);
    // spec: ordering-menu-account §4, defaults are preselected up to the maximum.
    const defaults = group.items.filter((item) => item.is_default === true).slice(0, cap);
    for (const item of defaults) selection.push({ group_id: group.id, id: item.id, count: 1 });
  }
  return selection.sort((a, b) => a.group_id - b.group_id || a.id - b.id);
}
