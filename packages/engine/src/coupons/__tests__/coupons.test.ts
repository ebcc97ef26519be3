import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { amountArb, discountArb, precisionArb } from '../../../test/arbitraries';
import { canRemoveDiscount } from '../can-remove-discount';
import { couponBase } from '../coupon-base';
import { couponRejectionMessage } from '../coupon-rejection-message';
import { discountTypeCode } from '../discount-type-code';
import { evaluateCoupon } from '../evaluate-coupon';
import type { Discount } from '../types';
import { errorCode as code } from '../../../test/error-code';

const coupon = (overrides: Partial<Discount> = {}): Discount => ({
  discount_id: 7,
  discount_name: 'WELCOME',
  discount_type: 'PERCENTAGE',
  discount_rate: '10',
  ...overrides,
});

describe('discountTypeCode', () => {
  it('reads the words in any case and the payload codes', () => {
    expect(discountTypeCode('PERCENTAGE')).toBe(1);
    expect(discountTypeCode('Percentage')).toBe(1);
    expect(discountTypeCode(' fixed ')).toBe(2);
    expect(discountTypeCode(1)).toBe(1);
    expect(discountTypeCode(2)).toBe(2);
    expect(discountTypeCode('2')).toBe(2);
  });

  it('refuses anything else with UNKNOWN_DISCOUNT_TYPE', () => {
    for (const value of ['BOGO', '', 3, 0, null, undefined, 1.5, {}]) {
      expect(code(() => discountTypeCode(value))).toBe('UNKNOWN_DISCOUNT_TYPE');
    }
  });
});

/** The base as one decimal, for reading the examples. */
const baseOf = (input: Parameters<typeof couponBase>[0]) => {
  const base = couponBase(input);
  return base.total.dividedBy(base.shares);
};

describe('couponBase', () => {
  it('is the subtotal, plus surcharges for an on_total coupon', () => {
    const order = { subTotal: '90.00', surchargeSubTotal: '10.00' };
    expect(baseOf({ ...order, onTotal: false }).toFixed(2)).toBe('90.00');
    expect(baseOf({ ...order, onTotal: true }).toFixed(2)).toBe('100.00');
    expect(baseOf({ ...order, onTotal: true, split: { type: 'none' } }).toFixed(2)).toBe('100.00');
  });

  it('uses the selected subtotal of a manual split', () => {
    const order = { subTotal: '90.00', surchargeSubTotal: '10.00' };
    const split = { type: 'manual', selectedSubTotal: '30.00' } as const;
    expect(baseOf({ ...order, onTotal: false, split }).toFixed(2)).toBe('30.00');
    // The spec's words: the surcharge subtotal is added as it is...
    expect(baseOf({ ...order, onTotal: true, split }).toFixed(2)).toBe('40.00');
    // ...unless the caller knows the selection's own surcharges.
    expect(
      baseOf({
        ...order,
        onTotal: true,
        split: { ...split, selectedSurchargeSubTotal: '3.33' },
      }).toFixed(2),
    ).toBe('33.33');
  });

  it('divides the base of an equal split by the count, exactly', () => {
    const base = couponBase({
      subTotal: '90.00',
      surchargeSubTotal: '10.00',
      onTotal: true,
      split: { type: 'equal', count: 3 },
    });
    expect(base).toEqual({ total: new Decimal('100.00'), shares: 3 });
    expect(base.total.dividedBy(base.shares).toFixed(6)).toBe('33.333333');
    expect(
      baseOf({
        subTotal: '90.00',
        surchargeSubTotal: '10.00',
        onTotal: false,
        split: { type: 'equal' },
      }).toFixed(2),
    ).toBe('45.00');
    // 10 % of the exact share, rounded once.
    expect(evaluateCoupon(coupon(), base, 2)).toMatchObject({ discountedAmount: '3.33' });
  });

  it('refuses a split count outside 2 to 99 and negative amounts', () => {
    const order = { subTotal: '90.00', surchargeSubTotal: '0', onTotal: false };
    expect(code(() => couponBase({ ...order, split: { type: 'equal', count: 1 } }))).toBe(
      'SPLIT_COUNT_OUT_OF_RANGE',
    );
    expect(code(() => couponBase({ ...order, split: { type: 'equal', count: 100 } }))).toBe(
      'SPLIT_COUNT_OUT_OF_RANGE',
    );
    expect(code(() => couponBase({ ...order, subTotal: '-1.00' }))).toBe('NEGATIVE_AMOUNT');
  });
});

