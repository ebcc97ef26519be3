import type { CartItem } from '@tabula/api-client';
import {
  findCategory,
  toAmount,
  type Cart,
  type CartLine,
  type Menu,
  type SelectedModifier,
} from '@tabula/engine';
import { unprocessable } from '../../http/http-error';

/** The diner's cart as the engine reads it, and which lines the client marked free. */
export interface PayloadCart {
  /** Every line as an ordinary diner line, prices zero until refreshed from the menu. */
  cart: Cart;
  /** Lines the client sent as free items (`is_free_item`), with the promotion that grants them. */
  freeLines: Map<string, number | null>;
}

/**
 * The selection a cart item's groups carry: every group item selected or with a count.
 * spec: A§3 Cart item (groups), Modifier group item (selected, count).
 */
// our choice: an item counts `count` units when it has a count, else 1 when `selected`; an item
// with `selected: false` counts nothing whatever its count says.
function selectionOf(item: CartItem, zero: string): SelectedModifier[] {
  const chosen: SelectedModifier[] = [];
  for (const group of item.groups) {
    for (const option of group.items) {
      const count = option.selected === false ? 0 : (option.count ?? (option.selected ? 1 : 0));
      if (count > 0) chosen.push({ id: option.id, group_id: group.id, count, unit_price: zero });
    }
  }
  return chosen;
}

/**
 * The grouped item a cart item is a pick of: when its id is not listed in its category itself but
 * is one of the nested items of a grouped item listed there.
 */
// our choice: a pick of a grouped item travels as the pick itself (its id, groups and prices)
// with the category it was picked in; the server finds the grouped item in the menu.
export function parentOf(
  item: Pick<CartItem, 'id' | 'category_id'>,
  menu: Pick<Menu, 'categories'>,
): number | null {
  const found = findCategory(menu.categories, item.category_id);
  if (!found || found.category.items.some((listed) => listed.id === item.id)) return null;
  const parent = found.category.items.find((listed) =>
    (listed.items ?? []).some((pick) => pick.id === item.id),
  );
  return parent?.id ?? null;
}

/**
 * Turns the payload's cart items into an engine cart. Nothing the client priced is kept: every
 * price starts at zero and is read from the server's menu afterwards (refreshCartPrices), so a
 * client-sent unit_price can never reach the bill. Free-item flags are set aside and put back
 * only after the lines are priced from the menu, so a client cannot make a line free by flagging
 * it (the engine charges free lines beyond the promotion's grant in full).
 *
 * @throws HttpError 422 for a line already placed (not orderable again) or a repeated cart_id
 */
export function toPayloadCart(
  items: readonly CartItem[],
  menu: Pick<Menu, 'categories'>,
  precision: number,
): PayloadCart {
  const zero = toAmount('0', precision);
  const seen = new Set<string>();
  const freeLines = new Map<string, number | null>();
  const lines: CartLine[] = items.map((item) => {
    if (seen.has(item.cart_id)) {
      throw unprocessable(`Cart line ${item.cart_id} appears twice`, 'invalid_order_payload', {
        cart_id: item.cart_id,
      });
    }
    seen.add(item.cart_id);
    if (item.placed_item) {
      // spec: A§5, items already placed cannot be modified; this order has none yet.
      throw unprocessable(
        "Sorry, you can't modify this order now because it's already being prepared. Please ask a staff member to assist you.",
        'order_being_prepared',
        { cart_id: item.cart_id },
      );
    }
    if (item.is_free_item) freeLines.set(item.cart_id, item.promotion_id);
    return {
      id: item.cart_id,
      item_id: item.id,
      category_id: item.category_id,
      count: item.count,
      unit_price: zero,
      modifiers: selectionOf(item, zero),
      taxes: [],
      customer: item.customer,
      parent_item_id: parentOf(item, menu),
      itemNote: item.itemNote,
      last_updated_at: item.last_updated_at,
      sapaad_customer_id: item.sapaad_customer_id,
    };
  });
  return { cart: { lines, updated_at: 0 }, freeLines };
}
