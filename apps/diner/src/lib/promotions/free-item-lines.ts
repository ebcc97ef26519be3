import type { Menu, MenuCategory, MenuItem } from '@tabula/api-client';
import { getItemPrice, type CartLine, type FreeItemGrant } from '@tabula/engine';

/** An item of the menu with the category it is listed in. */
interface Listed {
  item: MenuItem;
  categoryId: number;
}

function findListed(categories: readonly MenuCategory[], itemId: number): Listed | null {
  for (const category of categories) {
    const item = category.items.find((candidate) => candidate.id === itemId);
    if (item) return { item, categoryId: category.id };
    const nested = findListed(category.categories ?? [], itemId);
    if (nested) return nested;
  }
  return null;
}

/** The cart line id of a free item: one line per promotion and item. */
export function freeLineId(grant: Pick<FreeItemGrant, 'promotion_id' | 'item_id'>): string {
  return `free-${String(grant.promotion_id)}-${String(grant.item_id)}`;
}

/**
 * Turns the engine's free-item grants into the free-item cart: one line per granted item, at the
 * menu price (the engine prices it at 100 % off), flagged free and tied to its promotion so the
 * diner cannot change it (A§4). A granted item the menu no longer lists is left out.
 *
 * @param grants - freeItemGrants of the cart and the promotions
 * @param menu - the menu, for the item's category, price and taxes
 * @param precision - the company's decimal_precision
 * @param now - the current time, epoch milliseconds
 */
export function freeItemLines(
  grants: readonly FreeItemGrant[],
  menu: Pick<Menu, 'categories' | 'taxes'>,
  precision: number,
  now: number,
): CartLine[] {
  const lines: CartLine[] = [];
  for (const grant of grants) {
    const listed = findListed(menu.categories, grant.item_id);
    if (!listed) continue;
    lines.push({
      id: freeLineId(grant),
      item_id: grant.item_id,
      category_id: listed.categoryId,
      count: grant.count,
      unit_price: getItemPrice(listed.item, precision),
      modifiers: [],
      // our choice: as the server prices a line, an item without taxes of its own takes the menu's.
      taxes: (listed.item.taxes ?? menu.taxes).map((tax) => ({ ...tax })),
      is_free_item: true,
      promotion_id: grant.promotion_id,
      last_updated_at: now,
    });
  }
  return lines;
}

/** Whether two free-item carts hold the same lines and counts (so storage is written on change only). */
export function sameFreeLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i];
      return (
        other?.id === line.id && other.count === line.count && other.unit_price === line.unit_price
      );
    })
  );
}
