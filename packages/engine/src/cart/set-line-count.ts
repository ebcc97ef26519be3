import { EngineError } from '../errors/engine-error';
import { assertLineEditable } from './assert-line-editable';
import { assertTimestamp } from './assert-timestamp';
import type { Cart } from './types';

/**
 * Sets a line's count; a count of 0 removes the line.
 *
 * @param cart - the cart
 * @param lineId - the line id
 * @param count - the new count, a non-negative integer
 * @param now - the current time, epoch milliseconds from the caller
 * @returns the new cart
 * @throws EngineError UNKNOWN_LINE, LINE_LOCKED, FREE_ITEM_LOCKED, INVALID_QUANTITY, INVALID_TIMESTAMP
 * @example
 * ```ts
 * setLineCount(cart, 'a', 0, now).lines.some((line) => line.id === 'a'); // false
 * ```
 */
export function setLineCount(cart: Cart, lineId: string, count: number, now: number): Cart {
  const at = assertTimestamp(now);
  const target = cart.lines.find((line) => line.id === lineId);
  if (target === undefined) throw new EngineError('UNKNOWN_LINE', { line_id: lineId });
  assertLineEditable(target);
  if (!Number.isInteger(count) || count < 0) {
    throw new EngineError('INVALID_QUANTITY', { line_id: lineId, count });
  }
  // spec: ordering-menu-account §4, when an item count drops to 0 the item is removed.
  const lines =
    count === 0
      ? cart.lines.filter((line) => line !== target)
      : cart.lines.map((line) =>
          line === target ? { ...line, count, last_updated_at: at } : line,
        );
  return { lines, updated_at: at };
}
