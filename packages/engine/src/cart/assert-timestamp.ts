import { EngineError } from '../errors/engine-error';

/**
 * Checks a timestamp passed by the caller: a non-negative safe integer of epoch milliseconds.
 *
 * @param value - the timestamp
 * @returns the same timestamp
 * @throws EngineError INVALID_TIMESTAMP
 * @example
 * ```ts
 * assertTimestamp(1_700_000_000_000); // 1700000000000
 * ```
 */
export function assertTimestamp(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new EngineError('INVALID_TIMESTAMP', { value });
  }
  return value;
}
