import type { CartLine } from '@tabula/engine';
import { atom } from 'jotai';
import { sameFreeLines } from './free-item-lines';
import { atomWithStored } from '../storage/stored-atom';
import { readStoredFreeItems, writeStoredFreeItems } from './promotion-storage';

/** The free-item cart, as session storage keeps it. */
export const storedFreeItems = atomWithStored<readonly CartLine[]>(
  readStoredFreeItems,
  () => [],
  (lines) => lines.length === 0,
);
const baseFreeItemsAtom = storedFreeItems.base;

/** The free-item cart: the lines the free-item promotions grant, as last priced (A§4). */
export const freeItemsCartAtom = atom((get) => get(baseFreeItemsAtom));

/** Replaces the free-item cart with the engine's latest grant; session storage follows (A§4). */
export const syncFreeItemsAtom = atom(null, (get, set, lines: readonly CartLine[]) => {
  if (sameFreeLines(get(baseFreeItemsAtom), lines)) return;
  writeStoredFreeItems(lines);
  set(baseFreeItemsAtom, lines);
});
