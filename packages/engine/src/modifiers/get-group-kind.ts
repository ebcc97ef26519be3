import type { ModifierGroup } from '../menu/types';
import type { GroupKind } from './types';

/**
 * Tells how a modifier group is chosen: a quantity selector when it has one (by flag or type),
 * otherwise single select when its minimum and maximum are both 1, otherwise multi select.
 *
 * @param group - the modifier group
 * @returns the group kind
 * @example
 * ```ts
 * getGroupKind({ id: 1, items: [], minimum: 1, maximum: 1 }); // 'single_select'
 * getGroupKind({ id: 2, items: [], minimum: 0, maximum: 3 }); // 'multi_select'
 * ```
 */
export function getGroupKind(
  group: Pick<ModifierGroup, 'minimum' | 'maximum' | 'has_quantity_selector' | 'type'>,
): GroupKind {
  // spec: ordering-menu-account §4, quantity selector first, then min 1 and max 1, else multi.
  if (group.has_quantity_selector === true || group.type === 'quantity_selector') {
    return 'quantity_selector';
  }
  if (group.minimum === 1 && group.maximum === 1) return 'single_select';
  return 'multi_select';
}
