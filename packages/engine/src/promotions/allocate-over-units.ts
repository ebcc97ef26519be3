import { Decimal } from '../money/decimal';
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
  const scale = new Decimal(10).pow(precision);
  const minorTotal = total.times(scale);
  const weights = groups.map((group) => group.weight.times(scale));
  const weightSum = weights.reduce(
    (sum, weight, index) => sum.plus(weight.times(groups[index]?.count ?? 0)),
    new Decimal(0),
  );
  if (weightSum.isZero()) return groups.map(() => new Decimal(0));
  // Integer arithmetic in minor units: share = floor(T·w / W), remainder = T·w mod W, exactly.
  const shares = weights.map((weight) => minorTotal.times(weight).divToInt(weightSum));
  const remainders = weights.map((weight, index) =>
    minorTotal.times(weight).minus((shares[index] ?? new Decimal(0)).times(weightSum)),
  );
  let left = shares.reduce(
    (rest, share, index) => rest.minus(share.times(groups[index]?.count ?? 0)),
    minorTotal,
  );
  const extra = groups.map(() => 0);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of order) {
    if (left.lte(0)) break;
    const give = Decimal.min(left, groups[index]?.count ?? 0).toNumber();
    extra[index] = give;
    left = left.minus(give);
  }
  return groups.map((group, index) => {
    const minor = (shares[index] ?? new Decimal(0)).times(group.count).plus(extra[index] ?? 0);
    return minor.isZero() ? new Decimal(0) : minor.dividedBy(scale);
  });
}
