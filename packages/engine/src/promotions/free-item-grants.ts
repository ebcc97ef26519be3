import type { PricingLine } from '../cart/types';
import { assertPrecision } from '../money/assert-precision';
import { grantFreeItems } from './grant-free-items';
import { normalizePromotions } from './normalize-promotions';
import { prepareLines } from './prepare-lines';
import type { FreeItemGrant, Promotion } from './types';

/**
 * Tells which free items the cart must hold: for every gets_free_item promotion whose condition
 * holds, each item of its action's include list, `quantity` units (default 1), with the
 * movement type ('sold' by default). The cart adds, grows, shrinks or removes its free-item lines
 * to match; only granted units are priced at 100 % off by {@link applyItemPromotions}.
 *
 * @param lines - the cart lines (free-item lines never count towards a condition)
 * @param promotions - the promotions available to the order
 * @param precision - when given, prices and amounts are checked against it
 * @returns the grants, by promotion in winning order, then by item id
 * @throws EngineError UNKNOWN_PROMOTION_TYPE, UNKNOWN_CONDITION_TYPE, INVALID_PROMOTION,
 * INVALID_QUANTITY
 * @example
 * ```ts
 * const burgerGetsFries = { id: 7, name: 'Free fries', priority: 1, promo_type: 'basic',
 *   condition: { type: 'buys_specific_items', include: { items: [10] } },
 *   action: { type: 'gets_free_item', include: { items: [30] } } };
 * freeItemGrants([burgerLine], [burgerGetsFries]);
 * // [{ promotion_id: 7, item_id: 30, count: 1, movement_type: 'sold' }]
 * ```
 */
export function freeItemGrants(
  lines: readonly PricingLine[],
  promotions: readonly Promotion[],
  precision?: number | null,
): FreeItemGrant[] {
  const places =
    precision === undefined || precision === null ? undefined : assertPrecision(precision);
  return grantFreeItems(normalizePromotions(promotions, places), prepareLines(lines, places));
}
