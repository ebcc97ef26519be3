import { atom } from 'jotai';
import type { QuantityLimitReached } from './cart-limits';

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

const noticeAtom = atom<CartNotice | null>(null);
let nextNoticeKey = 1;

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
