import type { OrderDiscount } from '@tabula/api-client';
import { toAmount, type Amount } from '@tabula/engine';
import { useCouponRules, type Coupon } from '../promotions/use-coupon';
import { checkSplitCoupon, splitCouponOrderDiscount, type SplitCouponInput } from './split-coupon';

/** The diner's coupon on a scan-and-pay part. */
export interface SplitCoupon {
  coupon: Coupon;
  /** Whether the coupon widget shows (B§5). */
  offered: boolean;
  /** What the coupon takes off the part: the engine's figure, "0" without a coupon. */
  discount: Amount;
  /** The coupon as the payment payload carries it; null without one. */
  orderDiscount: OrderDiscount | null;
}

/**
 * The coupon of the scan-and-pay checkout (B§5): looked up like the walk-in's
 * (GET /discounts/{code}), measured by the engine on the part's base (checkSplitCoupon, as the
 * server measures it), refused with the engine's message when the part does not qualify, and
 * taken off when the widget stops being offered (someone paid, a promotion applies).
 *
 * @param input - what the coupon is measured on
 * @param offered - splitCouponOffered: nobody has paid and no promotion applies
 */
export function useSplitCoupon(input: SplitCouponInput, offered: boolean): SplitCoupon {
  const check = (discount: Parameters<typeof checkSplitCoupon>[0]) =>
    checkSplitCoupon(discount, input);
  const coupon = useCouponRules({
    check,
    rejectionOf: (discount) => {
      const verdict = check(discount);
      return verdict.accepted ? null : { reason: verdict.reason, amount: verdict.amount };
    },
    inputVisible: offered,
  });
  const none = { coupon, offered, discount: toAmount('0', input.precision), orderDiscount: null };
  if (coupon.state.status !== 'applied' || !offered) return none;
  const { discount } = coupon.state;
  const verdict = check(discount);
  if (!verdict.accepted) return none;
  return {
    coupon,
    offered,
    discount: verdict.discountedAmount,
    orderDiscount: splitCouponOrderDiscount(discount, verdict),
  };
}
