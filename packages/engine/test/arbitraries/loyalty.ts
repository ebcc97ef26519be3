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

/**
 * A programme's point_value, the money one point is worth: above zero, with 0 to 4 decimals, from
 * 0.0001 up to 100. `atMostOne` / `atLeastOne` keep it on one side of one unit of currency.
 */
export function pointValueArb({
  atMostOne = false,
  atLeastOne = false,
}: { atMostOne?: boolean; atLeastOne?: boolean } = {}): fc.Arbitrary<string> {
  return fc.integer({ min: 0, max: 4 }).chain((places) => {
    const one = 10 ** places;
    return fc
      .integer({ min: atLeastOne ? one : 1, max: atMostOne ? one : 100 * one })
      .map((minor) => minorToAmount(minor, places));
  });
}
