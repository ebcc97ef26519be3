import { atom } from 'jotai';
import {
  appliedPromoCode,
  PROMO_CODE_IDLE,
  promoCodeReducer,
  type PromoCodeEvent,
  type PromoCodeState,
} from './promo-code-machine';
import { atomWithStored } from '../storage/stored-atom';
import { readStoredPromoCode, writeStoredPromoCode } from './promotion-storage';

/**
 * The applied promo code, as session storage keeps it: a code kept in this tab was validated
 * before (the server keeps it unlocked for the session).
 */
export const storedPromoCode = atomWithStored<PromoCodeState>(
  () => {
    const stored = readStoredPromoCode();
    return stored === null ? PROMO_CODE_IDLE : { status: 'success', code: stored };
  },
  () => PROMO_CODE_IDLE,
  (state) => state.status === 'idle',
);
const basePromoCodeAtom = storedPromoCode.base;

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
