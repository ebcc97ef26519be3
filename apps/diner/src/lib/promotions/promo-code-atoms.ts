import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import {
  appliedPromoCode,
  PROMO_CODE_IDLE,
  promoCodeReducer,
  type PromoCodeEvent,
  type PromoCodeState,
} from './promo-code-machine';
import { readStoredPromoCode, writeStoredPromoCode } from './promotion-storage';

// A code kept in this tab was validated before (the server keeps it unlocked for the session).
const basePromoCodeAtom = atomWithLazy<PromoCodeState>(() => {
  const stored = readStoredPromoCode();
  return stored === null ? PROMO_CODE_IDLE : { status: 'success', code: stored };
});

/** The promo code's state: idle, loading, success, invalid or error (A§4). */
export const promoCodeAtom = atom((get) => get(basePromoCodeAtom));

/** Moves the promo code's state machine; the applied code is mirrored to session storage (A§4). */
export const dispatchPromoCodeAtom = atom(null, (get, set, event: PromoCodeEvent) => {
  const before = get(basePromoCodeAtom);
  const after = promoCodeReducer(before, event);
  if (after === before) return;
  const applied = appliedPromoCode(after);
  if (applied !== appliedPromoCode(before)) writeStoredPromoCode(applied);
  set(basePromoCodeAtom, after);
});
