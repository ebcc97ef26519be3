import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import { Decimal } from '../../money/decimal';
import type { PricingLine } from '../../cart/types';
import { applyOrderPromotions, type OrderPromotionInput } from '../apply-order-promotions';
import type { Promotion } from '../types';
import { line, promo } from './fixtures';

const cart = [line('a', 'pepperoni', 2), line('b', 'burger', 1), line('c', 'cola', 3)];

function input(
  promotions: Promotion[],
  options: {
    lines?: PricingLine[];
    subTotals?: string[];
    surcharges?: OrderPromotionInput['surcharges'];
  } = {},
): OrderPromotionInput {
  const lines = options.lines ?? cart;
  const lineSubTotals = (options.subTotals ?? ['24.00', '8.00', '6.00']).map((v) => new Decimal(v));
  return {
    lines,
    lineSubTotals,
    subTotal: lineSubTotals.reduce((sum, v) => sum.plus(v), new Decimal(0)),
    surcharges: options.surcharges ?? [],
    promotions,
    precision: 2,
  };
}

const spend = (min: string) => ({ type: 'buys_for_specific_amount' as const, min_price: min });

describe('order-level promotions', () => {
  it('gets_percent_discount_on_order takes the percent off the subtotal', () => {
    const p = promo(1, { type: 'gets_percent_discount_on_order', value: '12.5' }, spend('30.00'));
    const result = applyOrderPromotions(input([p]));
    // 38.00 × 12.5 % = 4.75
    expect(result.order?.discount.toFixed(2)).toBe('4.75');
    expect(result.applied).toEqual([
      {
        promotion_id: 1,
        name: 'P1',
        priority: 1,
        action_type: 'gets_percent_discount_on_order',
        amount: '4.75',
        line_ids: [],
      },
    ]);
  });

  it('gets_value_discount_on_order takes the value, at most the subtotal', () => {
    const p = promo(1, { type: 'gets_value_discount_on_order', value: '50.00' });
    expect(applyOrderPromotions(input([p])).order?.discount.toFixed(2)).toBe('38.00');
  });

  it('keeps only one order-level promotion: the best priority', () => {
    const big = promo(
      1,
      { type: 'gets_value_discount_on_order', value: '20.00' },
      {},
      { priority: 2 },
    );
    const small = promo(
      2,
      { type: 'gets_value_discount_on_order', value: '5.00' },
      {},
      { priority: 1 },
    );
    const result = applyOrderPromotions(input([big, small]));
    expect(result.order?.promotion.id).toBe(2);
    expect(result.applied.map((a) => a.promotion_id)).toEqual([2]);
  });

  it('skips an order promotion whose condition fails and takes the next', () => {
    const unmet = promo(
      1,
      { type: 'gets_value_discount_on_order', value: '9.00' },
      spend('100.00'),
    );
    const met = promo(
      2,
      { type: 'gets_value_discount_on_order', value: '3.00' },
      {},
      { priority: 5 },
    );
    expect(applyOrderPromotions(input([unmet, met])).order?.promotion.id).toBe(2);
  });

  it('skips an order promotion that would take nothing off, so it blocks nothing', () => {
    const nothing = promo(1, { type: 'gets_percent_discount_on_order', value: '0' });
    const next = promo(
      2,
      { type: 'gets_value_discount_on_order', value: '1.00' },
      {},
      { priority: 9 },
    );
    expect(applyOrderPromotions(input([nothing, next])).order?.promotion.id).toBe(2);
    expect(applyOrderPromotions(input([nothing])).order).toBeNull();
  });

  it('measures min_price after item-level promotions', () => {
    const p = promo(1, { type: 'gets_value_discount_on_order', value: '5.00' }, spend('38.00'));
    expect(applyOrderPromotions(input([p])).order).not.toBeNull();
    // an item promotion took 2.40 off the pizzas: 35.60 is below 38.00
    expect(
      applyOrderPromotions(input([p], { subTotals: ['21.60', '8.00', '6.00'] })).order,
    ).toBeNull();
  });

  it('an action include list narrows the base to those lines', () => {
    const p = promo(1, {
      type: 'gets_percent_discount_on_order',
      value: '50',
      include: { categories: [40] },
    });
    expect(applyOrderPromotions(input([p])).order?.discount.toFixed(2)).toBe('3.00');
  });

  it('max_discount_value caps the order discount', () => {
    const p = promo(1, {
      type: 'gets_percent_discount_on_order',
      value: '50',
      max_discount_value: '7.50',
    });
    expect(applyOrderPromotions(input([p])).order?.discount.toFixed(2)).toBe('7.50');
  });
});

