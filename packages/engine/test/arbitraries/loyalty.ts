import fc from 'fast-check';
import type { LoyaltyRedemptionInput } from '../../src/loyalty/types';
import { minorToAmount } from './money';

/**
 * A loyalty redemption at precision 2 whose numbers sit close together, so that every check
 * (and several at once) fails often.
 */
export const loyaltyRedemptionArb: fc.Arbitrary<LoyaltyRedemptionInput> = fc
  .record({
    amount: fc.integer({ min: 0, max: 2_000 }),
    available: fc.integer({ min: 0, max: 2_000 }),
    max: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 })),
    min: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 })),
    openTab: fc.boolean(),
    subTotal: fc.integer({ min: 0, max: 2_000 }),
    surcharges: fc.integer({ min: 0, max: 300 }),
    discounts: fc.integer({ min: 0, max: 500 }),
    maxLoyalty: fc.integer({ min: 0, max: 2_000 }),
  })
  .map((r): LoyaltyRedemptionInput => {
    const fmt = (minor: number): string => minorToAmount(minor, 2);
    return {
      amount: fmt(r.amount),
      loyalty: {
        customer_loyalty: fmt(r.available),
        max_redeem_value: fmt(r.max),
        min_redeem_value: fmt(r.min),
      },
      order: r.openTab
        ? { mode: 'open_tab', maxLoyalty: fmt(r.maxLoyalty) }
        : {
            mode: 'standard',
            subTotal: fmt(r.subTotal),
            surchargeSubTotal: fmt(r.surcharges),
            discountTotal: fmt(r.discounts),
          },
      precision: 2,
    };
  });
