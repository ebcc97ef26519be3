import { EngineError } from '../errors/engine-error';
import type { PricingLine } from './types';
import type { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import type { Precision } from '../money/types';

const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/**
 * Prices one unit of a cart line: the item's unit price plus each chosen modifier's unit price
 * times its count. Validates the line on the way: the line's count is a positive integer, each
 * modifier's a non-negative integer, and prices are non-negative amounts at the currency precision.
 *
 * @param line - the cart line
 * @param precision - decimal places
 * @returns the unit price with modifiers, exact
 * @throws EngineError INVALID_QUANTITY, INVALID_AMOUNT, NEGATIVE_AMOUNT, AMOUNT_PRECISION_EXCEEDED
 * @example
 * ```ts
 * pricingLineUnitPrice({ id: 'a', item_id: 1, category_id: 1, count: 2, unit_price: '10.00', taxes: [],
 *   modifiers: [{ id: 5, group_id: 3, count: 2, unit_price: '1.50' }] }, 2).toFixed(2); // "13.00"
 * ```
 */
export function pricingLineUnitPrice(line: PricingLine, precision: Precision): Decimal {
  if (!isCount(line.count, 1)) {
    throw new EngineError('INVALID_QUANTITY', { line: line.id, count: line.count });
  }
  let unit = parseAmount(line.unit_price, { precision });
  for (const modifier of line.modifiers) {
    // A modifier count of 0 adds nothing, as in the promotions' reading of the same line.
    if (!isCount(modifier.count, 0)) {
      throw new EngineError('INVALID_QUANTITY', {
        line: line.id,
        modifier: modifier.id,
        count: modifier.count,
      });
    }
    unit = unit.plus(parseAmount(modifier.unit_price, { precision }).times(modifier.count));
  }
  return unit;
}
