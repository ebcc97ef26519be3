import { EngineError } from '../errors/engine-error';
import { assertPrecision } from './assert-precision';
import { Decimal } from './decimal';
import { toAmount } from './to-amount';
import type { Amount } from './types';

/**
 * Reads a count of minor units, as card providers send amounts, as an amount at the precision:
 * the inverse of {@link toMinorUnits} (spec: tables-payments-split §9, card amounts in minor units).
 *
 * @param minor - a whole number of minor units (a safe integer, or its digits as text)
 * @param precision - decimal places, 0 to 3
 * @throws EngineError INVALID_AMOUNT when `minor` is not a whole number
 * @example
 * ```ts
 * fromMinorUnits(1234, 2); // '12.34'
 * fromMinorUnits('1250', 3); // '1.250'
 * ```
 */
export function fromMinorUnits(minor: number | string, precision: number): Amount {
  const places = assertPrecision(precision);
  const digits = String(minor);
  if (!/^-?\d{1,16}$/.test(digits) || (typeof minor === 'number' && !Number.isSafeInteger(minor))) {
    throw new EngineError('INVALID_AMOUNT', { amount: digits });
  }
  return toAmount(new Decimal(digits).dividedBy(new Decimal(10).pow(places)), places);
}
