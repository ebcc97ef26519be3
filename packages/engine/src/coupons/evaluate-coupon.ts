import { assertPrecision } from '../money/assert-precision';
import { compareFractions } from '../money/compare-fractions';
import { Decimal } from '../money/decimal';
import { fraction, type Fraction } from '../money/fraction';
import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { quantize } from '../money/quantize';
import { roundFraction } from '../money/round-fraction';
import type { AmountInput } from '../money/types';
import { couponDiscount } from './coupon-discount';
import { discountTypeCode } from './discount-type-code';
import type { CouponBase, CouponEvaluation, Discount } from './types';

/**
 * Checks a coupon against its eligible base and works out its discount. The one place the coupon
 * rules of spec: ordering-menu-account §5 and tables-payments-split §5 are applied, for the diner
 * app's check and for the bill alike: a base under min_order_amount is rejected first; then the
 * discount ({@link couponDiscount}) is rejected when larger than the eligible amount, which is the
 * base or, inside a bill, what is left of it after earlier discounts when that is less. The
 * rejection's amount is that eligible amount (see docs/engine.md, "orders below").
 *
 * @param discount - the coupon or POS discount
 * @param base - the eligible base, from {@link couponBase} (or a plain amount)
 * @param precision - decimal places, 0 to 3
 * @param options - `left`: what is still left of the base to discount (the bill passes it)
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
  base: AmountInput | CouponBase,
  precision: number,
  options: { left?: AmountInput } = {},
): CouponEvaluation {
  const places = assertPrecision(precision);
  const eligibleBase = toCouponBase(base);
  const baseFraction = fraction(eligibleBase.total, new Decimal(eligibleBase.shares));
  const type = discountTypeCode(discount.discount_type);
  const id = discount.discount_id;

  // spec: ordering-menu-account §5, the eligible subtotal may not be below min_order_amount
  const minimum = optionalAmount(discount.min_order_amount);
  if (minimum.greaterThan(0) && compareFractions(baseFraction, fraction(minimum)) < 0) {
    return {
      accepted: false,
      discount_id: id,
      reason: 'below_min_order_amount',
      amount: quantize(minimum, places).toFixed(places),
    };
  }

  const rate = parseRate(discount.discount_rate);
  const cap = optionalAmount(discount.maxdiscountableAmount);
  const amount = couponDiscount(type, rate, cap, eligibleBase, places);

  // spec: ordering-menu-account §5, a discount above the eligible amount is rejected
  const eligible = eligibleAmount(baseFraction, options.left);
  if (compareFractions(fraction(amount), eligible) > 0) {
    return {
      accepted: false,
      discount_id: id,
      reason: 'exceeds_eligible_amount',
      amount: roundFraction(eligible, places).toFixed(places),
    };
  }
  return {
    accepted: true,
    discount_id: id,
    discount_type: type,
    discountedAmount: amount.toFixed(places),
  };
}

/** The base, or what is left of it when that is less. */
function eligibleAmount(base: Fraction, left: AmountInput | undefined): Fraction {
  if (left === undefined) return base;
  const rest = fraction(parseAmount(left));
  return compareFractions(rest, base) < 0 ? rest : base;
}

function toCouponBase(base: AmountInput | CouponBase): CouponBase {
  if (typeof base === 'object' && 'shares' in base) return base;
  return { total: parseAmount(base), shares: 1 };
}

function optionalAmount(value: AmountInput | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  return parseAmount(value);
}
