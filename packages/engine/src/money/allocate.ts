import { EngineError } from '../errors/engine-error';
import { Decimal } from './decimal';
import type { AmountInput, RateInput } from './types';
import { assertPrecision } from './assert-precision';
import { parseAmount } from './parse-amount';
import { parseRate } from './parse-rate';

/**
 * Splits an amount into parts proportional to weights, by largest remainder: each part first
 * gets its share rounded down to a whole minor unit, then the minor units left over go one at a
 * time to the parts with the largest remainders (ties to the earlier part). The parts always sum
 * exactly to the amount, and each differs from its exact share by less than one minor unit.
 *
 * @param amount - the amount to split (negative amounts are split as their absolute value)
 * @param weights - one non-negative weight per part, not all zero
 * @param precision - decimal places, 0 to 3
 * @returns one part per weight, as Decimals at the precision
 * @throws EngineError INVALID_WEIGHTS, AMOUNT_PRECISION_EXCEEDED
 * @example
 * ```ts
 * allocate('100.00', [1, 1, 1], 2).map((p) => p.toFixed(2)); // ["33.34", "33.33", "33.33"]
 * ```
 */
export function allocate(
  amount: AmountInput,
  weights: readonly RateInput[],
  precision: number,
): Decimal[] {
  const places = assertPrecision(precision);
  const whole = parseAmount(amount, { precision: places, allowNegative: true });
  if (weights.length === 0) throw new EngineError('INVALID_WEIGHTS', { weights: [] });
  let ratios: Decimal[];
  try {
    ratios = weights.map((weight) => parseRate(weight));
  } catch {
    throw new EngineError('INVALID_WEIGHTS', { weights: weights.map(String) });
  }
  const totalWeight = ratios.reduce((sum, ratio) => sum.plus(ratio), new Decimal(0));
  if (totalWeight.isZero())
    throw new EngineError('INVALID_WEIGHTS', { weights: weights.map(String) });

  const unit = new Decimal(10).pow(places);
  const sign = whole.isNegative() ? -1 : 1;
  const minorTotal = whole.abs().times(unit);
  const shares = ratios.map((ratio) => minorTotal.times(ratio).dividedBy(totalWeight));
  const floors = shares.map((share) => share.floor());
  let left = floors.reduce((sum, floor) => sum.minus(floor), minorTotal).toNumber();

  const order = shares
    .map((share, index) => ({ index, remainder: share.minus(floors[index] ?? 0) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? new Decimal(0)).plus(1);
    left -= 1;
  }
  return floors.map((minor) => {
    const part = minor.dividedBy(unit).times(sign);
    return part.isZero() ? new Decimal(0) : part;
  });
}
