import { describe, expect, it } from 'vitest';
import { applyItemPromotions } from '../apply-item-promotions';
import { line, promo, text } from './fixtures';

const pizzas = { categories: [10] };

describe('applyItemPromotions: action types', () => {
  it('gets_percent_discount takes the percent off each unit with its modifiers, rounded per unit', () => {
    const lines = [
      line('a', 'pepperoni', 2),
      line('b', 'margherita', 3, {
        modifiers: [{ id: 90, group_id: 9, count: 1, unit_price: '1.35' }],
      }),
    ];
    const p = promo(1, { type: 'gets_percent_discount', value: '15' }, { include: pizzas });
    const result = applyItemPromotions(lines, [p], 2);
    // pepperoni 12.00 × 15 % = 1.80 per unit; margherita 11.35 × 15 % = 1.7025 → 1.70 per unit
    expect(text(result.lines)).toEqual(['3.60', '5.10']);
    expect(result.applied).toEqual([
      {
        promotion_id: 1,
        name: 'P1',
        priority: 1,
        action_type: 'gets_percent_discount',
        amount: '8.70',
        line_ids: ['a', 'b'],
      },
    ]);
  });

  it('gets_percent_discount_on_item discounts the action items, not the condition items', () => {
    // Buy a burger, get 50 % off a cola.
    const lines = [line('a', 'burger'), line('b', 'cola', 2)];
    const p = promo(
      1,
      { type: 'gets_percent_discount_on_item', value: '50', include: { items: [5] }, quantity: 1 },
      { include: { items: [3] } },
    );
    expect(text(applyItemPromotions(lines, [p], 2).lines)).toEqual(['-', '1.00']);
    // No burger, no discount.
    expect(text(applyItemPromotions([line('b', 'cola', 2)], [p], 2).lines)).toEqual(['-']);
  });

  it('gets_value_discount takes the value off each unit, never more than the unit', () => {
    const lines = [line('a', 'fries', 2), line('b', 'water', 1)];
    const p = promo(1, { type: 'gets_value_discount', value: '1.50' });
    // fries 1.50 × 2; water 1.00 is worth less than 1.50, so 1.00
    expect(text(applyItemPromotions(lines, [p], 2).lines)).toEqual(['3.00', '1.00']);
  });

  it('gets_value_discount_on_item with quantity discounts the cheapest units first', () => {
    const lines = [line('a', 'pepperoni', 2), line('b', 'margherita', 1)];
    const p = promo(1, {
      type: 'gets_value_discount_on_item',
      value: '4.00',
      quantity: 2,
      include: pizzas,
    });
    // margherita (10.00) then one pepperoni (12.00)
    expect(text(applyItemPromotions(lines, [p], 2).lines)).toEqual(['4.00', '4.00']);
  });

  it('pay_fixed_price brings the item price down to the value; modifiers are still charged', () => {
    const cheese = { id: 91, group_id: 9, count: 2, unit_price: '1.00' };
    const lines = [line('a', 'pepperoni', 1, { modifiers: [cheese] }), line('b', 'cola', 1)];
    const p = promo(1, { type: 'pay_fixed_price', value: '9.00' });
    // pepperoni 12.00 → 9.00 (+ 2.00 cheese = 11.00); cola 2.00 is under 9.00: untouched
    const result = applyItemPromotions(lines, [p], 2);
    expect(text(result.lines)).toEqual(['3.00', '-']);
    expect(result.applied[0]?.line_ids).toEqual(['a']);
  });

  it('a bundle at a fixed price discounts each complete set, spread over its units', () => {
    // Burger + fries + cola for 10.00 (alone 13.00).
    const lines = [line('a', 'burger', 2), line('b', 'fries', 1), line('c', 'cola', 2)];
    const p = promo(
      1,
      { type: 'pay_fixed_price', value: '10.00' },
      { include: { items: [3, 4, 5] }, bundle_discount: true },
    );
    const result = applyItemPromotions(lines, [p], 2);
    // One set: 3.00 off, by largest remainder over 8 : 3 : 2 → 1.85, 0.69, 0.46.
    expect(text(result.lines)).toEqual(['1.85', '0.69', '0.46']);
    expect(result.applied[0]?.amount).toBe('3.00');
  });

  it('a bundle with a value takes it off each set; with a percent off each unit in a set', () => {
    const lines = [line('a', 'burger', 2), line('b', 'fries', 2)];
    const set = { include: { items: [3, 4] }, bundle_discount: true };
    const value = promo(1, { type: 'gets_value_discount', value: '2.20' }, set);
    // Two sets × 2.20 = 4.40 over 8 : 3 per set → burgers 3.20, fries 1.20.
    expect(text(applyItemPromotions(lines, [value], 2).lines)).toEqual(['3.20', '1.20']);
    const percent = promo(1, { type: 'gets_percent_discount', value: '10', quantity: 1 }, set);
    // quantity 1: one set only
    expect(text(applyItemPromotions(lines, [percent], 2).lines)).toEqual(['0.80', '0.30']);
  });

  it('a bundle can take one unit from a category', () => {
    // Any pizza + any drink (category 40) for 11.00.
    const lines = [line('a', 'pepperoni'), line('b', 'cola'), line('c', 'water')];
    const p = promo(
      1,
      { type: 'pay_fixed_price', value: '11.00' },
      { include: { items: [2], categories: [40] }, bundle_discount: true },
    );
    // The cheapest drink (water 1.00) fills the set: 13.00 vs 12.00 + 1.00 = 13.00 → 2.00 off.
    expect(text(applyItemPromotions(lines, [p], 2).lines)).toEqual(['1.85', '-', '0.15']);
  });

  it('an incomplete bundle does nothing', () => {
    const p = promo(
      1,
      { type: 'pay_fixed_price', value: '5.00' },
      { include: { items: [3, 4] }, bundle_discount: true },
    );
    expect(applyItemPromotions([line('a', 'burger', 3)], [p], 2).applied).toEqual([]);
  });
});

