import { Decimal } from '../money/decimal';
import { bundleSets } from './bundle-sets';
import { matchesTarget } from './matches-target';
import type { NormalizedPromotion } from './normalize-promotions';
import type { PreparedCart, PreparedLine } from './prepare-lines';

/**
 * Tells whether a promotion's condition holds for a cart. Free-item lines never count. The
 * matched items are those in the condition's include list (every item when it is empty) and not
 * in its exclude list; min_qty counts their units (complete sets for a bundle) and min_price is
 * measured on their amount.
 *
 * @param promotion - the checked promotion
 * @param cart - the prepared cart
 * @param amountOf - the amount a line counts for: its total before promotions for item-level
 * promotions, its subtotal after them for order, delivery and loyalty promotions
 * @returns true when the condition holds
 * @example
 * ```ts
 * // buys_specific_items include item 1, min_qty 2: holds for two units of item 1
 * conditionHolds(promotion, prepareLines(lines, 2), (line) => line.total); // true
 * ```
 */
export function conditionHolds(
  promotion: NormalizedPromotion,
  cart: PreparedCart,
  amountOf: (line: PreparedLine) => Decimal,
): boolean {
  const { include, exclude, minQty, minPrice, bundle } = promotion.condition;
  const priced = !minPrice.isZero();
  let units = 0;
  let amount = new Decimal(0);
  for (const line of cart.lines) {
    if (line.free || !matchesTarget(line.line, include, exclude)) continue;
    units += line.line.count;
    // Summing Decimals is the costly part of a reprice: skip it when there is no threshold.
    if (priced) amount = amount.plus(amountOf(line));
  }
  if (priced && amount.lt(minPrice)) return false;
  if (bundle !== null) {
    const { sets } = bundleSets(
      bundle,
      cart.classes,
      (cls) => !cls.free && matchesTarget(cls, null, exclude),
      Math.max(minQty, 1),
    );
    return sets >= Math.max(minQty, 1);
  }
  // spec: ordering-menu-account §3, buys_specific_items needs at least one of the items
  return (
    units >= (promotion.condition.type === 'buys_specific_items' ? Math.max(minQty, 1) : minQty)
  );
}
