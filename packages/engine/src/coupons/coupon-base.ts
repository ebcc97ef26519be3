import { assertSplitCount } from '../split/assert-split-count';
import { parseAmount } from '../money/parse-amount';
import type { CouponBase, CouponBaseInput } from './types';

/**
 * Works out the amount a coupon is measured against: the subtotal (a manual split's selected
 * subtotal), plus the surcharges when the coupon is on_total; an equal split takes one share of
 * it. The share is kept as the exact fraction `total / shares`, never divided here, so that the
 * discount multiplies by its rate before it divides and is rounded once, in
 * {@link evaluateCoupon}.
 *
 * @param input - subtotal, surcharge subtotal, the on_total flag and the split in progress
 * @returns the eligible base as `{ total, shares }` (the base is total ÷ shares)
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT, SPLIT_COUNT_OUT_OF_RANGE
 * @example
 * ```ts
 * couponBase({ subTotal: '90.00', surchargeSubTotal: '10.00', onTotal: true }); // { total: 100, shares: 1 }
 * couponBase({ subTotal: '155.00', surchargeSubTotal: '0', onTotal: false,
 *   split: { type: 'equal', count: 6 } }); // { total: 155, shares: 6 }: 25.8333…
 * ```
 */
export function couponBase(input: CouponBaseInput): CouponBase {
  const split = input.split ?? { type: 'none' };
  // spec: tables-payments-split §5, the base of a manual split is the user's selected subtotal
  const items = parseAmount(split.type === 'manual' ? split.selectedSubTotal : input.subTotal);
  const selectedSurcharges = split.type === 'manual' ? split.selectedSurchargeSubTotal : null;
  const surcharges = parseAmount(selectedSurcharges ?? input.surchargeSubTotal);
  // spec: ordering-menu-account §5, on_total coupons count the surcharge subtotal
  const total = input.onTotal ? items.plus(surcharges) : items;
  // spec: tables-payments-split §5, for equal splits the share is divided by the split count
  const shares = split.type === 'equal' ? assertSplitCount(split.count) : 1;
  return { total, shares };
}
