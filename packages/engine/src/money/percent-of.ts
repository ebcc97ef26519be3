import type { Decimal } from './decimal';
import type { AmountInput, RateInput } from './types';
import { parseAmount } from './parse-amount';
import { parseRate } from './parse-rate';

/**
 * Takes a percentage of an amount, unrounded.
 *
 * @param amount - the base amount
 * @param rate - the percentage, e.g. `"12.5"` for 12.5 %
 * @returns `amount * rate / 100`
 * @example
 * ```ts
 * percentOf('80.00', '12.5').toFixed(2); // "10.00"
 * ```
 */
export function percentOf(amount: AmountInput, rate: RateInput): Decimal {
  return parseAmount(amount, { allowNegative: true }).times(parseRate(rate)).dividedBy(100);
}
