import type { Amount } from '../money/types';
import { getItemPrice } from './get-item-price';
import type { ModifierGroupItem } from './types';

/**
 * The price of one unit of a modifier: its `final_price` when it has one, otherwise its
 * `unit_price`, at the currency precision (the same rule as items).
 *
 * @param modifier - the modifier group item
 * @param precision - the currency precision, 0 to 3
 * @returns the price with exactly `precision` decimals
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT, AMOUNT_PRECISION_EXCEEDED, PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * getModifierPrice({ id: 1, name: 'Extra cheese', unit_price: '1.5' }, 2); // "1.50"
 * ```
 */
export function getModifierPrice(
  modifier: Pick<ModifierGroupItem, 'unit_price' | 'final_price'>,
  precision: number,
): Amount {
  return getItemPrice(modifier, precision);
}
