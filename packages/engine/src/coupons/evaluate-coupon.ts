import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { quantize } from '../money/quantize';
import type { AmountInput } from '../money/types';
import { discountTypeCode } from './discount-type-code';
import type { CouponEvaluation, Discount } from './types';

/**
 * Checks a coupon against its eligible base and works out its discount: a percentage discount is
 * the rate percent of the base, otherwise the fixed rate; a maxdiscountableAmount above zero caps
 * it; the result is quantized half up. A base under min_order_amount is rejected first, then a
 * discount larger than the base.
 *
 * @param discount - the coupon or POS discount
 * @param base - the eligible base, from {@link couponBase}
 * @param precision - decimal places, 0 to 3
 * @returns accepted with discountedAmount, or rejected with the reason and the amount to print
 * @throws EngineError UNKNOWN_DISCOUNT_TYPE, INVALID_RATE, INVALID_AMOUNT, NEGATIVE_AMOUNT
 * @example
 * ```ts
 * const coupon = { discount_id: 7, discount_name: 'TEN', discount_type: 'PERCENTAGE',
 *   discount_rate: '10', min_order_amount: '50.00' } as const;
 * evaluateCoupon(coupon, '80.05', 2); // { accepted: true, discountedAmount: "8.01", ... }
 * evaluateCoupon(coupon, '40.00', 2); // { accepted: false, reason: "below_min_order_amount", amount: "50.00", ... }
 * ```
 */
export function evaluateCoupon(
  discount: Discount,
  base: AmountInput,
  precision: number,
): CouponEvaluation {
  const places = assertPrecision(precision);
  const eligible = parseAmount(base);
  const type = discountTypeCode(discount.discount_type);
  const id = discount.discount_id;

  // spec: ordering-menu-account §5, the eligible subtotal may not be below min_order_amount
  const minimum = optionalAmount(discount.min_order_amount);
  if (minimum.greaterThan(0) && eligible.lessThan(minimum)) {
    return {
      accepted: false,
      discount_id: id,
      reason: 'below_min_order_amount',
      amount: quantize(minimum, places).toFixed(places),
    };
  }

  // spec: ordering-menu-account §5, percentage is the rate percent of the base, otherwise fixed
  const rate = parseRate(discount.discount_rate);
  let amount = type === 1 ? eligible.times(rate).dividedBy(100) : rate;
  const cap = optionalAmount(discount.maxdiscountableAmount);
  if (cap.greaterThan(0) && amount.greaterThan(cap)) amount = cap;
  amount = quantize(amount, places);

  // spec: ordering-menu-account §5, a discount above the eligible amount is rejected
  if (amount.greaterThan(eligible)) {
    return {
      accepted: false,
      discount_id: id,
      reason: 'exceeds_eligible_amount',
      amount: amount.toFixed(places),
    };
  }
  return {
    accepted: true,
    discount_id: id,
    discount_type: type,
    discountedAmount: amount.toFixed(places),
  };
}

function optionalAmount(value: AmountInput | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  return parseAmount(value);
}
