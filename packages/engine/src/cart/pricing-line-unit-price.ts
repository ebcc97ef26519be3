import { EngineError } from '../errors/engine-error';
import type { PricingLine } from './types';
import type { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import type { Precision } from '../money/types';

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Prices one unit of a cart line: the item's unit price plus each chosen modifier's unit price
 * times its count. Validates the line on the way: counts are positive integers and prices are
 * non-negative amounts at the currency precision.
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
  if (!isPositiveInteger(line.count)) {
    throw new EngineError('INVALID_QUANTITY', { line: line.id, count: line.count });
  }
  let unit = parseAmount(line.unit_price, { precision });
  for (const modifier of line.modifiers) {
    if (!isPositiveInteger(modifier.count)) {
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
