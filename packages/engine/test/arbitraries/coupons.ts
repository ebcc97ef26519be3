import fc from 'fast-check';
import type { Discount } from '../../src/coupons/types';
import { amountArb, percentArb } from './money';

/** A coupon at a precision: percentage or fixed, in any of the accepted type spellings. */
export function discountArb(precision: number): fc.Arbitrary<Discount> {
  return fc
    .record({
      percentage: fc.boolean(),
      spelling: fc.integer({ min: 0, max: 2 }),
      percent: percentArb,
      fixed: amountArb(precision, { max: 20_000 }),
      cap: fc.option(amountArb(precision, { max: 10_000 }), { nil: null }),
      minimum: fc.option(amountArb(precision, { max: 100_000 }), { nil: null }),
      onTotal: fc.boolean(),
      pos: fc.boolean(),
    })
    .map(({ percentage, spelling, percent, fixed, cap, minimum, onTotal, pos }): Discount => {
      const types = percentage
        ? (['PERCENTAGE', 'percentage', 1] as const)
        : (['FIXED', 'fixed', 2] as const);
      return {
        discount_id: 1,
        discount_name: 'Coupon',
        discount_type: types[spelling] ?? types[0],
        discount_rate: percentage ? percent : fixed,
        maxdiscountableAmount: cap,
        min_order_amount: minimum,
        on_total: onTotal,
        applied_from_pos: pos,
      };
    });
}
