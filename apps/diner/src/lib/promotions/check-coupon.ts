import type { Discount } from '@tabula/api-client';
import {
  couponBase,
  evaluateCoupon,
  type Bill,
  type CouponEvaluation,
  type RejectedDiscount,
} from '@tabula/engine';

/**
 * Checks a coupon just looked up against the bill it would join (priced without it): the engine's
 * eligible base (the subtotal, plus the surcharges for an on_total coupon) and its verdict
 * (A§5: rejected under min_order_amount, or when the discount exceeds the eligible amount).
 */
export function checkCoupon(
  discount: Discount,
  bill: Pick<Bill, 'sub_total' | 'surcharge_sub_total'>,
  precision: number,
): CouponEvaluation {
  const base = couponBase({
    subTotal: bill.sub_total,
    surchargeSubTotal: bill.surcharge_sub_total,
    onTotal: discount.on_total,
  });
  return evaluateCoupon(discount, base, precision);
}

/** The bill's refusal of a discount it was given (the cart changed under it), or null. */
export function billRejection(
  bill: Pick<Bill, 'rejected_discounts'>,
  discountId: number,
): RejectedDiscount | null {
  return bill.rejected_discounts.find((entry) => entry.discount_id === discountId) ?? null;
}
