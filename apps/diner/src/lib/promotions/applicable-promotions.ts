import type { Promotion } from '@tabula/api-client';

/** Whether a promotion applies by itself, without a promo code. */
export function isAutomaticPromotion(promotion: Pick<Promotion, 'coupon_codes'>): boolean {
  return promotion.coupon_codes.length === 0;
}

/**
 * The promotions the bill may take: every automatic promotion, and the one a validated promo code
 * unlocked. This is the server's rule too (it offers a code promotion only once the code was
 * checked), so both price the same order.
 */
export function applicablePromotions(
  promotions: readonly Promotion[],
  unlockedPromotionId: number | null,
): Promotion[] {
  return promotions.filter(
    (promotion) => isAutomaticPromotion(promotion) || promotion.id === unlockedPromotionId,
  );
}

// spec: A§3 Promotion action types; A§4 and A§5, order-level promotions keep only one.
const ORDER_ACTIONS: ReadonlySet<string> = new Set([
  'gets_percent_discount_on_order',
  'gets_value_discount_on_order',
]);

/** Whether a promotion takes money off the whole order (percent or value off the order). */
export function isOrderPromotion(promotion: Pick<Promotion, 'action'>): boolean {
  return ORDER_ACTIONS.has(promotion.action.type);
}
