import { assertTimestamp } from './assert-timestamp';
import { CART_EXPIRY_MS } from './constants';
import type { Cart } from './types';

/**
 * Tells whether a stored cart has expired: its last update is more than 4 hours before `now`.
 * Exactly 4 hours is not yet expired; a last update in the future (clock skew) is not expired.
 *
 * @param cart - the stored cart (only `updated_at` is read)
 * @param now - the current time, epoch milliseconds from the caller
 * @returns true when the cart should be discarded
 * @throws EngineError INVALID_TIMESTAMP
 * @example
 * ```ts
 * isCartExpired({ lines: [], updated_at: 0 }, 4 * 3_600_000); // false
 * isCartExpired({ lines: [], updated_at: 0 }, 4 * 3_600_000 + 1); // true
 * ```
 */
export function isCartExpired(cart: Pick<Cart, 'updated_at'>, now: number): boolean {
  // spec: ordering-menu-account §4 and §9, a cart older than 4 hours is expired.
  return assertTimestamp(now) - assertTimestamp(cart.updated_at) > CART_EXPIRY_MS;
}
