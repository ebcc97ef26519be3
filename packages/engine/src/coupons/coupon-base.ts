import { assertSplitCount } from '../split/assert-split-count';
import type { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import type { CouponBaseInput } from './types';

/**
 * Works out the amount a coupon is measured against: the subtotal (a manual split's selected
 * subtotal), plus the surcharges when the coupon is on_total; an equal split divides that base
 * by the split count. The base is exact: an equal share is not rounded here, so the discount is
 * rounded once, in {@link evaluateCoupon}.
 *
 * @param input - subtotal, surcharge subtotal, the on_total flag and the split in progress
 * @returns the eligible base, exact and never negative
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT, SPLIT_COUNT_OUT_OF_RANGE
 * @example
 * ```ts
 * couponBase({ subTotal: '90.00', surchargeSubTotal: '10.00', onTotal: true }).toFixed(2); // "100.00"
 * couponBase({ subTotal: '90.00', surchargeSubTotal: '10.00', onTotal: true,
 *   split: { type: 'equal', count: 4 } }).toFixed(2); // "25.00"
 * ```
 */
export function couponBase(input: CouponBaseInput): Decimal {
  const split = input.split ?? { type: 'none' };
  // spec: tables-payments-split §5, the base of a manual split is the user's selected subtotal
  const items = parseAmount(split.type === 'manual' ? split.selectedSubTotal : input.subTotal);
  const selectedSurcharges = split.type === 'manual' ? split.selectedSurchargeSubTotal : null;
  const surcharges = parseAmount(selectedSurcharges ?? input.surchargeSubTotal);
  // spec: ordering-menu-account §5, on_total coupons count the surcharge subtotal
  const base = input.onTotal ? items.plus(surcharges) : items;
  // spec: tables-payments-split §5, for equal splits the share is divided by the split count
  if (split.type === 'equal') return base.dividedBy(assertSplitCount(split.count));
  return base;
}
