import type { Menu, TableJoinRequestItem } from '@tabula/api-client';
import type { CartLine } from '@tabula/engine';
import { lineMenuItem } from '@/lib/bill/line-menu-item';

// spec: B§5 and B§9, a table join request sends at most 4 items.
/** The most items a join request carries. */
export const JOIN_REQUEST_MAX_ITEMS = 4;

/**
 * The items a join request shows the members: the diner's first cart lines, as the item's id,
 * its name and the line's count, at most four. A line whose item the menu no longer lists is left
 * out (the cart's re-matching removes it on load anyway).
 *
 * @param lines - the diner's cart lines, in cart order
 * @param menu - the menu the names come from
 * @returns at most 4 items
 * @example `joinRequestItems(cart.lines, page.menu) // [{ id: 12, name: 'Kopi', count: 2 }]`
 */
// our choice: the first four lines in the order they were added (the spec does not say which),
// each line on its own (two lines of one item with different modifiers stay two), with the
// item's base name: members of any language read the same request.
export function joinRequestItems(
  lines: readonly CartLine[],
  menu: Pick<Menu, 'categories'>,
): TableJoinRequestItem[] {
  const items: TableJoinRequestItem[] = [];
  for (const line of lines) {
    if (items.length === JOIN_REQUEST_MAX_ITEMS) break;
    const item = lineMenuItem(menu, line);
    if (item === null) continue;
    items.push({ id: line.item_id, name: item.name, count: line.count });
  }
  return items;
}
