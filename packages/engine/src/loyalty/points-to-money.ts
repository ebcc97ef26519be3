import { multiply } from '../money/multiply';
import { toAmount } from '../money/to-amount';
import type { Amount, AmountInput, RateInput } from '../money/types';

/**
 * Converts loyalty points to the money they are worth: points × the programme's point_value,
 * rounded half up to the currency precision.
 *
 * @param points - a number of points, as a decimal string or a Decimal
 * @param pointValue - the money one point is worth (the loyalty object's point_value)
 * @param precision - decimal places of the currency, 0 to 3
 * @returns the money, with exactly `precision` decimals
 * @throws EngineError INVALID_AMOUNT, INVALID_RATE, PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * pointsToMoney('150', '0.10', 2); // "15.00"
 * pointsToMoney('1234.5', '0.005', 3); // "6.173" (6.1725 rounded half up)
 * ```
 */
export function pointsToMoney(
  points: AmountInput,
  pointValue: RateInput,
  precision: number,
): Amount {
  return toAmount(multiply(points, pointValue), precision);
}
