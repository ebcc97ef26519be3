import { allocate } from '../money/allocate';
import { assertPrecision } from '../money/assert-precision';
import { parseAmount } from '../money/parse-amount';
import type { Amount, AmountInput } from '../money/types';
import { assertSplitCount } from './assert-split-count';

/**
 * Splits a total into equal shares, one per split, that sum exactly to it and differ by at most
 * one minor unit; the leftover minor units go to the first splits.
 *
 * @param total - the amount to split (the bill before tips: see `splittableTotal`)
 * @param count - number of splits, 2 to 99; null or undefined gives 2
 * @param precision - decimal places, 0 to 3
 * @returns the shares, split 1 first
 * @throws EngineError SPLIT_COUNT_OUT_OF_RANGE, NEGATIVE_AMOUNT, AMOUNT_PRECISION_EXCEEDED
 * @example
 * ```ts
 * equalShares('100.00', 3, 2); // ["33.34", "33.33", "33.33"]
 * ```
 */
export function equalShares(
  total: AmountInput,
  count: number | null | undefined,
  precision: number,
): Amount[] {
  const places = assertPrecision(precision);
  const splits = assertSplitCount(count);
  const amount = parseAmount(total, { precision: places });
  return allocate(
    amount,
    Array.from({ length: splits }, () => 1),
    places,
  ).map((share) => share.toFixed(places));
}
