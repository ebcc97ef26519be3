import { discountsEndpoints, resolveError, type Discount } from '@tabula/api-client';
import {
  canRemoveDiscount,
  type Amount,
  type Bill,
  type CouponEvaluation,
  type CouponRejectionReason,
} from '@tabula/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { api } from '../api/api';
import { showErrorAtom } from '../errors/error-queue';
import {
  clearCouponAtom,
  couponAtom,
  finishCouponLookupAtom,
  refuseAppliedCouponAtom,
  startCouponLookupAtom,
  type CouponState,
} from './coupon-atoms';
import { billRejection, checkCoupon } from './check-coupon';

/** The diner's coupon and the actions on it. */
export interface Coupon {
  state: CouponState;
  /** Looks a code up (GET /discounts/{code}) and applies it when the engine accepts it. */
  apply: (code: string) => void;
  /** Removes the coupon, or clears its error. */
  clear: () => void;
}

/** How a coupon is checked against what the diner pays. */
export interface CouponRules {
  /** The engine's verdict on a coupon just looked up. */
  check: (discount: Discount) => CouponEvaluation;
  /** Why the applied coupon no longer holds (what is paid changed), or null while it does. */
  rejectionOf: (discount: Discount) => { reason: CouponRejectionReason; amount: Amount } | null;
  /** The coupon input shows (engine isCouponWidgetVisible). */
  inputVisible: boolean;
}

/**
 * The coupon (A§5): looked up with GET /discounts/{code}, checked by the engine's evaluateCoupon
 * against the bill (min_order_amount, eligible amount), and taken off again when a change of the
 * cart makes the bill refuse it, or when a promotion starts to apply and hides the coupon input.
 *
 * @param bill - the bill as priced now
 * @param precision - the company's decimal_precision
 * @param inputVisible - engine isCouponWidgetVisible: the coupon input shows
 */
export function useCoupon(bill: Bill, precision: number, inputVisible: boolean): Coupon {
  return useCouponRules({
    check: (discount) => checkCoupon(discount, bill, precision),
    rejectionOf: (discount) => billRejection(bill, discount.discount_id),
    inputVisible,
  });
}

/**
 * The coupon measured by the given rules: the walk-in bill's (useCoupon) or a scan-and-pay
 * part's (B§5 base). A coupon the rules refuse is removed with its message; a coupon whose
 * input is hidden (a promotion applies, someone paid) is taken off.
 */
export function useCouponRules({ check, rejectionOf, inputVisible }: CouponRules): Coupon {
  const state = useAtomValue(couponAtom);
  const start = useSetAtom(startCouponLookupAtom);
  const finish = useSetAtom(finishCouponLookupAtom);
  const refuse = useSetAtom(refuseAppliedCouponAtom);
  const clear = useSetAtom(clearCouponAtom);
  const showError = useSetAtom(showErrorAtom);

  const apply = useCallback(
    (typed: string) => {
      const code = typed.trim();
      start(code);
      api
        .request(discountsEndpoints.lookup, { params: { code } })
        .then((discount) => {
          const verdict = check(discount);
          finish(
            verdict.accepted
              ? { status: 'applied', code, discount }
              : {
                  status: 'rejected',
                  code,
                  problem: { kind: 'rule', reason: verdict.reason, amount: verdict.amount },
                },
          );
        })
        .catch((error: unknown) => {
          const resolved = resolveError(error, { operation: 'coupon' });
          if (resolved.entry.presentation === 'inline') {
            // spec: A§8 coupon error, the server's text or 'Error Fetching Discount'.
            finish({
              status: 'rejected',
              code,
              problem: { kind: 'lookup', serverMessage: resolved.serverMessage },
            });
          } else {
            clear();
            showError({ error, operation: 'coupon' });
          }
        });
    },
    [check, start, finish, clear, showError],
  );

  // spec: A§5, a coupon the engine rejects is removed, with its message.
  const applied = state.status === 'applied' ? state.discount : null;
  const rejection = applied === null ? null : rejectionOf(applied);
  const reason = rejection?.reason ?? null;
  const amount = rejection?.amount ?? null;
  useEffect(() => {
    if (applied === null) return;
    if (reason !== null && amount !== null) {
      refuse({ kind: 'rule', reason, amount });
    } else if (!inputVisible && canRemoveDiscount(applied)) {
      // our choice: a promotion that starts to apply takes the diner's coupon off, so the two
      // never stack (A§5: the coupon input shows only while no promotion is applied).
      clear();
    }
  }, [applied, reason, amount, inputVisible, refuse, clear]);

  return { state, apply, clear };
}
