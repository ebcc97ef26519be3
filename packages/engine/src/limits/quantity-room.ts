import { assertQuantityLimits } from './assert-quantity-limits';
import type { QuantityLimits } from './types';

/**
 * How many more units one line may take: the smaller of what is left on the line and what is
 * left in the order, never below zero. A new line has a count of 0.
 *
 * @param lineCount - units the line holds now
 * @param orderCount - units the whole order holds now, that line included
 * @param limits - the outlet's quantity limits
 * @returns the units that can still be added to the line
 * @throws EngineError INVALID_LIMITS for limits that are not positive integers
 * @example
 * ```ts
 * quantityRoom(48, 60, { max_line_quantity: 50, max_order_items: 100 }); // 2
 * quantityRoom(0, 100, { max_line_quantity: 50, max_order_items: 100 }); // 0
 * ```
 */
export function quantityRoom(
  lineCount: number,
  orderCount: number,
  limits: QuantityLimits,
): number {
  const { max_line_quantity: perLine, max_order_items: perOrder } = assertQuantityLimits(limits);
  return Math.max(0, Math.min(perLine - lineCount, perOrder - orderCount));
}
