import { atom } from 'jotai';
import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';
import { atomWithStored } from '../storage/stored-atom';

/*
 * The order-confirmed popup's closed flag (B§4 Order status: a confirmed order opens the
 * order-placed popup, once; a rejected order clears the flag; A§4 logout clears it). Shared: the
 * shell opens and closes the popup, and /track-order, which shows the confirmation in full,
 * counts as having seen it.
 */

/** The closed popup's order, as session storage keeps it. */
export const storedClosedOrderPopup = atomWithStored<number | null>(
  () => readStored('session', STORAGE_KEYS.activeOrderPopupClosed, z.int()) ?? null,
  () => null,
  (closed) => closed === null,
);
const closedPopupBaseAtom = storedClosedOrderPopup.base;

/** The order whose order-confirmed popup was closed on this visit, if any (B§4). */
export const closedOrderPopupAtom = atom((get) => get(closedPopupBaseAtom));

/** Closes the order-confirmed popup of an order for the visit (a reload keeps it closed). */
export const closeOrderPopupAtom = atom(null, (_get, set, orderId: number) => {
  writeStored('session', STORAGE_KEYS.activeOrderPopupClosed, orderId);
  set(closedPopupBaseAtom, orderId);
});

/** Forgets the closed popup: a rejected order clears the flag (B§4). */
export const clearOrderPopupAtom = atom(null, (get, set) => {
  if (get(closedPopupBaseAtom) === null) return;
  removeStored('session', STORAGE_KEYS.activeOrderPopupClosed);
  set(closedPopupBaseAtom, null);
});
