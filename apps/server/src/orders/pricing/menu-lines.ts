import type { Menu as ContractMenu, OutOfStockItem } from '@tabula/api-client';
import {
  CART_MISMATCH_MESSAGE,
  findMenuItem,
  findOutOfStockLines,
  getGroupHint,
  matchLine,
  refreshCartPrices,
  rematchCart,
  resolveGroupedItem,
  toPricingLine,
  type CartLine,
  type CartMismatch,
  type Menu,
  type MenuItem,
  type OutletTime,
  type PricingLine,
} from '@tabula/engine';
import { unprocessable } from '../../http/http-error';
import type { PayloadCart } from './to-cart';

/**
 * The contract's menu as the engine reads it. The two describe the same JSON; the contract's
 * recursive item type reaches the engine's only through this one cast.
 */
export function engineMenu(menu: Pick<ContractMenu, 'categories' | 'taxes'>): Menu {
  return menu;
}

/** A line priced from the server's menu, with the menu item it orders (for names and images). */
export interface MenuLine {
  line: PricingLine;
  item: MenuItem;
  note: string | null;
}

/** The menu item a line orders (the pick, for a grouped item), once the line matched. */
function menuItemOf(line: CartLine, menu: Pick<Menu, 'categories'>): MenuItem | undefined {
  const parentId = line.parent_item_id ?? null;
  const listed = findMenuItem(menu.categories, line.category_id, parentId ?? line.item_id);
  if (!listed) return undefined;
  return parentId === null ? listed : resolveGroupedItem(listed, line.item_id);
}

/** 'Size: Please choose 1' for a selection that breaks a group's limits (spec: A§5 hints). */
function selectionMessage(
  mismatch: CartMismatch,
  cart: PayloadCart['cart'],
  menu: Pick<Menu, 'categories'>,
): string {
  const line = cart.lines.find((candidate) => candidate.id === mismatch.line_id);
  const item = line ? menuItemOf(line, menu) : undefined;
  const group = item?.groups?.find((candidate) => candidate.id === mismatch.group_id);
  const rule = group && line ? getGroupHint(group, line.modifiers).rule : null;
  const name = item?.name ?? 'An item';
  if (group && rule) return `${name}, ${group.name ?? 'options'}: ${rule.text}`;
  return `${name}: the options chosen are not valid`;
}

/**
 * Checks the diner's cart against the outlet's live menu and prices it from that menu, in the
 * order the spec gives: sold-out lines first (A§8 and B§8: 'Items are out of stock',
 * out_of_stock_error), then the re-match by ids and category schedules at the outlet's time
 * (A§4: 'Oops! Items in cart are not part of current available menu.'), then the modifier rules
 * (A§4 and A§5: every group within its minimum and maximum), then the prices and taxes
 * (refreshCartPrices). Free-item flags go back on only after pricing.
 *
 * @throws HttpError 422 out_of_stock_error, cart_items_not_in_menu or invalid_modifier_selection
 */
export function priceFromMenu(
  payloadCart: PayloadCart,
  contractMenu: Pick<ContractMenu, 'categories' | 'taxes'>,
  outOfStock: readonly OutOfStockItem[],
  now: OutletTime,
  precision: number,
): MenuLine[] {
  const { cart, freeLines } = payloadCart;
  const menu = engineMenu(contractMenu);
  // our choice: an item marked sold out from the POS is sold out in every category it is in.
  const soldOut = findOutOfStockLines(
    cart,
    outOfStock.map((entry) => ({ item_id: entry.item_id, category_id: null })),
  );
  if (soldOut.length > 0) {
    throw unprocessable('Items are out of stock', 'out_of_stock_error', {
      item_ids: [...new Set(soldOut.map((line) => line.item_id))],
      cart_ids: soldOut.map((line) => line.id),
    });
  }

  const rematch = rematchCart(cart, menu, now);
  if (!rematch.ok) {
    const selection = rematch.mismatches.filter((m) => m.reason === 'selection_invalid');
    const [first] = selection;
    if (first && selection.length === rematch.mismatches.length) {
      throw unprocessable(selectionMessage(first, cart, menu), 'invalid_modifier_selection', {
        mismatches: rematch.mismatches,
      });
    }
    // our choice: the catalogue entry for this text is cart_items_not_in_menu (A§8).
    throw unprocessable(CART_MISMATCH_MESSAGE, 'cart_items_not_in_menu', {
      mismatches: rematch.mismatches,
    });
  }

  const refreshed = refreshCartPrices(cart, menu, precision);
  return refreshed.cart.lines.map((line) => {
    const item = menuItemOf(line, menu);
    const match = matchLine(line, menu);
    if (!item || !match.ok) throw new Error(`line ${line.id} matched and then did not`);
    const pricing = toPricingLine(line);
    // our choice: an item (or pick) that lists no taxes of its own takes the menu's taxes; an
    // item with an empty list is untaxed.
    if (match.item.taxes === undefined)
      pricing.taxes = (menu.taxes ?? []).map((tax) => ({ ...tax }));
    if (freeLines.has(line.id)) {
      pricing.is_free_item = true;
      pricing.promotion_id = freeLines.get(line.id) ?? null;
    }
    return { line: pricing, item, note: line.itemNote ?? null };
  });
}
