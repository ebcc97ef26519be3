import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { toAmount } from '../money/to-amount';
import type { AmountInput, Precision, RateInput } from '../money/types';
import { maxTipAmount } from './max-tip-amount';
import type { OrderLimitProblem } from './types';

/**
 * Tells whether a tip is more than the outlet allows: above {@link maxTipAmount} of the
 * subtotal. The comparison is exact, in decimals; a tip equal to the largest is allowed.
 *
 * @param tip - the tip (not negative: a negative tip is refused before it gets here)
 * @param subTotal - the subtotal the tip percentages apply to
 * @param maxTipPercent - the outlet's largest tip, as a percentage
 * @param precision - decimal places
 * @returns the problem, with the largest tip allowed, or null when the tip is within it
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT or INVALID_RATE for malformed input
 * @example
 * ```ts
 * tipLimitProblem('20.01', '40.00', '50', 2);
 * // { kind: 'tip_share', tip: '20.01', limit: '20.00', percent: '50' }
 * tipLimitProblem('20.00', '40.00', '50', 2); // null
 * ```
 */
export function tipLimitProblem(
  tip: AmountInput,
  subTotal: AmountInput,
  maxTipPercent: RateInput,
  precision: Precision,
): Extract<OrderLimitProblem, { kind: 'tip_share' }> | null {
  const limit = maxTipAmount(subTotal, maxTipPercent, precision);
  const amount = parseAmount(tip);
  if (amount.lessThanOrEqualTo(parseAmount(limit))) return null;
  return {
    kind: 'tip_share',
    tip: toAmount(amount, precision),
    limit,
    percent: parseRate(maxTipPercent).toFixed(),
  };
}
