import type { MenuItem } from '@tabula/api-client';

/** How the menu talks to the cart (the cart feature's `useMenuCart()` returns one). */
export interface MenuCartBinding {
  /** Units of this menu item in the diner's cart (all its lines). */
  countOf(itemId: number): number;
  /** The diner pressed Add / + for an item (the cart decides: modifier sheet, repeat sheet, grouped sheet, or add). */
  add(item: MenuItem, categoryId: number): void;
  /** The diner pressed − on the card. */
  decrement(item: MenuItem, categoryId: number): void;
}
