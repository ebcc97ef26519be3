import type { MenuItem } from '@tabula/engine';

/**
 * Tells whether an item has modifiers to choose (a group with at least one option), the same
 * test the engine's needsRepeatPrompt makes.
 */
export function hasModifiers(item: Pick<MenuItem, 'groups'>): boolean {
  return (item.groups ?? []).some((group) => group.items.length > 0);
}
