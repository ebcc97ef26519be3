import { couponRejectionMessage } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { billRejection, checkCoupon } from '../check-coupon';

const TAKE5 = {
  discount_id: 32,
  discount_name: 'TAKE5',
  discount_type: 'FIXED' as const,
  discount_rate: '5.00',
  min_order_amount: '25.00',
  on_total: false,
  applied_from_pos: false,
  promotion_id: null,
};

describe('checkCoupon (coupon evaluation glue)', () => {
  it('accepts a coupon whose minimum the subtotal reaches, with the engine amount', () => {
    expect(checkCoupon(TAKE5, { sub_total: '30.00', surcharge_sub_total: '0.50' }, 2)).toEqual({
      accepted: true,
      discount_id: 32,
      discount_type: 2,
      discountedAmount: '5.00',
    });
  });

  it('refuses it below min_order_amount, with the amount of the A§5 message', () => {
    const verdict = checkCoupon(TAKE5, { sub_total: '20.00', surcharge_sub_total: '0.50' }, 2);
    expect(verdict).toEqual({
      accepted: false,
      discount_id: 32,
      reason: 'below_min_order_amount',
      amount: '25.00',
    });
    if (!verdict.accepted) {
      expect(couponRejectionMessage(verdict, { currency: 'SGD', precision: 2 }).text).toBe(
        'This coupon can only be used for orders above SGD 25.00!',
      );
    }
  });

  it('counts the surcharges in the base of an on_total coupon (A§5)', () => {
    const onTotal = { ...TAKE5, on_total: true };
    expect(
      checkCoupon(onTotal, { sub_total: '24.60', surcharge_sub_total: '0.50' }, 2),
    ).toMatchObject({ accepted: true });
    expect(
      checkCoupon(TAKE5, { sub_total: '24.60', surcharge_sub_total: '0.50' }, 2),
    ).toMatchObject({
      accepted: false,
    });
  });

  it('refuses a fixed discount above the eligible amount, naming the eligible amount', () => {
    const noMinimum = { ...TAKE5, min_order_amount: null };
    expect(checkCoupon(noMinimum, { sub_total: '4.00', surcharge_sub_total: '0.00' }, 2)).toEqual({
      accepted: false,
      discount_id: 32,
      reason: 'exceeds_eligible_amount',
      amount: '4.00',
    });
  });
});

describe('billRejection', () => {
  it("finds the bill's refusal of a discount, or null", () => {
    const bill = {
      rejected_discounts: [
        { discount_id: 32, reason: 'below_min_order_amount' as const, amount: '25.00' },
      ],
    };
    expect(billRejection(bill, 32)?.reason).toBe('below_min_order_amount');
    expect(billRejection(bill, 31)).toBeNull();
  });
});
