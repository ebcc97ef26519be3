import { Decimal } from '../money/decimal';
import { fraction } from '../money/fraction';
import { compareFractions } from '../money/compare-fractions';
import { quantize } from '../money/quantize';
import { roundFraction } from '../money/round-fraction';
import type { Precision } from '../money/types';
import type { CouponBase, DiscountTypeCode } from './types';

const HUNDRED_PERCENT = 100;

/**
 * Works out a coupon's discount on its base: a percentage is `total × rate / (100 × shares)`,
 * multiplied before it divides; a fixed discount is its rate; a cap above zero limits either; the
 * result is rounded once, half up (Q4).
 *
 * @param type - 1 percentage, 2 fixed
 * @param rate - the percent, or the fixed amount
 * @param cap - maxdiscountableAmount, zero for none
 * @param base - the eligible base from {@link couponBase}
 * @param precision - decimal places
 * @returns the discount at the precision
 * @example
 * ```ts
 * couponDiscount(1, new Decimal(3), new Decimal(0), { total: new Decimal(155), shares: 6 }, 2).toFixed(2); // "0.78"
 * ```
 */
export function couponDiscount(
  type: DiscountTypeCode,
  rate: Decimal,
  cap: Decimal,
  base: CouponBase,
  precision: Precision,
): Decimal {
  // spec: ordering-menu-account §5, percentage is the rate percent of the base, otherwise fixed
  if (type !== 1) return quantize(cap.greaterThan(0) ? Decimal.min(rate, cap) : rate, precision);
  const exact = fraction(base.total.times(rate), new Decimal(HUNDRED_PERCENT * base.shares));
  if (cap.greaterThan(0) && compareFractions(exact, fraction(cap)) > 0) {
    return quantize(cap, precision);
  }
  return roundFraction(exact, precision);
}
