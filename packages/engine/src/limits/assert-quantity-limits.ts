import { EngineError } from '../errors/engine-error';
import type { QuantityLimits } from './types';

/**
 * Checks that quantity limits are positive integers, so a bad setting fails loudly instead of
 * letting every order through (or none).
 *
 * @param limits - the limits to check
 * @returns the same limits
 * @throws EngineError INVALID_LIMITS when either is not a positive safe integer
 * @example
 * ```ts
 * assertQuantityLimits({ max_line_quantity: 50, max_order_items: 100 }); // returns them
 * ```
 */
export function assertQuantityLimits<T extends QuantityLimits>(limits: T): T {
  for (const value of [limits.max_line_quantity, limits.max_order_items]) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new EngineError('INVALID_LIMITS', {
        max_line_quantity: limits.max_line_quantity,
        max_order_items: limits.max_order_items,
      });
    }
  }
  return limits;
}
