import { assertTimestamp } from './assert-timestamp';
import type { Cart } from './types';

/**
 * Empties a cart of everything the diner put in it. Placed dine-in lines stay, since they are
 * already on an order being prepared; free items go with the lines that earned them.
 *
 * @param cart - the cart
 * @param now - the current time, epoch milliseconds from the caller
 * @returns a new cart holding only placed lines
 * @throws EngineError INVALID_TIMESTAMP
 * @example
 * ```ts
 * clearCart(cart, now).lines.every((line) => line.placed_item); // true
 * ```
 */
export function clearCart(cart: Cart, now: number): Cart {
  return {
    lines: cart.lines.filter((line) => line.placed_item === true),
    updated_at: assertTimestamp(now),
  };
}
