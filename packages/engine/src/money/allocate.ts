import { EngineError } from '../errors/engine-error';
import { Decimal } from './decimal';
import type { AmountInput, RateInput } from './types';
import { assertPrecision } from './assert-precision';
import { parseAmount } from './parse-amount';
import { parseRate } from './parse-rate';
import { largestRemainderOrder } from './largest-remainder-order';
import { toScaledInteger } from './to-scaled-integer';

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

  // Exact integer arithmetic: scale every weight to an integer, then each part's share of the
  // minor units is a quotient and a remainder, with no rounding anywhere.
  const scale = ratios.reduce((most, ratio) => Math.max(most, ratio.decimalPlaces()), 0);
  const scaled = ratios.map((ratio) => toScaledInteger(ratio, scale));
  const totalWeight = scaled.reduce((sum, weight) => sum + weight, 0n);
  if (totalWeight === 0n)
    throw new EngineError('INVALID_WEIGHTS', { weights: weights.map(String) });

  const negative = whole.isNegative();
  const minorTotal = toScaledInteger(whole.abs(), places);
  const floors = scaled.map((weight) => (minorTotal * weight) / totalWeight);
  const remainders = scaled.map((weight) => (minorTotal * weight) % totalWeight);
  let left = floors.reduce((rest, floor) => rest - floor, minorTotal);

  // The units left over (fewer than the parts) go to the largest remainders, ties to the
  // earlier part; with none left there is nothing to order.
  if (left > 0n) {
    for (const index of largestRemainderOrder(remainders)) {
      if (left <= 0n) break;
      floors[index] = (floors[index] ?? 0n) + 1n;
      left -= 1n;
    }
  }
  return floors.map((minor) =>
    minor === 0n
      ? new Decimal(0)
      : new Decimal(`${negative ? '-' : ''}${minor.toString()}e-${places}`),
  );
}
