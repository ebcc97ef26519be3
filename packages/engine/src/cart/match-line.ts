import { findCategory } from '../menu/find-category';
import { isCategoryVisible } from '../menu/is-category-visible';
import type { Menu, MenuItem, OutletTime } from '../menu/types';
import { getSelectionProblems } from '../modifiers/get-selection-problems';
import { resolveGroupedItem } from '../modifiers/resolve-grouped-item';
import type { CartLine, CartMismatch } from './types';

/** The result of matching one line: the menu item it orders now, or why it does not match. */
export type LineMatch = { ok: true; item: MenuItem } | { ok: false; mismatch: CartMismatch };

/**
 * Matches one cart line to the current menu by ids: its category (and, when `now` is given, that
 * the category and its parents are visible), its item listed in that category, the pick of a
 * grouped item, every modifier in the item's groups, and the selection still within each
 * group's minimum and maximum. Prices are not compared (see refreshCartPrices).
 *
 * @param line - the cart line
 * @param menu - the current menu
 * @param now - the outlet's day and time, to check category schedules; omit to skip them
 * @returns the (resolved) menu item, or the first mismatch found
 * @throws EngineError INVALID_SCHEDULE, INVALID_DAY, INVALID_TIME, INVALID_GROUP from a malformed menu or time
 * @example
 * ```ts
 * matchLine(line, menuWithoutBurger); // { ok: false, mismatch: { reason: 'item_missing', ... } }
 * ```
 */
export function matchLine(
  line: CartLine,
  menu: Pick<Menu, 'categories'>,
  now?: OutletTime,
): LineMatch {
  const base = { line_id: line.id, item_id: line.item_id, category_id: line.category_id };
  const fail = (mismatch: Omit<CartMismatch, keyof typeof base>): LineMatch => ({
    ok: false,
    mismatch: { ...base, ...mismatch },
  });
  const found = findCategory(menu.categories, line.category_id);
  if (found === undefined) return fail({ reason: 'category_missing' });
  if (now !== undefined) {
    const chain = [...found.ancestors, found.category];
    if (!chain.every((category) => isCategoryVisible(category, now))) {
      return fail({ reason: 'category_hidden' });
    }
  }
  const parentId = line.parent_item_id ?? null;
  const listed = found.category.items.find((item) => item.id === (parentId ?? line.item_id));
  if (listed === undefined) return fail({ reason: 'item_missing' });
  let item: MenuItem;
  if (parentId === null) {
    if ((listed.items?.length ?? 0) > 0) return fail({ reason: 'grouped_item_missing' });
    item = listed;
  } else {
    if (!(listed.items ?? []).some((child) => child.id === line.item_id)) {
      return fail({ reason: 'grouped_item_missing' });
    }
    item = resolveGroupedItem(listed, line.item_id);
  }
  const groups = item.groups ?? [];
  for (const modifier of line.modifiers) {
    const group = groups.find((candidate) => candidate.id === modifier.group_id);
    if (group?.items.some((candidate) => candidate.id === modifier.id) !== true) {
      return fail({
        reason: 'modifier_missing',
        group_id: modifier.group_id,
        modifier_id: modifier.id,
      });
    }
  }
  const [problem] = getSelectionProblems(groups, line.modifiers);
  if (problem !== undefined) {
    return fail({
      reason: 'selection_invalid',
      group_id: problem.group_id,
      ...(problem.id === undefined ? {} : { modifier_id: problem.id }),
    });
  }
  return { ok: true, item };
}
