import type { ResolvedError } from '@tabula/api-client';
import type { CouponProblem } from './coupon-atoms';

/**
 * Why the server refused the diner's coupon, from the catalogue entry its refusal resolved to
 * (a split part's coupon, B§5): someone paid or a promotion applies (coupon_unavailable), or the
 * part is below min_order_amount or the discount above the eligible amount, with the amount the
 * server names (details.amount), so the field says it in the diner's language.
 */
export function couponRefusal(resolved: Pick<ResolvedError, 'id' | 'values'>): CouponProblem {
  const amount = resolved.values?.amount;
  switch (resolved.id) {
    case 'coupon_below_minimum_order':
      return amount === undefined
        ? { kind: 'unavailable' }
        : { kind: 'rule', reason: 'below_min_order_amount', amount };
    case 'coupon_exceeds_eligible_amount':
      return amount === undefined
        ? { kind: 'unavailable' }
        : { kind: 'rule', reason: 'exceeds_eligible_amount', amount };
    default:
      return { kind: 'unavailable' };
  }
}
