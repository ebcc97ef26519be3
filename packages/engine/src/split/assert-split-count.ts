import { EngineError } from '../errors/engine-error';

/** spec: tables-payments-split §5 and §9, equal split count from 2 to 99, default 2. */
export const MIN_SPLIT_COUNT = 2;
/** The largest equal split count. */
export const MAX_SPLIT_COUNT = 99;
/** The split count when none is chosen (also the manual split default). */
export const DEFAULT_SPLIT_COUNT = 2;

/**
 * Checks an equal split count: an integer from 2 to 99; absent gives the default 2.
 *
 * @param count - the chosen count, or null or undefined for the default
 * @returns the count
 * @throws EngineError SPLIT_COUNT_OUT_OF_RANGE otherwise
 * @example
 * ```ts
 * assertSplitCount(undefined); // 2
 * assertSplitCount(100); // throws SPLIT_COUNT_OUT_OF_RANGE
 * ```
 */
export function assertSplitCount(count: number | null | undefined): number {
  if (count === null || count === undefined) return DEFAULT_SPLIT_COUNT;
  if (!Number.isInteger(count) || count < MIN_SPLIT_COUNT || count > MAX_SPLIT_COUNT) {
    throw new EngineError('SPLIT_COUNT_OUT_OF_RANGE', { count });
  }
  return count;
}
