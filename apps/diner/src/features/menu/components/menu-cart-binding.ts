import type { MenuItem } from '@tabula/api-client';
import type { Atom } from 'jotai';

/**
 * How the menu talks to the cart (the cart feature's `useMenuCart()` returns one). Its identity
 * does not change when the cart does: each card reads its own count, so adding an item redraws
 * that card and the cart bar, not the menu.
 */
export interface MenuCartBinding {
  /** Units of this menu item in the diner's cart (all its lines); the same atom for the same id. */
  countAtom(itemId: number): Atom<number>;
  /** The diner pressed Add / + for an item (the cart decides: modifier sheet, repeat sheet, grouped sheet, or add). */
  add(item: MenuItem, categoryId: number): void;
  /** The diner pressed − on the card. */
  decrement(item: MenuItem, categoryId: number): void;
  /** The highest count the card's control allows (the restaurant's limits). */
  maxOf(item: MenuItem): number;
  /**
   * The diner pressed + at that count: the cart says which limit stops it, or adds after all
   * when the card's count is stale (the order has room again).
   */
  limitReached(item: MenuItem, categoryId: number): void;
}
