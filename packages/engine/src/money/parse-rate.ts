import { EngineError } from '../errors/engine-error';
import { Decimal } from './decimal';
import type { RateInput } from './types';

const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

/**
 * Parses a non-negative rate such as a tax percentage or a tip percentage. Rates are not money,
 * so a finite JavaScript number is accepted too (read through its shortest decimal form).
 *
 * @param value - the rate, e.g. `"5"`, `7.5` or a Decimal
 * @returns the rate as a Decimal
 * @throws EngineError INVALID_RATE when it is negative, not finite or not a decimal
 * @example
 * ```ts
 * parseRate('12.5').toString(); // "12.5"
 * ```
 */
export function parseRate(value: RateInput): Decimal {
  let rate: Decimal;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL_PATTERN.test(text)) throw new EngineError('INVALID_RATE', { value });
    rate = new Decimal(text);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new EngineError('INVALID_RATE', { value });
    rate = new Decimal(value);
  } else if (value instanceof Decimal && value.isFinite()) {
    // The engine's own Decimals are immutable: no copy needed.
    rate = value;
  } else if (Decimal.isDecimal(value) && value.isFinite()) {
    rate = new Decimal(value);
  } else {
    throw new EngineError('INVALID_RATE', { value: String(value) });
  }
  if (rate.isNegative() && !rate.isZero())
    throw new EngineError('INVALID_RATE', { value: rate.toFixed() });
  return rate.isZero() ? new Decimal(0) : rate;
}