describe('delivery promotions', () => {
  const surcharges = [
    { id: 2, amount: new Decimal('4.00'), is_delivery_charge: true },
    { id: 1, amount: new Decimal('3.00'), is_delivery_charge: false },
  ];

  it('gets_free_delivery takes 100 % off the delivery surcharges only', () => {
    const p = promo(1, { type: 'gets_free_delivery' });
    const result = applyOrderPromotions(input([p], { surcharges }));
    expect(result.delivery.map((d) => [d.surcharge_id, d.discount.toFixed(2)])).toEqual([
      [2, '4.00'],
    ]);
    expect(result.applied[0]?.amount).toBe('4.00');
  });

  it('gets_percent_delivery_discount and gets_value_delivery_discount', () => {
    const percent = promo(1, { type: 'gets_percent_delivery_discount', value: '25' });
    expect(
      applyOrderPromotions(input([percent], { surcharges })).delivery[0]?.discount.toFixed(2),
    ).toBe('1.00');
    const value = promo(1, { type: 'gets_value_delivery_discount', value: '5.00' });
    expect(
      applyOrderPromotions(input([value], { surcharges })).delivery[0]?.discount.toFixed(2),
    ).toBe('4.00');
  });

  it("the action's surcharge id picks that surcharge, flagged or not", () => {
    const p = promo(1, { type: 'gets_free_delivery', surcharge: { id: 1 } });
    const result = applyOrderPromotions(input([p], { surcharges }));
    expect(result.delivery.map((d) => d.surcharge_id)).toEqual([1]);
  });

  it('one delivery promotion per surcharge, the best priority; caps apply', () => {
    const worse = promo(1, { type: 'gets_free_delivery' }, {}, { priority: 2 });
    const better = promo(2, {
      type: 'gets_percent_delivery_discount',
      value: '50',
      max_discount_value: '1.50',
    });
    const result = applyOrderPromotions(input([worse, better], { surcharges }));
    expect(result.delivery.map((d) => [d.promotion.id, d.discount.toFixed(2)])).toEqual([
      [2, '1.50'],
    ]);
  });

  it('a value spread over several delivery surcharges, by largest remainder', () => {
    const two = [
      { id: 5, amount: new Decimal('2.00'), is_delivery_charge: true },
      { id: 6, amount: new Decimal('1.00'), is_delivery_charge: true },
    ];
    const p = promo(1, { type: 'gets_value_delivery_discount', value: '1.00' });
    const result = applyOrderPromotions(input([p], { surcharges: two }));
    expect(result.delivery.map((d) => d.discount.toFixed(2))).toEqual(['0.67', '0.33']);
  });
});

describe('earn_loyalty', () => {
  it('adds the points of every earn_loyalty promotion whose condition holds; no money', () => {
    const a = promo(1, { type: 'earn_loyalty', value: '25' }, spend('30.00'));
    const b = promo(2, { type: 'earn_loyalty', value: '10' }, { include: { items: [3] } });
    const c = promo(3, { type: 'earn_loyalty', value: '99' }, spend('100.00'));
    const result = applyOrderPromotions(input([a, b, c]));
    expect(result.earned_loyalty.toString()).toBe('35');
    expect(result.applied.map((p) => [p.promotion_id, p.amount])).toEqual([
      [1, '0.00'],
      [2, '0.00'],
    ]);
    expect(result.order).toBeNull();
  });
});

describe('input checks', () => {
  it('throws PROMOTION_SUBTOTALS_MISMATCH when subtotals do not align or sum', () => {
    const misaligned = { ...input([]), lineSubTotals: [new Decimal('1.00')] };
    expect(() => applyOrderPromotions(misaligned)).toThrow(
      expect.objectContaining({ code: 'PROMOTION_SUBTOTALS_MISMATCH' }) as Error,
    );
    const wrongSum = { ...input([]), subTotal: new Decimal('1.00') };
    try {
      applyOrderPromotions(wrongSum);
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error, 'PROMOTION_SUBTOTALS_MISMATCH')).toBe(true);
    }
  });
});
