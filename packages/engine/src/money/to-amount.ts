import type { Amount, AmountInput } from './types';
import { assertPrecision } from './assert-precision';
import { parseAmount } from './parse-amount';
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
  const places = assertPrecision(precision);
  const amount = parseAmount(value, { allowNegative: true });
  const decimals = amount.decimalPlaces();
  // Most amounts are already at the precision: print them and pad, without rounding again.
  if (decimals > places) return quantize(amount, places).toFixed(places);
  const text = amount.isZero() ? '0' : amount.toFixed();
  if (places === 0) return text;
  return decimals === 0 ? `${text}.${'0'.repeat(places)}` : text + '0'.repeat(places - decimals);
}
