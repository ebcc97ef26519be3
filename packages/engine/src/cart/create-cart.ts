import { assertTimestamp } from './assert-timestamp';
import type { Cart } from './types';

/**
 * Makes an empty cart.
 *
 * @param now - the current time, epoch milliseconds from the caller
 * @returns a cart with no lines, updated at `now`
 * @throws EngineError INVALID_TIMESTAMP
 * @example
 * ```ts
 * createCart(1_700_000_000_000); // { lines: [], updated_at: 1700000000000 }
 * ```
 */
export function createCart(now: number): Cart {
  return { lines: [], updated_at: assertTimestamp(now) };
}
