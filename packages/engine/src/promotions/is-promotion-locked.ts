import type { PricingLine } from '../cart/types';

/**
 * Tells whether a line is locked by a promotion: a free item added by a gets_free_item
 * promotion cannot be removed or changed by the diner (spec: ordering-menu-account §4). The cart
 * alone resizes it, following {@link freeItemGrants}. Placed dine-in lines are locked for another
 * reason, which the cart checks.
 *
 * @param line - a cart line
 * @returns true for a free-item line
 * @example
 * ```ts
 * isPromotionLocked({ ...friesLine, is_free_item: true, promotion_id: 7 }); // true
 * ```
 */
export function isPromotionLocked(line: Pick<PricingLine, 'is_free_item'>): boolean {
  return line.is_free_item === true;
}
