import { EngineError } from '../errors/engine-error';
import { Decimal } from './decimal';
import type { AmountInput } from './types';
import { assertPrecision } from './assert-precision';
import { parseAmount } from './parse-amount';

/**
 * Converts an amount to an integer count of minor units, as card forms take it
 * (spec: tables-payments-split §9, card amounts in minor units).
 *
 * @param amount - an amount at the precision
 * @param precision - decimal places, 0 to 3: the factor is 10 to that power
 * @returns a safe integer
 * @throws EngineError AMOUNT_PRECISION_EXCEEDED, AMOUNT_TOO_LARGE
 * @example
 * ```ts
 * toMinorUnits('12.34', 2); // 1234
 * toMinorUnits('1.250', 3); // 1250
 * ```
 */
export function toMinorUnits(amount: AmountInput, precision: number): number {
  const places = assertPrecision(precision);
  const minor = parseAmount(amount, { precision: places, allowNegative: true }).times(
    new Decimal(10).pow(places),
  );
  const value = minor.toNumber();
  if (!Number.isSafeInteger(value))
    throw new EngineError('AMOUNT_TOO_LARGE', { amount: minor.toFixed() });
  return value;
}
