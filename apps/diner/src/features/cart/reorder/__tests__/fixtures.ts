import type { CartItem, Menu, MenuItem, Order } from '@tabula/api-client';
import { kayaToast, kopi, menu, recentOrder } from '@test/fixtures/home-page';
import { orderedCartItem } from '@test/fixtures/orders';

/*
 * A past order's cart items over the shared cafe menu (Kaya Toast in Breakfast 11, Kopi with its
 * temperature group in Drinks 12), plus a grouped breakfast set whose picks carry no groups.
 */

/** A grouped item: a breakfast set of two picks. */
export const breakfastSet: MenuItem = {
  ...kayaToast,
  id: 150,
  name: 'Breakfast set',
  tags: [],
  translations: {},
  items: [
    { ...kayaToast, id: 151, name: 'Set A: toast and eggs', unit_price: '6.00', final_price: null },
    { ...kayaToast, id: 152, name: 'Set B: toast and kopi', unit_price: '6.50', final_price: null },
  ],
};

/** The cafe's menu with the breakfast set listed under Breakfast. */
export const reorderMenu: Menu = {
  ...menu,
  categories: menu.categories.map((category) =>
    category.id === 11 ? { ...category, items: [...category.items, breakfastSet] } : category,
  ),
};

/** A past cart item: the item as ordered, with the modifiers selected on its groups. */
export function pastItem(
  item: MenuItem,
  categoryId: number,
  count: number,
  selected: readonly { groupId: number; id: number; count?: number }[] = [],
  changes: Partial<CartItem> = {},
): CartItem {
  const copy: Partial<MenuItem> = { ...item };
  delete copy.items;
  return orderedCartItem(copy as MenuItem, categoryId, count, {
    groups: item.groups.map((group) => ({
      ...group,
      items: group.items.map((option) => {
        const pick = selected.find((entry) => entry.groupId === group.id && entry.id === option.id);
        return { ...option, selected: pick !== undefined, count: pick ? (pick.count ?? 1) : 0 };
      }),
    })),
    cart_id: `past-${String(item.id)}-${String(count)}`,
    ...changes,
  });
}

/** A delivered past order with these cart items. */
export function pastOrder(cartItems: CartItem[]): Order {
  const order = recentOrder('delivered');
  return { ...order, order_details: { ...order.order_details, cartItems } };
}

/** An iced kopi, as ordered. */
export const icedKopi = (count = 1) => pastItem(kopi, 12, count, [{ groupId: 1001, id: 2002 }]);

/** Two kaya toasts, as ordered. */
export const toasts = (count = 2) => pastItem(kayaToast, 11, count);

/** The set's pick B, as ordered (the pick travels as itself, with the set's category). */
export const setPickB = () => pastItem(breakfastSet.items?.[1] ?? kayaToast, 11, 1);
