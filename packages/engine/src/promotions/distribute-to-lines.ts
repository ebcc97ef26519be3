import { Decimal } from '../money/decimal';
import type { Precision } from '../money/types';
import { allocateOverUnits } from './allocate-over-units';
import type { PreparedCart } from './prepare-lines';
import type { ClassUnits } from './select-item-units';

/**
 * Hands a promotion's discount to the lines of the classes it took. Within a class the units go
 * to its lines in line-id order; each unit gets its weight, or, when a total is given (a cap, or
 * a bundle's value or fixed price), its share of that total by largest remainder. Every line
 * of a taken class gets an entry, zero when none of its units was discounted.
 *
 * @param units - the units taken per class, in canonical order
 * @param total - the discount to spread, at most the sum of the weights; null to give each unit
 * its weight
 * @param cart - the prepared cart
 * @param precision - decimal places, 0 to 3
 * @returns each taken line's discount, by input index
 * @example
 * ```ts
 * // 2 units weighing 1.00 capped at 1.50, over lines a (×1) and b (×1): a 0.75, b 0.75
 * distributeToLines(units, new Decimal('1.50'), cart, 2);
 * ```
 */
export function distributeToLines(
  units: readonly ClassUnits[],
  total: Decimal | null,
  cart: PreparedCart,
  precision: Precision,
): Map<number, Decimal> {
  const groups: { index: number; count: number; weight: Decimal }[] = [];
  for (const { classId, count, weight } of units) {
    let left = count;
    for (const line of cart.classes[classId]?.lines ?? []) {
      const taken = Math.min(left, line.line.count);
      groups.push({ index: line.index, count: taken, weight });
      left -= taken;
    }
  }
  const parts =
    total === null
      ? groups.map((group) => group.weight.times(group.count))
      : allocateOverUnits(total, groups, precision);
  const result = new Map<number, Decimal>();
  groups.forEach((group, at) => {
    const part = parts[at] ?? new Decimal(0);
    result.set(group.index, part.isZero() ? new Decimal(0) : part);
  });
  return result;
}
