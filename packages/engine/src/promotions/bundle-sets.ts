import type { LineClass } from './prepare-lines';
import type { BundleComponent } from './normalize-promotions';

/** Units a bundle component takes from one class. */
export interface BundleTake {
  classId: number;
  count: number;
}

/** Complete sets found, and for each component the units it took, cheapest first. */
export interface BundleSets {
  sets: number;
  takes: BundleTake[][];
}

function take(pools: readonly (readonly LineClass[])[], sets: number): BundleTake[][] | null {
  const used = new Map<number, number>();
  const takes: BundleTake[][] = [];
  for (const pool of pools) {
    let need = sets;
    const runs: BundleTake[] = [];
    for (const cls of pool) {
      if (need === 0) break;
      const count = Math.min(need, cls.count - (used.get(cls.id) ?? 0));
      if (count <= 0) continue;
      used.set(cls.id, (used.get(cls.id) ?? 0) + count);
      runs.push({ classId: cls.id, count });
      need -= count;
    }
    if (need > 0) return null;
    takes.push(runs);
  }
  return takes;
}

/**
 * Finds how many complete sets the classes hold: each component in turn takes its cheapest
 * units still free, and a unit fills one component only. The answer depends on class counts
 * alone, never on how units are split into lines.
 *
 * @param components - the set, items first then categories, each in id order
 * @param classes - the classes in canonical order
 * @param eligible - whether a class may fill a component
 * @param limit - most sets wanted, or null for no limit
 * @returns the number of sets and the units each component took
 * @example
 * ```ts
 * // burger ×3 and fries ×2 with the set [burger, fries]
 * bundleSets(set, classes, () => true, null).sets; // 2
 * ```
 */
export function bundleSets(
  components: readonly BundleComponent[],
  classes: readonly LineClass[],
  eligible: (cls: LineClass, component: BundleComponent) => boolean,
  limit: number | null,
): BundleSets {
  const pools = components.map((component) =>
    classes.filter(
      (cls) =>
        (component.kind === 'item' ? cls.item_id : cls.category_id) === component.id &&
        eligible(cls, component),
    ),
  );
  let high = Math.min(
    limit ?? Number.MAX_SAFE_INTEGER,
    ...pools.map((pool) => pool.reduce((sum, cls) => sum + cls.count, 0)),
  );
  // Feasibility is monotone (fewer sets never need more units), so bisect on the set count.
  let low = 0;
  let best: BundleTake[][] = components.map(() => []);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const found = take(pools, middle);
    if (found === null) {
      high = middle - 1;
    } else {
      low = middle;
      best = found;
    }
  }
  return { sets: low, takes: low === 0 ? components.map(() => []) : best };
}
