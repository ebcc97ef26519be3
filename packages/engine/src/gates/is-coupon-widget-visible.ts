import type { CouponWidgetState } from './types';

/**
 * Tells whether the coupon widget shows: only when no promotion is applied (spec:
 * ordering-menu-account §5), and at a table also only while no one has paid and no cart item
 * carries a promotion (spec: tables-payments-split §5).
 *
 * @param state - the promotion and payment facts
 * @returns true when the coupon input shows
 * @example
 * ```ts
 * isCouponWidgetVisible({ promotionApplied: false, anyonePaid: true }); // false
 * ```
 */
export function isCouponWidgetVisible(state: CouponWidgetState): boolean {
  return (
    !state.promotionApplied && state.cartHasPromotionItem !== true && state.anyonePaid !== true
  );
}
