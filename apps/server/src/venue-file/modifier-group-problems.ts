import type { MenuItem } from '@tabula/api-client';
import { EngineError, getGroupLimits } from '@tabula/engine';

/** One thing wrong with an item's modifier groups, at its path in the file (not yet printed). */
export interface GroupProblem {
  path: PropertyKey[];
  message: string;
}

/**
 * What would leave a diner unable to order an item, or the cart unable to tell two choices
 * apart: a group without options; a minimum above the maximum (the engine's own check,
 * `getGroupLimits`; a maximum of 0 is no limit); a minimum of distinct options above the number of
 * options (a quantity selector may count one option several times); a quantity selector's type
 * and flag disagreeing; a group id twice on the item or an option id twice in a group.
 *
 * @param item - a menu item of the file
 * @param path - the item's path in the file
 */
export function modifierGroupProblems(item: MenuItem, path: PropertyKey[]): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const groupIds = new Set<number>();
  item.groups.forEach((group, g) => {
    const at = [...path, 'groups', g];
    if (groupIds.has(group.id)) {
      problems.push({
        path: [...at, 'id'],
        message: `the modifier group id ${String(group.id)} is used twice on this item`,
      });
    }
    groupIds.add(group.id);
    if (group.items.length === 0) {
      problems.push({ path: [...at, 'items'], message: 'a modifier group needs an option' });
    }
    const optionIds = new Set<number>();
    group.items.forEach((option, o) => {
      if (optionIds.has(option.id)) {
        problems.push({
          path: [...at, 'items', o, 'id'],
          message: `the option id ${String(option.id)} is used twice in this group`,
        });
      }
      optionIds.add(option.id);
    });
    const quantity = group.type === 'quantity_selector';
    if (quantity !== group.has_quantity_selector) {
      problems.push({
        path: [...at, 'has_quantity_selector'],
        message: `expected ${String(quantity)}, as the group's type is ${group.type}`,
      });
    }
    try {
      getGroupLimits(group);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      problems.push({
        path: [...at, 'minimum'],
        message: `the minimum ${String(group.minimum)} is above the maximum ${String(group.maximum)}`,
      });
      return;
    }
    if (!quantity && group.items.length > 0 && group.minimum > group.items.length) {
      problems.push({
        path: [...at, 'minimum'],
        message: `the minimum ${String(group.minimum)} asks for more options than the group's ${String(group.items.length)}`,
      });
    }
  });
  return problems;
}
