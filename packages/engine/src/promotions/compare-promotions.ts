import type { Promotion } from './types';

/**
 * Orders promotions the way the engine applies them: lower priority number first (1 is the
 * highest priority), then `basic` before `advanced` (include/exclude) promotions, then lower id.
 * Use it with `Array.prototype.sort` to list promotions in the order they win.
 *
 * @param a - a promotion
 * @param b - another promotion
 * @returns a negative number when `a` wins over `b`, positive when `b` wins, 0 for the same key
 * @example
 * ```ts
 * [{ id: 2, priority: 1, promo_type: 'advanced' }, { id: 9, priority: 1, promo_type: 'basic' }]
 *   .sort(comparePromotions); // basic id 9 first: same priority, basic before advanced
 * ```
 */
export function comparePromotions(
  a: Pick<Promotion, 'id' | 'priority' | 'promo_type'>,
  b: Pick<Promotion, 'id' | 'priority' | 'promo_type'>,
): number {
  // spec: ordering-menu-account §4, basic promotions first by priority, then include/exclude ones
  const rank = (promotion: Pick<Promotion, 'promo_type'>): number =>
    promotion.promo_type === 'basic' ? 0 : 1;
  return a.priority - b.priority || rank(a) - rank(b) || a.id - b.id;
}
