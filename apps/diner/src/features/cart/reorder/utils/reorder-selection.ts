import type { CartItem } from '@tabula/api-client';
import type { ModifierChoice } from '@tabula/engine';

/**
 * The modifiers a past cart item was ordered with, read from its groups (A§3 Cart item: groups
 * carry the selection; Modifier group item: selected, count).
 *
 * @param item - a cart item of a past order
 * @returns one choice per selected modifier, with its count
 * @example `reorderSelection(icedKopi) // [{ group_id: 1001, id: 2002, count: 1 }]`
 */
export function reorderSelection(item: Pick<CartItem, 'groups'>): ModifierChoice[] {
  const chosen: ModifierChoice[] = [];
  for (const group of item.groups) {
    for (const option of group.items) {
      // our choice, as the server reads a cart item: `count` units when it has a count, else 1
      // when `selected`; `selected: false` counts nothing whatever its count says.
      const count = option.selected === false ? 0 : (option.count ?? (option.selected ? 1 : 0));
      if (count > 0) chosen.push({ group_id: group.id, id: option.id, count });
    }
  }
  return chosen;
}
