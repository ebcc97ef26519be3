import type { ItemTag, OutOfStockItem } from '@tabula/api-client';
import type { AmountInput } from '@tabula/engine';
import type { Atom } from 'jotai';
import { createContext, useContext } from 'react';
import type { VenueTextFunctions } from '@/lib/i18n/venue-text';
import type { MenuItemView } from '../utils/menu-view';

/** What a card asks the cart for: the binding's actions, with a stable identity. */
export interface MenuCardActions {
  /** The units of an item in the cart, which the item's card reads. */
  countAtom(itemId: number): Atom<number>;
  add(item: MenuItemView, categoryId: number): void;
  decrement(item: MenuItemView, categoryId: number): void;
  /** The highest count the card's control allows now (the restaurant's limits). */
  maxOf(item: MenuItemView): number;
  /** + pressed at that count. */
  limitReached(item: MenuItemView, categoryId: number): void;
}

/** What every card of the menu shares, read once by the screen instead of once per card. */
export interface MenuCardSettings {
  /** The venue's texts in the diner's language (its items' translations). */
  venue: VenueTextFunctions;
  /** The company's decimal_precision (A§9). */
  precision: number;
  formatMoney: (amount: AmountInput) => string;
  labelNames: Readonly<Record<ItemTag, string>>;
  outOfStock: readonly OutOfStockItem[];
  /** Null on a menu without a cart: the cards are read only. */
  actions: MenuCardActions | null;
  /** Whether a grouped item lists its picks under its card (the grouped_items_lite feature). */
  showPicks: boolean;
}

/** The shared settings of the cards, provided by MenuScreen. */
export const MenuCardContext = createContext<MenuCardSettings | null>(null);

/** The shared settings of the cards; only inside MenuScreen. */
export function useMenuCardSettings(): MenuCardSettings {
  const settings = useContext(MenuCardContext);
  if (settings === null) throw new Error('A menu card renders only inside MenuScreen');
  return settings;
}
