import { assertPrecision } from '../money/assert-precision';
import { toAmount } from '../money/to-amount';
import type { Amount } from '../money/types';
import { pricingLineUnitPrice } from './pricing-line-unit-price';
import type { PricingLine } from './types';

/**
 * The price of one unit of a line from its snapshots: the item's unit price plus each modifier's
 * unit price times its count, written at the precision.
 *
 * @param line - the line (`unit_price` and `modifiers` are read)
 * @param precision - the currency precision, 0 to 3
 * @returns the unit price with exactly `precision` decimals
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT, AMOUNT_PRECISION_EXCEEDED, INVALID_QUANTITY,
 * PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * getLineUnitPrice({ id: "a", item_id: 1, category_id: 1, count: 1, taxes: [], unit_price: "8.90",
 *   modifiers: [{ id: 1, group_id: 1, count: 2, unit_price: "1.50" }] }, 2); // "11.90"
 * ```
 */
export function getLineUnitPrice(line: PricingLine, precision: number): Amount {
  const places = assertPrecision(precision);
  return toAmount(pricingLineUnitPrice(line, places), places);
}
