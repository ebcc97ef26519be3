import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import type { ParsedRedeemAmount } from './types';

// spec: ordering-menu-account §5, digits and one optional decimal part
const REDEEM_PATTERN = /^\d+(\.\d+)?$/u;

/**
 * Parses the loyalty amount a diner typed: digits with one optional decimal part, never negative,
 * and no more decimals than the currency has.
 *
 * @param text - the input, surrounding spaces ignored
 * @param precision - decimal places, 0 to 3 (default 2)
 * @returns the amount at the precision, or the reason it is refused
 * @throws EngineError PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * parseRedeemAmount('12.5', 2); // { ok: true, amount: "12.50" }
 * parseRedeemAmount('-3', 2); // { ok: false, reason: "invalid_format" }
 * ```
 */
export function parseRedeemAmount(text: string, precision?: number | null): ParsedRedeemAmount {
  const places = assertPrecision(precision);
  const value = text.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  if (!REDEEM_PATTERN.test(value)) return { ok: false, reason: 'invalid_format' };
  const amount = new Decimal(value);
  if (amount.decimalPlaces() > places) {
    return { ok: false, reason: 'too_many_decimals', precision: places };
  }
  return { ok: true, amount: amount.toFixed(places) };
}
