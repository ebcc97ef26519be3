import fc from 'fast-check';
import { addItem } from '../../src/cart/add-item';
import { createCart } from '../../src/cart/create-cart';
import type { Cart } from '../../src/cart/types';
import type { Menu, MenuItem, ModifierGroup } from '../../src/menu/types';
import { getGroupKind } from '../../src/modifiers/get-group-kind';
import { resolveGroupedItem } from '../../src/modifiers/resolve-grouped-item';
import type { ModifierChoice } from '../../src/modifiers/types';
import { listedItems } from './menu';

function groupSelectionArb(group: ModifierGroup): fc.Arbitrary<ModifierChoice[]> {
  const ids = group.items.map((item) => item.id);
  const kind = getGroupKind(group);
  if (ids.length === 0) return fc.constant([]);
  if (kind === 'single_select') {
    return fc.constantFrom(...ids).map((id) => [{ group_id: group.id, id, count: 1 }]);
  }
  if (kind === 'multi_select') {
    const most = group.maximum === 0 ? ids.length : Math.min(group.maximum, ids.length);
    const least = Math.min(group.minimum, most);
    return fc
      .shuffledSubarray(ids, { minLength: least, maxLength: most })
      .map((chosen) => chosen.map((id) => ({ group_id: group.id, id, count: 1 })));
  }
  const most = group.maximum === 0 ? group.minimum + 3 : group.maximum;
  return fc
    .array(fc.constantFrom(...ids), { minLength: group.minimum, maxLength: most })
    .map((picks) => {
      const counts = new Map<number, number>();
      for (const id of picks) counts.set(id, (counts.get(id) ?? 0) + 1);
      return [...counts].map(([id, count]) => ({ group_id: group.id, id, count }));
    });
}

/**
 * A selection that passes the Add gate of the groups (every group between its minimum and its
 * maximum), in a shuffled order.
 */
export function validSelectionArb(
  groups: readonly ModifierGroup[],
): fc.Arbitrary<ModifierChoice[]> {
  return fc
    .tuple(...groups.map(groupSelectionArb))
    .chain((parts) => fc.shuffledSubarray(parts.flat(), { minLength: parts.flat().length }));
}

/**
 * Any selection over the groups' modifiers, valid or not: counts 0 to 3, now and then a choice
 * of a modifier that does not exist.
 */
export function anySelectionArb(groups: readonly ModifierGroup[]): fc.Arbitrary<ModifierChoice[]> {
  const known = groups.flatMap((group) =>
    group.items.map((item) => ({ group_id: group.id, id: item.id })),
  );
  const unknown = fc.record({ group_id: fc.constant(999), id: fc.constant(99_999) });
  const choice = fc
    .tuple(
      known.length === 0
        ? unknown
        : fc.oneof(
            { weight: 9, arbitrary: fc.constantFrom(...known) },
            { weight: 1, arbitrary: unknown },
          ),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([ref, count]) => ({ ...ref, count }));
  return fc.array(choice, { maxLength: 6 });
}

/** What one addition to a cart is made of: the listed item, the pick and a valid selection. */
export interface LineRecipe {
  category_id: number;
  item: MenuItem;
  child_item_id: number | null;
  modifiers: ModifierChoice[];
  count: number;
}

/** One valid addition from a menu: a listed item, its pick when grouped, a valid selection. */
export function lineRecipeArb(menu: Menu): fc.Arbitrary<LineRecipe> {
  const listed = listedItems(menu);
  return fc.constantFrom(...listed).chain(({ category_id, item }) => {
    const children = item.items ?? [];
    const pick: fc.Arbitrary<number | null> =
      children.length === 0 ? fc.constant(null) : fc.constantFrom(...children.map((c) => c.id));
    return pick.chain((child_item_id) => {
      const resolved = child_item_id === null ? item : resolveGroupedItem(item, child_item_id);
      return fc.record({
        category_id: fc.constant(category_id),
        item: fc.constant(item),
        child_item_id: fc.constant(child_item_id),
        modifiers: validSelectionArb(resolved.groups ?? []),
        count: fc.integer({ min: 1, max: 5 }),
      });
    });
  });
}

/** Builds a cart from recipes with addItem, lines `line-0`, `line-1`, ..., one second apart. */
export function buildCart(
  recipes: readonly LineRecipe[],
  precision: number,
  start = 1_700_000_000_000,
): Cart {
  return recipes.reduce(
    (cart, recipe, index) =>
      addItem(
        cart,
        { line_id: `line-${index}`, ...recipe },
        { now: start + (index + 1) * 1000, precision },
      ),
    createCart(start),
  );
}

/** A cart of up to eight additions from a menu, built with addItem. */
export function cartFromMenuArb(menu: Menu, precision: number): fc.Arbitrary<Cart> {
  return fc
    .array(lineRecipeArb(menu), { maxLength: 8 })
    .map((recipes) => buildCart(recipes, precision));
}
