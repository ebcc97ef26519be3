import type { Promotion } from '@tabula/api-client';

/** A promotion's promo code, as the diner typed it. */
export interface PromoCodeMatch {
  promotion: Promotion;
  /** The promo code's id (promo_code_id of promotions/validate). */
  codeId: number;
}

/** Reads a code the way the server compares it: without surrounding spaces or case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Finds the promotion a promo code unlocks among the configuration's promotions (A§3: a
 * promotion's coupon_codes), or null when no promotion carries the code.
 */
export function findPromoCode(
  promotions: readonly Promotion[],
  code: string,
): PromoCodeMatch | null {
  const wanted = normalizeCode(code);
  if (wanted === '') return null;
  for (const promotion of promotions) {
    const match = promotion.coupon_codes.find((entry) => normalizeCode(entry.code) === wanted);
    if (match) return { promotion, codeId: match.id };
  }
  return null;
}
