import type { MenuItem } from '@tabula/api-client';
import {
  getItemCount,
  hasMultipleCustomizations,
  isGroupedItem,
  needsRepeatPrompt,
} from '@tabula/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { cardCeiling } from '@/lib/cart/cart-limits';
import { useQuantityLimits } from '../limits/use-quantity-limits';
import { freeItemsCartAtom } from '@/lib/promotions/free-items-atoms';
import { cartAtom, decrementItemAtom } from '@/lib/cart/cart-atoms';
import { openCartSheetAtom } from '../state/cart-sheet-atoms';
import { showCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import { hasModifiers } from '../add/has-modifiers';
import { toEngineItem } from '@/lib/cart/to-engine-item';
import { useAddItem } from './use-add-item';

/** The menu screen's hold on the cart (the same shape as the menu feature's MenuCartBinding). */
export interface MenuCartBinding {
  /** Units of this menu item in the diner's cart (all its lines). */
  countOf(itemId: number): number;
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
 */
export function useMenuCart(): MenuCartBinding {
  const cart = useAtomValue(cartAtom);
  const addItem = useAddItem();
  const openSheet = useSetAtom(openCartSheetAtom);
  const showNotice = useSetAtom(showCartNoticeAtom);
  const decrementItem = useSetAtom(decrementItemAtom);
  const freeLines = useAtomValue(freeItemsCartAtom);
  const limits = useQuantityLimits();
  return useMemo<MenuCartBinding>(() => {
    const ceiling = (listed: MenuItem) => {
      const item = toEngineItem(listed);
      const plain = !isGroupedItem(item) && !hasModifiers(item);
      return cardCeiling(cart, freeLines, item.id, getItemCount(cart, item.id), limits, plain);
    };
    const binding: MenuCartBinding = {
      // Free items and placed dine-in lines are not the diner's to change, so not counted (engine).
      countOf: (itemId) => getItemCount(cart, itemId),
      add: (listed, categoryId) => {
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
        if (reached.max > getItemCount(cart, item.id)) binding.add(item, categoryId);
        else showNotice({ kind: 'quantity_limit', reached });
      },
    };
    return binding;
  }, [addItem, cart, decrementItem, freeLines, limits, openSheet, showNotice]);
}
