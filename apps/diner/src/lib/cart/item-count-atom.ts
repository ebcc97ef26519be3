import { getItemCount } from '@tabula/engine';
import { atom, type Atom } from 'jotai';
import { cartAtom } from './cart-atoms';

const counts = new Map<number, Atom<number>>();

/**
 * The units of a menu item in the diner's cart (all its lines; free items and placed lines are
 * not the diner's, so not counted: the engine's getItemCount), one atom per item: its readers
 * redraw only when that item's count changes, not at every change of the cart.
 *
 * @param itemId - the menu item
 * @returns the same atom for the same item
 */
export function itemCountAtom(itemId: number): Atom<number> {
  let count = counts.get(itemId);
  if (count === undefined) {
    count = atom((get) => getItemCount(get(cartAtom), itemId));
    counts.set(itemId, count);
  }
  return count;
}
