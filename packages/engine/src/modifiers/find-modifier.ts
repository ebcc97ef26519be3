import { EngineError } from '../errors/engine-error';
import type { ModifierGroup, ModifierGroupItem } from '../menu/types';

/**
 * Finds a modifier group and one of its items among an item's groups.
 *
 * @param groups - the item's modifier groups
 * @param groupId - the group id
 * @param modifierId - the modifier group item id
 * @returns the group and the modifier
 * @throws EngineError UNKNOWN_MODIFIER when the group or the modifier is not there
 * @example
 * ```ts
 * findModifier(burger.groups ?? [], 10, 101).modifier.name; // "Cheddar"
 * ```
 */
export function findModifier(
  groups: readonly ModifierGroup[],
  groupId: number,
  modifierId: number,
): { group: ModifierGroup; modifier: ModifierGroupItem } {
  const group = groups.find((candidate) => candidate.id === groupId);
  const modifier = group?.items.find((candidate) => candidate.id === modifierId);
  if (group === undefined || modifier === undefined) {
    throw new EngineError('UNKNOWN_MODIFIER', { group_id: groupId, id: modifierId });
  }
  return { group, modifier };
}
