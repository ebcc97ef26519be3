import { describe, expect, it } from 'vitest';
import {
  freeDeliveryPromotion,
  freeItemPromotion,
  loyaltyBalance,
  loyaltyRedeemed,
  orderFixedDiscount,
  orderPercentageDiscount,
  percentageCoupon,
  posFixedDiscount,
  promotionCartItem,
  specificAmountPromotion,
  specificItemsPromotion,
} from '../../../test/fixtures/entities/index';
import {
  discountSchema,
  loyaltySchema,
  orderDiscountSchema,
  promotionCartItemSchema,
  promotionSchema,
} from '../index';
import { reject, withField } from './reject';

describe('promotionSchema', () => {
  it.each([
    ['buys_specific_items', specificItemsPromotion],
    ['buys_for_specific_amount', specificAmountPromotion],
    ['a free item', freeItemPromotion],
    ['free delivery', freeDeliveryPromotion],
  ])('accepts a promotion with %s', (_name, promotion) => {
    expect(promotionSchema.parse(promotion)).toEqual(promotion);
  });

  it('rejects an unknown action type and condition type', () => {
    const action = reject(promotionSchema, {
      ...specificItemsPromotion,
      action: { ...specificItemsPromotion.action, type: 'gets_cashback' },
    });
    expect(action.path).toBe('action.type');
    expect(action.message).toContain('"gets_free_item"');
    const condition = reject(promotionSchema, {
      ...specificItemsPromotion,
      condition: { ...specificItemsPromotion.condition, type: 'visits_twice' },
    });
    expect(condition.path).toBe('condition.type');
  });

  it('rejects a min_price given as a number', () => {
    const issue = reject(promotionSchema, {
      ...specificAmountPromotion,
      condition: { ...specificAmountPromotion.condition, min_price: 100 },
    });
    expect(issue).toEqual({
      path: 'condition.min_price',
      message: 'Invalid input: expected string, received number',
    });
  });

  it('rejects an unknown promo type and a coupon code without an id', () => {
    expect(
      reject(promotionSchema, withField(specificItemsPromotion, 'promo_type', 'gold')).path,
    ).toBe('promo_type');
    expect(
      reject(promotionSchema, { ...specificAmountPromotion, coupon_codes: [{ code: 'X' }] }).path,
    ).toBe('coupon_codes.0.id');
  });
});

describe('promotionCartItemSchema', () => {
  it('accepts a free-item line', () => {
    expect(promotionCartItemSchema.parse(promotionCartItem)).toEqual(promotionCartItem);
  });

  it('rejects a temp_uuid that is not a UUID', () => {
    expect(reject(promotionCartItemSchema, { ...promotionCartItem, temp_uuid: 'abc' })).toEqual({
      path: 'temp_uuid',
      message: 'must be a UUID',
    });
  });
});

describe('discountSchema and orderDiscountSchema', () => {
  it('accepts coupons and order discounts', () => {
    for (const discount of [percentageCoupon, posFixedDiscount])
      expect(discountSchema.parse(discount)).toEqual(discount);
    for (const discount of [orderPercentageDiscount, orderFixedDiscount])
      expect(orderDiscountSchema.parse(discount)).toEqual(discount);
  });

  it('keeps the two spellings apart: words in a coupon, numbers in an order', () => {
    expect(reject(discountSchema, withField(percentageCoupon, 'discount_type', 1)).path).toBe(
      'discount_type',
    );
    expect(
      reject(orderDiscountSchema, withField(orderFixedDiscount, 'discount_type', 'FIXED')).message,
    ).toBe('Invalid option: expected one of 1|2');
  });

  it('requires the discount_* names in an order discount', () => {
    const shortNamesOnly = {
      id: 72,
      name: 'Manager comp',
      type: 2,
      rate: '20.00',
      amount: '20.00',
      min_order_amount: null,
      on_total: true,
      applied_from_pos: true,
      promotion_id: null,
      applicable_on_dinein: null,
    };
    expect(reject(orderDiscountSchema, shortNamesOnly).path).toBe('discount_id');
  });

  it('rejects a rate given as a number and a negative min_order_amount', () => {
    expect(
      reject(discountSchema, withField(percentageCoupon, 'discount_rate', 10)).message,
    ).toContain('expected string');
    expect(
      reject(discountSchema, withField(percentageCoupon, 'min_order_amount', '-50')).message,
    ).toBe('must be a non-negative decimal string such as "12.50"');
  });
});

describe('loyaltySchema', () => {
  it.each([loyaltyBalance, loyaltyRedeemed])(
    'accepts a balance of $customer_loyalty',
    (fixture) => {
      expect(loyaltySchema.parse(fixture)).toEqual(fixture);
    },
  );

  it('rejects points given as a number or negative', () => {
    expect(
      reject(loyaltySchema, withField(loyaltyBalance, 'customer_loyalty', 350)).message,
    ).toContain('expected string');
    expect(reject(loyaltySchema, withField(loyaltyBalance, 'customer_loyalty', '-1')).message).toBe(
      'must be a non-negative decimal string of points such as "120"',
    );
  });

  it('requires the money a point is worth, as a decimal string', () => {
    expect(reject(loyaltySchema, withField(loyaltyBalance, 'point_value', undefined))).toEqual({
      path: 'point_value',
      message: 'Invalid input: expected string, received undefined',
    });
    expect(reject(loyaltySchema, withField(loyaltyBalance, 'point_value', 0.1)).message).toContain(
      'expected string',
    );
    expect(reject(loyaltySchema, withField(loyaltyBalance, 'point_value', '-0.10'))).toEqual({
      path: 'point_value',
      message: 'must be a non-negative decimal string such as "5" or "12.5"',
    });
  });
});
