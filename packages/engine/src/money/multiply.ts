import type { Decimal } from './decimal';
import type { AmountInput, RateInput } from './types';
import { parseAmount } from './parse-amount';
import { parseRate } from './parse-rate';

/**
 * Multiplies an amount by a non-negative factor (a quantity or a ratio), exactly up to 40
 * significant digits. The result is not rounded: quantize it where the rules say.
 *
 * @param amount - the amount
 * @param factor - a non-negative multiplier
 * @returns the product
 * @example
 * ```ts
 * multiply('2.50', 3).toFixed(2); // "7.50"
 * ```
 */
export function multiply(amount: AmountInput, factor: RateInput): Decimal {
  return parseAmount(amount, { allowNegative: true }).times(parseRate(factor));
}
