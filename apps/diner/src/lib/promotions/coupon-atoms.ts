import type { Discount } from '@tabula/api-client';
import type { Amount, CouponRejectionReason } from '@tabula/engine';
import { atom } from 'jotai';

/** Why a coupon is not on the bill: the lookup failed, or the engine refused it (A§5). */
export type CouponProblem =
  /** GET /discounts/{code} failed: the server's text, or 'Error Fetching Discount' (A§8). */
  | { kind: 'lookup'; serverMessage: string | null }
  /** The eligible amount is below min_order_amount, or the discount is above it (A§5). */
  | { kind: 'rule'; reason: CouponRejectionReason; amount: Amount }
  /** The server refused a coupon on a split part: someone paid or a promotion applies (B§5). */
  | { kind: 'unavailable' };

/** The diner's coupon. */
export type CouponState =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'applied'; code: string; discount: Discount }
  | { status: 'rejected'; code: string; problem: CouponProblem };

/** No coupon. */
export const COUPON_IDLE: CouponState = { status: 'idle' };

// our choice: the coupon lives in memory for the visit (A§4 names only the cart, the order note,
// the free-item cart and the promo code as stored).
const baseCouponAtom = atom<CouponState>(COUPON_IDLE);

/** The diner's coupon: looked up, applied, or refused with its reason. */
export const couponAtom = atom((get) => get(baseCouponAtom));

/** A code is being looked up. */
export const startCouponLookupAtom = atom(null, (_get, set, code: string) => {
  set(baseCouponAtom, { status: 'loading', code });
});

/**
 * The lookup's outcome: the coupon applied, or refused. An answer for a code that is no longer
 * being looked up (the diner removed it or typed another) is dropped.
 */
export const finishCouponLookupAtom = atom(
  null,
  (get, set, outcome: Extract<CouponState, { status: 'applied' | 'rejected' }>) => {
    const current = get(baseCouponAtom);
    if (current.status !== 'loading' || current.code !== outcome.code) return;
    set(baseCouponAtom, outcome);
  },
);

/** The applied coupon no longer holds (the cart changed): it is removed with the reason (A§5). */
export const refuseAppliedCouponAtom = atom(null, (get, set, problem: CouponProblem) => {
  const current = get(baseCouponAtom);
  if (current.status !== 'applied') return;
  set(baseCouponAtom, { status: 'rejected', code: current.code, problem });
});

/** Drops the coupon, or its error (A§5: typing a new code clears the error). */
export const clearCouponAtom = atom(null, (_get, set) => {
  set(baseCouponAtom, COUPON_IDLE);
});
