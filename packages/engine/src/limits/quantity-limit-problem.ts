import { assertQuantityLimits } from './assert-quantity-limits';
import type { CountedLine, OrderLimitProblem, QuantityLimits } from './types';

/**
 * Finds the first quantity limit an order breaks: a line above `max_line_quantity` (the first
 * such line, in the order given), else the order's units above `max_order_items`.
 *
 * @param lines - every line of the order with its units, free items included
 * @param limits - the outlet's quantity limits
 * @returns the problem, or null when the order is within both limits
 * @throws EngineError INVALID_LIMITS for limits that are not positive integers
 * @example
 * ```ts
 * quantityLimitProblem([{ id: 'a', count: 51 }], { max_line_quantity: 50, max_order_items: 100 });
 * // { kind: 'line_quantity', line_id: 'a', count: 51, limit: 50 }
 * ```
 */
export function quantityLimitProblem(
  lines: readonly CountedLine[],
  limits: QuantityLimits,
): Extract<OrderLimitProblem, { kind: 'line_quantity' | 'order_items' }> | null {
  const { max_line_quantity: perLine, max_order_items: perOrder } = assertQuantityLimits(limits);
  let units = 0;
  for (const line of lines) {
    if (line.count > perLine) {
      return { kind: 'line_quantity', line_id: line.id, count: line.count, limit: perLine };
    }
    units += line.count;
  }
  return units > perOrder ? { kind: 'order_items', count: units, limit: perOrder } : null;
}
