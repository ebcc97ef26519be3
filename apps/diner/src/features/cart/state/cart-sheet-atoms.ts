import type { MenuItem } from '@tabula/engine';
import { atom } from 'jotai';

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

const sheetAtom = atom<CartSheet | null>(null);

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
