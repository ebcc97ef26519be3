import { assertPrecision } from '../money/assert-precision';
import { parseAmount } from '../money/parse-amount';
import type { Amount } from '../money/types';
import type { MenuItem } from './types';

/**
 * The price of one unit of a menu item: its `final_price` when it has one (zero included),
 * otherwise its `unit_price`. The amount must already be at the currency precision.
 *
 * @param item - the item (only `unit_price` and `final_price` are read)
 * @param precision - the currency precision, 0 to 3
 * @returns the price with exactly `precision` decimals
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT, AMOUNT_PRECISION_EXCEEDED, PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * getItemPrice({ unit_price: '12.00', final_price: '9.5' }, 2); // "9.50"
 * getItemPrice({ unit_price: '12', final_price: null }, 2); // "12.00"
 * ```
 */
export function getItemPrice(
  item: Pick<MenuItem, 'unit_price' | 'final_price'>,
  precision: number,
): Amount {
  const places = assertPrecision(precision);
  const hasFinal =
    item.final_price !== null && item.final_price !== undefined && item.final_price !== '';
  const price = hasFinal ? item.final_price : item.unit_price;
  return parseAmount(price ?? item.unit_price, { precision: places }).toFixed(places);
}