describe('evaluateCoupon', () => {
  it('takes the rate percent of the base, rounded half up', () => {
    expect(evaluateCoupon(coupon(), '80.05', 2)).toEqual({
      accepted: true,
      discount_id: 7,
      discount_type: 1,
      discountedAmount: '8.01',
    });
    expect(evaluateCoupon(coupon({ discount_rate: '12.5' }), '10.000', 3)).toMatchObject({
      discountedAmount: '1.250',
    });
    expect(evaluateCoupon(coupon({ discount_rate: '15' }), '1250', 0)).toMatchObject({
      discountedAmount: '188',
    });
  });

  it('takes a fixed discount as it is', () => {
    expect(
      evaluateCoupon(coupon({ discount_type: 'FIXED', discount_rate: '5' }), '20.00', 2),
    ).toEqual({ accepted: true, discount_id: 7, discount_type: 2, discountedAmount: '5.00' });
    expect(evaluateCoupon(coupon({ discount_type: 2, discount_rate: 5 }), '5.00', 2)).toMatchObject(
      {
        accepted: true,
        discountedAmount: '5.00',
      },
    );
  });

  it('caps at maxdiscountableAmount when it is above zero', () => {
    const capped = coupon({ discount_rate: '50', maxdiscountableAmount: '20.00' });
    expect(evaluateCoupon(capped, '100.00', 2)).toMatchObject({ discountedAmount: '20.00' });
    expect(evaluateCoupon(capped, '30.00', 2)).toMatchObject({ discountedAmount: '15.00' });
    const zero = coupon({ discount_rate: '50', maxdiscountableAmount: '0.00' });
    expect(evaluateCoupon(zero, '100.00', 2)).toMatchObject({ discountedAmount: '50.00' });
    const fixed = coupon({
      discount_type: 'FIXED',
      discount_rate: '25',
      maxdiscountableAmount: '10',
    });
    expect(evaluateCoupon(fixed, '12.00', 2)).toMatchObject({ discountedAmount: '10.00' });
  });

  it('rejects a base under min_order_amount with the amount to print', () => {
    const minimum = coupon({ min_order_amount: '50.00' });
    expect(evaluateCoupon(minimum, '49.99', 2)).toEqual({
      accepted: false,
      discount_id: 7,
      reason: 'below_min_order_amount',
      amount: '50.00',
    });
    expect(evaluateCoupon(minimum, '50.00', 2)).toMatchObject({ accepted: true });
  });

  it('rejects a discount larger than the eligible amount, printing the eligible amount', () => {
    const fixed = coupon({ discount_type: 'fixed', discount_rate: '15' });
    expect(evaluateCoupon(fixed, '10.00', 2)).toEqual({
      accepted: false,
      discount_id: 7,
      reason: 'exceeds_eligible_amount',
      amount: '10.00',
    });
  });

  it('checks the minimum before the size of the discount', () => {
    const both = coupon({ discount_type: 'FIXED', discount_rate: '15', min_order_amount: '20' });
    expect(evaluateCoupon(both, '10.00', 2)).toMatchObject({ reason: 'below_min_order_amount' });
  });

  it('refuses an unknown discount type and a bad precision', () => {
    const odd = { ...coupon(), discount_type: 'BOGO' } as unknown as Discount;
    expect(code(() => evaluateCoupon(odd, '10.00', 2))).toBe('UNKNOWN_DISCOUNT_TYPE');
    expect(code(() => evaluateCoupon(coupon(), '10.00', 4))).toBe('PRECISION_OUT_OF_RANGE');
  });

  it('always rejects a base under its minimum', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) =>
          fc.tuple(fc.constant(p), discountArb(p), amountArb(p, { min: 1, max: 100_000 })),
        ),
        fc.integer({ min: 1, max: 100_000 }),
        ([p, discount, minimum], shortfall) => {
          const unit = new Decimal(10).pow(-p);
          const base = Decimal.max(new Decimal(minimum).minus(unit.times(shortfall)), 0);
          const verdict = evaluateCoupon({ ...discount, min_order_amount: minimum }, base, p);
          expect(verdict).toMatchObject({
            accepted: false,
            reason: 'below_min_order_amount',
            amount: minimum,
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives quantized discounts that never exceed the base or the cap', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) => fc.tuple(fc.constant(p), discountArb(p), amountArb(p))),
        ([p, discount, base]) => {
          const verdict = evaluateCoupon(discount, base, p);
          const printed = verdict.accepted ? verdict.discountedAmount : verdict.amount;
          expect(printed).toMatch(p === 0 ? /^\d+$/u : new RegExp(`^\\d+\\.\\d{${p}}$`, 'u'));
          if (!verdict.accepted) return;
          const amount = new Decimal(verdict.discountedAmount);
          expect(amount.lessThanOrEqualTo(base)).toBe(true);
          const cap = new Decimal(discount.maxdiscountableAmount ?? 0);
          if (cap.greaterThan(0)) expect(amount.lessThanOrEqualTo(cap)).toBe(true);
          expect(evaluateCoupon(discount, base, p)).toEqual(verdict);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives equal-split bases that add up to the whole base', () => {
    fc.assert(
      fc.property(
        amountArb(2),
        amountArb(2),
        fc.boolean(),
        fc.integer({ min: 2, max: 99 }),
        (subTotal, surchargeSubTotal, onTotal, count) => {
          const whole = couponBase({ subTotal, surchargeSubTotal, onTotal });
          const share = couponBase({
            subTotal,
            surchargeSubTotal,
            onTotal,
            split: { type: 'equal', count },
          });
          expect(share.total.equals(whole.total)).toBe(true);
          expect([whole.shares, share.shares]).toEqual([1, count]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('couponRejectionMessage', () => {
  it('renders the spec texts with the formatted amount and a translation key', () => {
    expect(
      couponRejectionMessage(
        { reason: 'below_min_order_amount', amount: '1500.00' },
        { currency: 'AED', precision: 2 },
      ),
    ).toEqual({
      key: 'coupon.orders_above',
      params: { currency: 'AED', amount: '1,500.00' },
      text: 'This coupon can only be used for orders above AED 1,500.00!',
    });
    expect(
      couponRejectionMessage(
        { reason: 'exceeds_eligible_amount', amount: '15' },
        { currency: 'KWD', precision: 3 },
      ).text,
    ).toBe('This coupon can only be used for orders below KWD 15.000!');
  });

  it('prints the amount of an evaluated rejection', () => {
    const verdict = evaluateCoupon(coupon({ min_order_amount: '50' }), '20.00', 0);
    if (verdict.accepted) throw new Error('expected a rejection');
    expect(couponRejectionMessage(verdict, { currency: 'JPY', precision: 0 }).text).toBe(
      'This coupon can only be used for orders above JPY 50!',
    );
  });
});

describe('canRemoveDiscount', () => {
  it('keeps a discount applied from the POS', () => {
    expect(canRemoveDiscount(coupon({ applied_from_pos: true }))).toBe(false);
    expect(canRemoveDiscount(coupon({ applied_from_pos: false }))).toBe(true);
    expect(canRemoveDiscount(coupon())).toBe(true);
  });
});