describe('applyItemPromotions: free items', () => {
  const freeFries = promo(
    7,
    { type: 'gets_free_item', include: { items: [4] } },
    {
      include: { items: [3] },
    },
  );

  it('prices granted free units at 100 % off', () => {
    const lines = [
      line('a', 'burger'),
      line('f', 'fries', 1, { is_free_item: true, promotion_id: 7 }),
    ];
    const result = applyItemPromotions(lines, [freeFries], 2);
    expect(text(result.lines)).toEqual(['-', '3.00']);
    expect(result.applied[0]).toMatchObject({ promotion_id: 7, amount: '3.00', line_ids: ['f'] });
  });

  it('charges free-item lines beyond the grant, or whose promotion no longer holds', () => {
    const twoFree = [
      line('a', 'burger'),
      line('f', 'fries', 2, { is_free_item: true, promotion_id: 7 }),
    ];
    expect(text(applyItemPromotions(twoFree, [freeFries], 2).lines)).toEqual(['-', '3.00']);
    const noBurger = [line('f', 'fries', 1, { is_free_item: true, promotion_id: 7 })];
    expect(text(applyItemPromotions(noBurger, [freeFries], 2).lines)).toEqual(['-']);
    const unknown = [
      line('a', 'burger'),
      line('f', 'fries', 1, { is_free_item: true, promotion_id: 99 }),
    ];
    expect(text(applyItemPromotions(unknown, [freeFries], 2).lines)).toEqual(['-', '-']);
  });

  it('never gives a free-item line another promotion, and a free line never counts for a condition', () => {
    const everything = promo(
      1,
      { type: 'gets_percent_discount', value: '50' },
      {},
      { priority: 0 },
    );
    const lines = [line('f', 'fries', 1, { is_free_item: true, promotion_id: 7 })];
    expect(text(applyItemPromotions(lines, [everything, freeFries], 2).lines)).toEqual(['-']);
  });

  it('caps a free item by max_discount_value (a reduced price)', () => {
    const capped = promo(7, {
      type: 'gets_free_item',
      include: { items: [4] },
      max_discount_value: '2.00',
    });
    const lines = [
      line('a', 'burger'),
      line('f', 'fries', 1, { is_free_item: true, promotion_id: 7 }),
    ];
    expect(text(applyItemPromotions(lines, [capped], 2).lines)).toEqual(['-', '2.00']);
  });
});
