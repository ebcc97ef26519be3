import { Decimal } from '../money/decimal';
import type { Precision } from '../money/types';
import { quantize } from '../money/quantize';
import { bundleSets, type BundleTake } from './bundle-sets';
import { matchesTarget } from './matches-target';
import type { NormalizedPromotion } from './normalize-promotions';
import type { LineClass, PreparedCart } from './prepare-lines';

/** Units of one class a promotion takes, each weighing `weight`. */
export interface ClassUnits {
  classId: number;
  count: number;
  weight: Decimal;
}

/** The units an item-level promotion takes and its total discount before the cap. */
export interface ItemSelection {
  units: ClassUnits[];
  total: Decimal;
  /** True when total is exactly Σ count × weight (nothing to spread). */
  exact: boolean;
}

function perUnit(promotion: NormalizedPromotion, cls: LineClass, precision: Precision): Decimal {
  const { mode, value } = promotion;
  if (mode === 'percent') return quantize(cls.unit.times(value).dividedBy(100), precision);
  if (mode === 'value') return Decimal.min(value, cls.unit);
  // pay_fixed_price replaces the item's own price; its modifiers are still charged.
  return Decimal.max(0, cls.item.minus(value));
}

function setTotal(
  promotion: NormalizedPromotion,
  takes: readonly BundleTake[][],
  sets: number,
  base: (classId: number) => Decimal,
): Decimal {
  const at = takes.map(() => ({ run: 0, used: 0 }));
  let total = new Decimal(0);
  for (let done = 0; done < sets;) {
    let length = sets - done;
    let setBase = new Decimal(0);
    takes.forEach((runs, component) => {
      const place = at[component] ?? { run: 0, used: 0 };
      const run = runs[place.run] ?? { classId: -1, count: 0 };
      length = Math.min(length, run.count - place.used);
      setBase = setBase.plus(base(run.classId));
    });
    const discount =
      promotion.mode === 'value'
        ? Decimal.min(promotion.value, setBase)
        : Decimal.max(0, setBase.minus(promotion.value));
    total = total.plus(discount.times(length));
    takes.forEach((runs, component) => {
      const place = at[component] ?? { run: 0, used: 0 };
      place.used += length;
      if (place.used === runs[place.run]?.count) {
        place.run += 1;
        place.used = 0;
      }
    });
    done += length;
  }
  return total;
}

function selectBundle(
  promotion: NormalizedPromotion,
  cart: PreparedCart,
  claimed: ReadonlySet<number>,
  precision: Precision,
): ItemSelection {
  const components = promotion.condition.bundle ?? [];
  const { exclude } = promotion.condition;
  const { sets, takes } = bundleSets(
    components,
    cart.classes,
    (cls) => !cls.free && !claimed.has(cls.id) && matchesTarget(cls, null, exclude),
    promotion.limit,
  );
  const counts = new Map<number, number>();
  for (const run of takes.flat())
    counts.set(run.classId, (counts.get(run.classId) ?? 0) + run.count);
  const classOf = (classId: number): LineClass | undefined => cart.classes[classId];
  const base = (classId: number): Decimal => {
    const cls = classOf(classId);
    if (cls === undefined) return new Decimal(0);
    if (promotion.mode === 'percent') return perUnit(promotion, cls, precision);
    return promotion.mode === 'fixed' ? cls.item : cls.unit;
  };
  const units = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([classId, count]) => ({ classId, count, weight: base(classId) }));
  const total =
    promotion.mode === 'percent'
      ? units.reduce((sum, unit) => sum.plus(unit.weight.times(unit.count)), new Decimal(0))
      : setTotal(promotion, takes, sets, base);
  if (total.lte(0)) return { units: [], total: new Decimal(0), exact: true };
  return { units, total, exact: promotion.mode === 'percent' };
}

/**
 * Picks the units an item-level promotion discounts, cheapest first, among the classes not yet
 * claimed by a promotion of equal or better priority, and works out its discount before the cap.
 * Per unit: percent of the unit with its modifiers (rounded per unit), value off each unit (at
 * most its price), or the item's own price brought down to the fixed price. A bundle discounts
 * whole sets: the percent off each unit, the value off each set, or each set at the fixed price.
 *
 * @param promotion - a checked item-level promotion whose condition holds
 * @param cart - the prepared cart
 * @param claimed - classes already taken by better promotions
 * @param precision - decimal places, 0 to 3
 * @returns the units taken per class with their weights, and the total
 * @example
 * ```ts
 * // 10 % off pizzas, pizza ×3 at 12.00: 3 units weighing 1.20, total 3.60
 * selectItemUnits(tenPercent, cart, new Set(), 2).total.toFixed(2); // "3.60"
 * ```
 */
export function selectItemUnits(
  promotion: NormalizedPromotion,
  cart: PreparedCart,
  claimed: ReadonlySet<number>,
  precision: Precision,
): ItemSelection {
  if (promotion.condition.bundle !== null) {
    return selectBundle(promotion, cart, claimed, precision);
  }
  const { include, exclude } = promotion.target;
  const units: ClassUnits[] = [];
  let total = new Decimal(0);
  let left = promotion.limit ?? Number.MAX_SAFE_INTEGER;
  for (const cls of cart.classes) {
    if (left === 0) break;
    if (cls.free || claimed.has(cls.id) || !matchesTarget(cls, include, exclude)) continue;
    const weight = perUnit(promotion, cls, precision);
    if (weight.lte(0)) continue;
    const count = Math.min(cls.count, left);
    units.push({ classId: cls.id, count, weight });
    total = total.plus(weight.times(count));
    left -= count;
  }
  return { units, total, exact: true };
}
