import type { CartLine } from '@tabula/engine';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { sameFreeLines } from './free-item-lines';
import { readStoredFreeItems, writeStoredFreeItems } from './promotion-storage';

const baseFreeItemsAtom = atomWithLazy<readonly CartLine[]>(readStoredFreeItems);

/** The free-item cart: the lines the free-item promotions grant, as last priced (A§4). */
export const freeItemsCartAtom = atom((get) => get(baseFreeItemsAtom));

/** Replaces the free-item cart with the engine's latest grant; session storage follows (A§4). */
export const syncFreeItemsAtom = atom(null, (get, set, lines: readonly CartLine[]) => {
  if (sameFreeLines(get(baseFreeItemsAtom), lines)) return;
  writeStoredFreeItems(lines);
  set(baseFreeItemsAtom, lines);
});
