import type { Amount, AmountInput } from './types';
import { quantize } from './quantize';

/**
 * Writes an amount as the engine outputs it: quantized half up and with exactly `precision`
 * decimals, in plain notation.
 *
 * @param value - the amount
 * @param precision - decimal places, 0 to 3
 * @returns the decimal string
 * @example
 * ```ts
 * toAmount('3.1', 3); // "3.100"
 * toAmount('7.5', 0); // "8"
 * ```
 */
export function toAmount(value: AmountInput, precision: number): Amount {
  return quantize(value, precision).toFixed(precision);
}
