import type { Decimal } from './decimal';
import type { AmountInput } from './types';
import { parseAmount } from './parse-amount';

/**
 * Subtracts one amount from another exactly.
 *
 * @param minuend - the amount to subtract from
 * @param subtrahend - the amount to take away
 * @returns `minuend - subtrahend`, which may be negative
 * @example
 * ```ts
 * subtract('1.00', '0.35').toFixed(2); // "0.65"
 * ```
 */
export function subtract(minuend: AmountInput, subtrahend: AmountInput): Decimal {
  return parseAmount(minuend, { allowNegative: true }).minus(
    parseAmount(subtrahend, { allowNegative: true }),
  );
}
