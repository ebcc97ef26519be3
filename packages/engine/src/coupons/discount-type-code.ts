import { EngineError } from '../errors/engine-error';
import type { DiscountTypeCode } from './types';

/**
 * Normalises a discount type to the order payload's code: the words PERCENTAGE and FIXED in any
 * case (coupon responses) or 1 and 2 (order payloads), as a number or a numeric string.
 *
 * @param value - the discount_type as received
 * @returns 1 for a percentage discount, 2 for a fixed one
 * @throws EngineError UNKNOWN_DISCOUNT_TYPE for anything else
 * @example
 * ```ts
 * discountTypeCode('Percentage'); // 1
 * discountTypeCode(2); // 2
 * discountTypeCode('BOGO'); // throws UNKNOWN_DISCOUNT_TYPE
 * ```
 */
export function discountTypeCode(value: unknown): DiscountTypeCode {
  // spec: ordering-menu-account §3 and §9, discount types 1 (percentage) and 2 (fixed)
  if (value === 1 || value === 2) return value;
  if (typeof value === 'string') {
    const word = value.trim().toUpperCase();
    if (word === 'PERCENTAGE' || word === '1') return 1;
    if (word === 'FIXED' || word === '2') return 2;
  }
  throw new EngineError('UNKNOWN_DISCOUNT_TYPE', { discount_type: String(value) });
}
