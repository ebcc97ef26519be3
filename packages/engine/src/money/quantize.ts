import { Decimal } from './decimal';
import type { AmountInput } from './types';
import { assertPrecision } from './assert-precision';
import { parseAmount } from './parse-amount';

/**
 * Rounds an amount to the currency precision, half up (halves go away from zero): the engine's
 * one rounding mode.
 *
 * @param value - the amount
 * @param precision - decimal places, 0 to 3
 * @returns the rounded amount
 * @example
 * ```ts
 * quantize('2.345', 2).toFixed(2); // "2.35"
 * quantize('-2.345', 2).toFixed(2); // "-2.35"
 * ```
 */
export function quantize(value: AmountInput, precision: number): Decimal {
  const places = assertPrecision(precision);
  const amount = parseAmount(value, { allowNegative: true });
  const rounded = amount.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? new Decimal(0) : rounded;
}
