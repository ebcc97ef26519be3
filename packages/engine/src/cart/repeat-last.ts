import { EngineError } from '../errors/engine-error';
import { assertTimestamp } from './assert-timestamp';
import { findLastLine } from './find-last-line';
import type { Cart } from './types';

/**
 * "Repeat last": adds one more unit to the diner's most recently changed line of an item, with
 * the same customisation.
 *
 * @param cart - the cart
 * @param itemId - the menu card's item id (the grouped item for grouped items)
 * @param now - the current time, epoch milliseconds from the caller
 * @returns the new cart
 * @throws EngineError UNKNOWN_LINE when the diner has no line of that item, INVALID_TIMESTAMP
 * @example
 * ```ts
 * repeatLast(cart, burger.id, now); // the last burger line's count + 1
 * ```
 */
export function repeatLast(cart: Cart, itemId: number, now: number): Cart {
  const at = assertTimestamp(now);
  const last = findLastLine(cart, itemId);
  if (last === undefined) throw new EngineError('UNKNOWN_LINE', { item_id: itemId });
  return {
    lines: cart.lines.map((line) =>
      line === last ? { ...line, count: line.count + 1, last_updated_at: at } : line,
    ),
    updated_at: at,
  };
}
