import type { MenuItem } from '@tabula/engine';
import { atom } from 'jotai';
import type { QuantityLimitReached } from '../limits/cart-limits';

/** The add-to-cart sheet open now: modifiers, the pick of a grouped item, or repeat-or-new. */
export type CartSheet =
  | {
      kind: 'modifiers';
      /** The item as listed in its category (for a grouped item, the grouped item). */
      item: MenuItem;
      categoryId: number;
      /** The nested item picked, for a grouped item. */
      childItemId: number | null;
    }
  | { kind: 'grouped'; item: MenuItem; categoryId: number }
  | { kind: 'repeat'; item: MenuItem; categoryId: number };

/** What a notice says, without its key. */
export type CartNoticeInput =
  | { kind: 'added'; itemName: string }
  | { kind: 'multiple_customizations' }
  /** The outlet's limit stopped a count from growing (our choice: the spec sets none). */
  | { kind: 'quantity_limit'; reached: QuantityLimitReached };

/**
 * A short notice of the add flow: an item was added, a decrement was blocked (A§4), or a count
 * stopped at the outlet's limit.
 */
export type CartNotice = CartNoticeInput & { key: number };

const sheetAtom = atom<CartSheet | null>(null);
const noticeAtom = atom<CartNotice | null>(null);
let nextNoticeKey = 1;

/** The sheet on screen, if any; the host `CartSheets` draws it. */
export const cartSheetAtom = atom((get) => get(sheetAtom));

/** Opens a sheet (replacing the one open). */
export const openCartSheetAtom = atom(null, (_get, set, sheet: CartSheet) => {
  set(sheetAtom, sheet);
});

/** Closes the sheet. */
export const closeCartSheetAtom = atom(null, (_get, set) => {
  set(sheetAtom, null);
});

/** The notice on screen, if any (a newer one replaces it). */
export const cartNoticeAtom = atom((get) => get(noticeAtom));

/** Shows a notice; each gets a new key so the same notice twice restarts its timer. */
export const showCartNoticeAtom = atom(null, (_get, set, notice: CartNoticeInput) => {
  set(noticeAtom, { ...notice, key: nextNoticeKey++ });
});

/** Removes the notice on screen, if it is still the one given. */
export const dismissCartNoticeAtom = atom(null, (get, set, key: number) => {
  if (get(noticeAtom)?.key === key) set(noticeAtom, null);
});
