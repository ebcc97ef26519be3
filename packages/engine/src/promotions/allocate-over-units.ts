import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { largestRemainderOrder } from '../money/largest-remainder-order';
import { toScaledInteger } from '../money/to-scaled-integer';
import type { Precision } from '../money/types';

/** Units that share one weight: `count` units of `weight` each. */
export interface UnitGroup {
  count: number;
  /** The weight of one unit, at the precision (e.g. its uncapped discount). */
  weight: Decimal;
}

/**
 * Splits a total over units in proportion to their weights, by largest remainder with ties to
 * the earlier unit, and returns each group's part. The result is exactly what allocating over the
 * units one by one would give, so a group of `q` units gets the same as `q` adjacent groups of
 * the same weight whose counts sum to `q`.
 *
 * @param total - the amount to split, at the precision, between 0 and the sum of the weights
 * @param groups - unit groups in canonical order
 * @param precision - decimal places, 0 to 3
 * @returns one part per group, each at the precision and at most count × weight
 * @example
 * ```ts
 * const w = new Decimal('1.00');
 * allocateOverUnits(new Decimal('1.00'), [{ count: 1, weight: w }, { count: 2, weight: w }], 2);
 * // [0.34, 0.66]: per unit 0.34, 0.33, 0.33
 * ```
 */
export function allocateOverUnits(
  total: Decimal,
  groups: readonly UnitGroup[],
  precision: Precision,
): Decimal[] {
  // Integer arithmetic in minor units and BigInts: share = floor(T·w / W), remainder = T·w mod
  // W, exactly. Weights are scaled by a common power of ten, which changes neither the shares nor
  // the order of the remainders.
  const minorTotal = toScaledInteger(parseAmount(total, { precision }), precision);
  const scale = groups.reduce((most, group) => Math.max(most, group.weight.decimalPlaces()), 0);
  const weights = groups.map((group) => toScaledInteger(group.weight, scale));
  const counts = groups.map((group) => BigInt(group.count));
  const weightSum = weights.reduce(
    (sum, weight, index) => sum + weight * (counts[index] ?? 0n),
    0n,
  );
  if (weightSum === 0n) return groups.map(() => new Decimal(0));
  const shares = weights.map((weight) => (minorTotal * weight) / weightSum);
  const remainders = weights.map((weight) => (minorTotal * weight) % weightSum);
  let left = shares.reduce(
    (rest, share, index) => rest - share * (counts[index] ?? 0n),
    minorTotal,
  );
  const extra = groups.map(() => 0n);
  for (const index of largestRemainderOrder(remainders)) {
    if (left <= 0n) break;
    const count = counts[index] ?? 0n;
    const give = left < count ? left : count;
    extra[index] = give;
    left -= give;
  }
  return groups.map((_, index) => {
    const minor = (shares[index] ?? 0n) * (counts[index] ?? 0n) + (extra[index] ?? 0n);
    return minor === 0n ? new Decimal(0) : new Decimal(`${minor.toString()}e-${precision}`);
  });
}
