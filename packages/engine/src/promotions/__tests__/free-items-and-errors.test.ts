import { describe, expect, it } from 'vitest';
import type { EngineErrorCode } from '../../errors/codes';
import { isEngineError } from '../../errors/engine-error';
import { applyItemPromotions } from '../apply-item-promotions';
import { freeItemGrants } from '../free-item-grants';
import { isPromotionLocked } from '../is-promotion-locked';
import type { Promotion } from '../types';
import { line, promo } from './fixtures';

function codeOf(run: () => unknown): EngineErrorCode | 'none' | 'other' {
  try {
    run();
    return 'none';
  } catch (error) {
    return isEngineError(error) ? error.code : 'other';
  }
}

describe('freeItemGrants', () => {
  const burgerGetsFries = promo(
    7,
    { type: 'gets_free_item', include: { items: [4] } },
    {
      include: { items: [3] },
    },
  );

  it('grants the action items when the condition holds, movement type sold by default', () => {
    expect(freeItemGrants([line('a', 'burger')], [burgerGetsFries])).toEqual([
      { promotion_id: 7, item_id: 4, count: 1, movement_type: 'sold' },
    ]);
    expect(freeItemGrants([line('a', 'cola')], [burgerGetsFries])).toEqual([]);
  });

  it('grants quantity units of each listed item, with the movement type given', () => {
    const p = promo(8, {
      type: 'gets_free_item',
      include: { items: [6, 5] },
      quantity: 2,
      movement_type: 'wastage',
    });
    expect(freeItemGrants([line('a', 'burger')], [p], 2)).toEqual([
      { promotion_id: 8, item_id: 5, count: 2, movement_type: 'wastage' },
      { promotion_id: 8, item_id: 6, count: 2, movement_type: 'wastage' },
    ]);
  });

  it('free lines never satisfy a condition (no free item from a free item)', () => {
    const freeBurger = line('f', 'burger', 1, { is_free_item: true, promotion_id: 1 });
    expect(freeItemGrants([freeBurger], [burgerGetsFries])).toEqual([]);
  });
});

describe('isPromotionLocked', () => {
  it('locks free-item lines only', () => {
    expect(isPromotionLocked(line('f', 'fries', 1, { is_free_item: true, promotion_id: 7 }))).toBe(
      true,
    );
    expect(isPromotionLocked(line('a', 'fries'))).toBe(false);
  });
});

describe('errors', () => {
  const cart = [line('a', 'burger')];
  const run = (p: Promotion) => () => applyItemPromotions(cart, [p], 2);
  const base = promo(1, { type: 'gets_percent_discount', value: '10' });

  it('throws UNKNOWN_PROMOTION_TYPE and UNKNOWN_CONDITION_TYPE', () => {
    const action = {
      ...base,
      action: { ...base.action, type: 'gets_a_pony' },
    } as unknown as Promotion;
    expect(codeOf(run(action))).toBe('UNKNOWN_PROMOTION_TYPE');
    const condition = { ...base, condition: { type: 'buys_nothing' } } as unknown as Promotion;
    expect(codeOf(run(condition))).toBe('UNKNOWN_CONDITION_TYPE');
    // also from the order side and from freeItemGrants
    expect(codeOf(() => freeItemGrants(cart, [action]))).toBe('UNKNOWN_PROMOTION_TYPE');
  });

  it.each<[string, Promotion]>([
    ['missing value', promo(1, { type: 'gets_value_discount' })],
    ['percent above 100', promo(1, { type: 'gets_percent_discount', value: '100.5' })],
    ['negative value', promo(1, { type: 'gets_value_discount', value: '-1.00' })],
    ['value finer than the precision', promo(1, { type: 'pay_fixed_price', value: '1.005' })],
    ['bad cap', promo(1, { ...base.action, max_discount_value: 'ten' })],
    ['quantity 0', promo(1, { ...base.action, quantity: 0 })],
    ['fractional min_qty', promo(1, base.action, { min_qty: 1.5 })],
    [
      'amount condition without min_price',
      promo(1, base.action, { type: 'buys_for_specific_amount' }),
    ],
    ['free item without an item', promo(1, { type: 'gets_free_item' })],
    ['bundle without a set', promo(1, base.action, { bundle_discount: true })],
    ['bad ids', promo(1, base.action, { include: { items: ['x' as unknown as number] } })],
    ['bad priority', { ...base, priority: Number.NaN }],
    ['bad promo_type', { ...base, promo_type: 'gold' as 'basic' }],
    ['missing condition', { ...base, condition: null as unknown as Promotion['condition'] }],
  ])('throws INVALID_PROMOTION for %s', (_, p) => {
    expect(codeOf(run(p))).toBe('INVALID_PROMOTION');
  });

  it('throws INVALID_PROMOTION for duplicate ids', () => {
    expect(codeOf(() => applyItemPromotions(cart, [base, { ...base, priority: 4 }], 2))).toBe(
      'INVALID_PROMOTION',
    );
  });

  it('refuses bad lines and precisions with their own codes', () => {
    expect(codeOf(() => applyItemPromotions([line('a', 'burger', 0)], [], 2))).toBe(
      'INVALID_QUANTITY',
    );
    expect(codeOf(() => applyItemPromotions([line('a', 'burger', 1.5)], [], 2))).toBe(
      'INVALID_QUANTITY',
    );
    expect(
      codeOf(() => applyItemPromotions([{ ...line('a', 'burger'), unit_price: '-1.00' }], [], 2)),
    ).toBe('NEGATIVE_AMOUNT');
    expect(codeOf(() => applyItemPromotions(cart, [], 4 as 2))).toBe('PRECISION_OUT_OF_RANGE');
  });
});
