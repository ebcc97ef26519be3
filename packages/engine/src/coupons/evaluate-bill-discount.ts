import { add } from '../money/add';
import type { Decimal } from '../money/decimal';
import { couponBase } from './coupon-base';
import { evaluateCoupon } from './evaluate-coupon';
import type { CouponEvaluation, Discount } from './types';
import type { DiscountState } from './take-discount';

/** The bill a coupon or POS discount is evaluated on. */
export interface BillForDiscount extends DiscountState {
  /** The order's sub_total (items after item promotions). */
  subTotal: Decimal;
  /** The surcharges after delivery promotions, before any coupon. */
  surchargeSubTotal: Decimal;
}

/**
 * Evaluates a coupon or POS discount inside a bill, with the same rule as the diner's check
 * ({@link evaluateCoupon}): the base is the spec's eligible base, and "the eligible amount" a
 * discount may not exceed is what is still left of that base after the order promotion and the
 * earlier discounts, when that is less.
 *
 * Rounding point: Q4, inside {@link couponDiscount} (one fraction, rounded once).
 *
 * @param discount - the coupon or POS discount
 * @param bill - the subtotal, the surcharge subtotal and what is left of both
 * @param precision - decimal places
 * @returns the verdict of {@link evaluateCoupon}
 * @throws EngineError UNKNOWN_DISCOUNT_TYPE, INVALID_RATE, INVALID_AMOUNT, NEGATIVE_AMOUNT
 * @example
 * ```ts
 * // A fixed 30.00 coupon after a 20.00 one on 40.00 of items: "orders below 20.00".
 * evaluateBillDiscount(fixed30, { subTotal: new Decimal(40), surchargeSubTotal: new Decimal(0),
 *   itemsLeft: new Decimal(20), surchargeLeft: [], surchargeDiscounts: [] }, 2).amount; // "20.00"
 * ```
 */
export function evaluateBillDiscount(
  discount: Discount,
  bill: BillForDiscount,
  precision: number,
): CouponEvaluation {
  // spec: ordering-menu-account §5, for on_total coupons the surcharge subtotal counts
  const onTotal = discount.on_total === true;
  // spec: ordering-menu-account §5 and tables-payments-split §5, the base is the subtotal, plus
  // surcharges when on_total; a whole bill is never an equal or manual split
  const base = couponBase({
    subTotal: bill.subTotal,
    surchargeSubTotal: bill.surchargeSubTotal,
    onTotal,
    split: { type: 'none' },
  });
  // spec: ordering-menu-account §5, a discount above the eligible amount is rejected; in a bill
  // that amount is what the earlier discounts left of the base
  const left = onTotal ? bill.itemsLeft.plus(add(...bill.surchargeLeft)) : bill.itemsLeft;
  return evaluateCoupon(discount, base, precision, { left });
}
