import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { toAmount } from '../money/to-amount';
import type { AmountInput, RateInput } from '../money/types';

/**
 * Converts an amount of money to the loyalty points it is worth: money ÷ the programme's
 * point_value, rounded half up to the currency precision (points are written like amounts). A
 * point_value of 0 (points worth nothing) gives 0 points.
 *
 * @param money - a non-negative amount, e.g. the cart total before loyalty
 * @param pointValue - the money one point is worth (the loyalty object's point_value)
 * @param precision - decimal places of the currency, 0 to 3
 * @returns the points, with exactly `precision` decimals
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT, INVALID_RATE, PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * moneyToPoints('12.34', '0.10', 2); // "123.40"
 * moneyToPoints('10.00', '0.30', 2); // "33.33"
 * ```
 */
export function moneyToPoints(
  money: AmountInput,
  pointValue: RateInput,
  precision: number,
): string {
  const value = parseRate(pointValue);
  // our choice (as the server settles orders): worthless points convert to none, not to infinity.
  if (value.isZero()) return toAmount('0', precision);
  return toAmount(parseAmount(money).dividedBy(value), precision);
}
