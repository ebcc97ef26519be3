import { EngineError } from '../errors/engine-error';
import type { Precision } from './types';

/** spec: ordering-menu-account §9, default money precision is 2 decimals. */
export const DEFAULT_PRECISION: Precision = 2;

/**
 * Checks a currency precision: an integer from 0 to 3.
 *
 * @param precision - the company's decimal_precision; `null` or `undefined` gives the default 2
 * @returns the precision, typed
 * @throws EngineError PRECISION_OUT_OF_RANGE otherwise
 * @example
 * ```ts
 * assertPrecision(3); // 3 (KWD)
 * assertPrecision(undefined); // 2
 * ```
 */
export function assertPrecision(precision: unknown): Precision {
  if (precision === null || precision === undefined) return DEFAULT_PRECISION;
  if (precision === 0 || precision === 1 || precision === 2 || precision === 3) return precision;
  throw new EngineError('PRECISION_OUT_OF_RANGE', { precision });
}
