import { percentOf } from '../money/percent-of';
import { toAmount } from '../money/to-amount';
import type { Amount, AmountInput, Precision, RateInput } from '../money/types';

/**
 * The largest tip an order may carry: `maxTipPercent` % of the subtotal, rounded half up to the
 * precision exactly as a percentage tip is, so a tip tile at that percentage is always allowed.
 *
 * @param subTotal - the subtotal the tip percentages apply to
 * @param maxTipPercent - the outlet's largest tip, as a percentage
 * @param precision - decimal places
 * @returns the largest tip, at the precision
 * @throws EngineError INVALID_AMOUNT or INVALID_RATE for malformed input
 * @example
 * ```ts
 * maxTipAmount('33.33', '50', 2); // "16.67" (16.665 rounds up, like a 50 % tile)
 * ```
 */
export function maxTipAmount(
  subTotal: AmountInput,
  maxTipPercent: RateInput,
  precision: Precision,
): Amount {
  return toAmount(percentOf(subTotal, maxTipPercent), precision);
}
