import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { MenuCardActions } from '../components/menu-card-context';

/** No units: what a card counts on a menu without a cart, or once its cart has gone. */
export const NO_COUNT = atom(0);

/**
 * The units of an item in the diner's cart, read by the item's own card: a cart change redraws
 * the cards whose count changed, not the menu around them.
 *
 * @param actions - the menu's cart actions; null on a menu without a cart
 * @param itemId - the menu item
 * @returns the units, or 0 without a cart
 */
export function useCartQuantity(actions: MenuCardActions | null, itemId: number): number {
  const count = useMemo(() => actions?.countAtom(itemId) ?? NO_COUNT, [actions, itemId]);
  return useAtomValue(count);
}
