import type { MenuItem } from '@tabula/api-client';
import {
  getItemCount,
  hasMultipleCustomizations,
  isGroupedItem,
  needsRepeatPrompt,
} from '@tabula/engine';
import { useSetAtom, useStore, type Atom } from 'jotai';
import { useMemo } from 'react';
import { cardCeiling } from '@/lib/cart/cart-limits';
import { useQuantityLimits } from '../limits/use-quantity-limits';
import { freeItemsCartAtom } from '@/lib/promotions/free-items-atoms';
import { cartAtom, decrementItemAtom } from '@/lib/cart/cart-atoms';
import { openCartSheetAtom } from '../state/cart-sheet-atoms';
import { showCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import { hasModifiers } from '../add/has-modifiers';
import { itemCountAtom } from '@/lib/cart/item-count-atom';
import { toEngineItem } from '@/lib/cart/to-engine-item';
import { useAddItem } from './use-add-item';

/** The menu screen's hold on the cart (the same shape as the menu feature's MenuCartBinding). */
export interface MenuCartBinding {
  /** Units of this menu item in the diner's cart (all its lines); the same atom for the same id. */
  countAtom(itemId: number): Atom<number>;
  /** The diner pressed Add / + for an item. */
  add(item: MenuItem, categoryId: number): void;
  /** The diner pressed − on the card. */
  decrement(item: MenuItem, categoryId: number): void;
  /** The highest count the card's control allows: the outlet's quantity limits. */
  maxOf(item: MenuItem): number;
  /**
   * The diner pressed + at that count: a note says which limit stops it, or the item is added
   * after all when the card's count was stale (the order has room again).
   */
  limitReached(item: MenuItem, categoryId: number): void;
}

/**
 * Binds the menu's cards to the cart (A§4): Add puts a plain item straight in the cart, opens the
 * repeat-last-or-add-new sheet for a customisable item already in the cart, else its modifier or
 * grouped-item sheet; − lowers the item's only line, or is blocked when it has several.
 *
 * The binding reads the cart when a card acts, not when the menu draws: it keeps its identity
 * while the cart changes, so the menu around the cards is not drawn again at each tap.
 */
export function useMenuCart(): MenuCartBinding {
  const store = useStore();
  const addItem = useAddItem();
  const openSheet = useSetAtom(openCartSheetAtom);
  const showNotice = useSetAtom(showCartNoticeAtom);
  const decrementItem = useSetAtom(decrementItemAtom);
  const limits = useQuantityLimits();
  return useMemo<MenuCartBinding>(() => {
    const ceiling = (listed: MenuItem) => {
      const cart = store.get(cartAtom);
      const item = toEngineItem(listed);
      const plain = !isGroupedItem(item) && !hasModifiers(item);
      const freeLines = store.get(freeItemsCartAtom);
      return cardCeiling(cart, freeLines, item.id, getItemCount(cart, item.id), limits, plain);
    };
    const binding: MenuCartBinding = {
      countAtom: itemCountAtom,
      add: (listed, categoryId) => {
        const cart = store.get(cartAtom);
        const item = toEngineItem(listed);
        // spec: A§4 Modifier selection, an item with modifiers or grouped items already in the
        // cart asks to repeat the last choice or add a new one.
        if (needsRepeatPrompt(cart, item)) {
          openSheet({ kind: 'repeat', item, categoryId });
        } else if (isGroupedItem(item)) {
          openSheet({ kind: 'grouped', item, categoryId });
        } else if (hasModifiers(item)) {
          openSheet({ kind: 'modifiers', item, categoryId, childItemId: null });
        } else {
          addItem({ item, categoryId });
        }
      },
      decrement: (item) => {
        const cart = store.get(cartAtom);
        // spec: A§4 Modifier selection, a decrement on an item with several customisations is
        // blocked with 'message.multiple_customizations'.
        if (hasMultipleCustomizations(cart, item.id)) {
          showNotice({ kind: 'multiple_customizations' });
          return;
        }
        if (getItemCount(cart, item.id) === 0) return;
        decrementItem(item.id);
      },
      maxOf: (item) => ceiling(item).max,
      limitReached: (item, categoryId) => {
        const reached = ceiling(item);
        if (reached.max > getItemCount(store.get(cartAtom), item.id)) binding.add(item, categoryId);
        else showNotice({ kind: 'quantity_limit', reached });
      },
    };
    return binding;
  }, [addItem, decrementItem, limits, openSheet, showNotice, store]);
}
