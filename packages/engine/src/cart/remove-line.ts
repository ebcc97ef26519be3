import { setLineCount } from './set-line-count';
import type { Cart } from './types';

/**
 * Removes a line from the cart (the same as setting its count to 0).
 *
 * @param cart - the cart
 * @param lineId - the line id
 * @param now - the current time, epoch milliseconds from the caller
 * @returns the new cart
 * @throws EngineError UNKNOWN_LINE, LINE_LOCKED, FREE_ITEM_LOCKED, INVALID_TIMESTAMP
 * @example
 * ```ts
 * removeLine(cart, 'a', now).lines.length; // one fewer
 * ```
 */
export function removeLine(cart: Cart, lineId: string, now: number): Cart {
  return setLineCount(cart, lineId, 0, now);
}
