import { describe, expect, it } from 'vitest';
import type { PricingLine } from '../../cart/types';
import { couponBase } from '../../coupons/coupon-base';
import { couponRejectionMessage } from '../../coupons/coupon-rejection-message';
import { evaluateCoupon } from '../../coupons/evaluate-coupon';
import { checkLoyaltyRedemption } from '../../loyalty/check-loyalty-redemption';
import type { PriceOrderInput } from '../bill-types';
import { priceOrder } from '../price-order';

// Named examples of issue 13: every exact half cent rounds up, and every rule has one answer.

const tax = (value: string) => ({ id: 1, name: 'Tax', type: 'PERCENTAGE' as const, value });
const line = (unit_price: string, taxes = [tax('15')], id = 'l1'): PricingLine => ({
  id,
  item_id: 1,
  category_id: 1,
  count: 1,
  unit_price,
  modifiers: [],
  taxes,
});
const fixed = (rate: string, extra: object = {}) => ({
  discount_id: 9,
  discount_name: 'OFF',
  discount_type: 'FIXED' as const,
  discount_rate: rate,
  ...extra,
});
const order = (overrides: Partial<PriceOrderInput>): PriceOrderInput => ({
  currency: 'AED',
  precision: 2,
  is_tax_inclusive: false,
  mode: 'walk_in',
  lines: [line('10.00')],
  ...overrides,
});

describe('tax after a discount rounds an exact half up', () => {
  it('2.90 less a fixed 2.40 at 15 % leaves 0.50 taxable: tax 0.075 is 0.08', () => {
    const bill = priceOrder(order({ lines: [line('2.90')], discounts: [fixed('2.40')] }));
    expect(bill.sub_total_after_discount).toBe('0.50');
    expect(bill.tax_total).toBe('0.08');
    expect(bill.total_amount).toBe('0.58');
  });

  it('30.48 less a fixed 22.98 at 7 %: tax 0.525 is 0.53', () => {
    const bill = priceOrder(
      order({ lines: [line('30.48', [tax('7')])], discounts: [fixed('22.98')] }),
    );
    expect(bill.tax_total).toBe('0.53');
    expect(bill.lines[0]?.tax).toBe('0.53');
  });

  it('inclusive tax after a discount: 2.90 less 2.87 at 20 % leaves 0.03, holding 0.005 → 0.01', () => {
    const bill = priceOrder(
      order({
        is_tax_inclusive: true,
        lines: [line('2.90', [tax('20')])],
        discounts: [fixed('2.87')],
      }),
    );
    expect(bill.tax_total).toBe('0.01');
  });

  it('an inclusive surcharge of 0.03 at 20 % holds 0.005 of tax → 0.01', () => {
    const bill = priceOrder(
      order({
        is_tax_inclusive: true,
        lines: [line('1.00', [])],
        surcharges: [
          { id: 1, name: 'Fee', type: 2, value: '0.03', is_taxable: true, tax_rate: '20' },
        ],
      }),
    );
    expect(bill.surcharges_breakdown[0]?.tax).toBe('0.01');
  });
});

describe('an equal-split coupon base is exact', () => {
  it('155.00 over 6 shares at 3 %: 0.775 is 0.78', () => {
    const base = couponBase({
      subTotal: '155.00',
      surchargeSubTotal: '0',
      onTotal: false,
      split: { type: 'equal', count: 6 },
    });
    const verdict = evaluateCoupon(
      { discount_id: 1, discount_name: 'THREE', discount_type: 'PERCENTAGE', discount_rate: '3' },
      base,
      2,
    );
    expect(verdict).toMatchObject({ accepted: true, discountedAmount: '0.78' });
  });

  it('a minimum equal to an exact third of the base is met', () => {
    // 100.00 / 3 = 33.333…; a minimum of 33.34 is not met, and 33.33 is.
    const base = (count: number) =>
      couponBase({
        subTotal: '100.00',
        surchargeSubTotal: '0',
        onTotal: false,
        split: { type: 'equal', count },
      });
    const coupon = (min: string) => ({ ...fixed('1.00'), min_order_amount: min });
    expect(evaluateCoupon(coupon('33.33'), base(3), 2).accepted).toBe(true);
    expect(evaluateCoupon(coupon('33.34'), base(3), 2).accepted).toBe(false);
  });
});

describe('loyalty may cover items + surcharges − discounts, in the check and in pricing', () => {
  it('items 10.00 and a 5.00 fee take 12.00 of loyalty as a discount', () => {
    const check = checkLoyaltyRedemption({
      amount: '12.00',
      loyalty: { customer_loyalty: '100' },
      order: { mode: 'standard', subTotal: '10.00', surchargeSubTotal: '5.00', discountTotal: '0' },
      precision: 2,
    });
    expect(check.accepted).toBe(true);
    const bill = priceOrder(
      order({
        lines: [line('10.00', [])],
        surcharges: [{ id: 1, name: 'Fee', type: 2, value: '5.00' }],
        loyalty: { amount: '12.00', as_discount: true },
      }),
    );
    expect(bill.sub_total_after_discount).toBe('0.00');
    expect(bill.surcharge_sub_total).toBe('3.00');
    expect(bill.total_amount).toBe('3.00');
  });

  it('loyalty paid like a tender covers no more than the check allows (tax is not in it)', () => {
    const input = order({
      lines: [line('10.00', [tax('10')])],
      loyalty: { amount: '10.50', as_discount: false },
    });
    const check = checkLoyaltyRedemption({
      amount: '10.50',
      loyalty: { customer_loyalty: '100' },
      order: { mode: 'standard', subTotal: '10.00', surchargeSubTotal: '0', discountTotal: '0' },
      precision: 2,
    });
    expect(check.accepted).toBe(false);
    expect(() => priceOrder(input)).toThrow(/LOYALTY_EXCEEDS_TOTAL|loyalty/i);
  });
});

describe('the "orders below" amount is the eligible amount on every path', () => {
  const coupon = fixed('30.00');
  it('evaluateCoupon prints the eligible base, not the discount', () => {
    const verdict = evaluateCoupon(coupon, '25.00', 2);
    expect(verdict).toMatchObject({
      accepted: false,
      reason: 'exceeds_eligible_amount',
      amount: '25.00',
    });
  });

  it('priceOrder prints the same eligible base when nothing else was taken off', () => {
    const bill = priceOrder(order({ lines: [line('25.00', [])], discounts: [coupon] }));
    expect(bill.rejected_discounts).toEqual([
      { discount_id: 9, reason: 'exceeds_eligible_amount', amount: '25.00' },
    ]);
  });

  it('after an earlier discount priceOrder prints what is left of the base', () => {
    const bill = priceOrder(
      order({
        lines: [line('40.00', [])],
        discounts: [{ ...fixed('20.00'), discount_id: 8 }, coupon],
      }),
    );
    expect(bill.rejected_discounts).toEqual([
      { discount_id: 9, reason: 'exceeds_eligible_amount', amount: '20.00' },
    ]);
    const [rejection] = bill.rejected_discounts;
    if (!rejection) throw new Error('expected a rejection');
    expect(couponRejectionMessage(rejection, { currency: 'AED', precision: 2 }).text).toBe(
      'This coupon can only be used for orders below AED 20.00!',
    );
  });
});
