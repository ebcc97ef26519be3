import { describe, expect, it } from 'vitest';
import { applyItemPromotions } from '../apply-item-promotions';
import { comparePromotions } from '../compare-promotions';
import { line, promo, text } from './fixtures';

const tenOff = { type: 'gets_percent_discount' as const, value: '10' };

describe('conditions', () => {
  const cart = [line('a', 'pepperoni', 2), line('b', 'burger', 1), line('c', 'cola', 3)];

  it('buys_specific_items: include by item or category, exclude wins', () => {
    const byCategory = promo(1, tenOff, {
      include: { categories: [10, 40] },
      exclude: { items: [5] },
    });
    // pepperoni in, cola excluded by item, burger not included
    expect(text(applyItemPromotions(cart, [byCategory], 2).lines)).toEqual(['2.40', '-', '-']);
    const byItem = promo(1, tenOff, { include: { items: [3] } });
    expect(text(applyItemPromotions(cart, [byItem], 2).lines)).toEqual(['-', '0.80', '-']);
  });

  it('an empty include list matches every item', () => {
    const all = promo(1, tenOff, { include: { items: [], categories: [] } });
    expect(text(applyItemPromotions(cart, [all], 2).lines)).toEqual(['2.40', '0.80', '0.60']);
  });

  it('min_qty counts units of the matched items', () => {
    const three = promo(1, tenOff, { include: { items: [2] }, min_qty: 3 });
    expect(applyItemPromotions(cart, [three], 2).applied).toEqual([]);
    const two = promo(1, tenOff, { include: { items: [2] }, min_qty: 2 });
    expect(text(applyItemPromotions(cart, [two], 2).lines)).toEqual(['2.40', '-', '-']);
  });

  it('max_qty caps the units discounted; buying more never loses the discount', () => {
    const upToTwo = promo(1, tenOff, { include: { items: [5] }, max_qty: 2 });
    expect(text(applyItemPromotions(cart, [upToTwo], 2).lines)).toEqual(['-', '-', '0.40']);
  });

  it('quantity and max_qty together: the smaller wins', () => {
    const p = promo(1, { ...tenOff, quantity: 1 }, { include: { items: [5] }, max_qty: 2 });
    expect(text(applyItemPromotions(cart, [p], 2).lines)).toEqual(['-', '-', '0.20']);
  });

  it('min_price is measured on the matched items before promotions', () => {
    // pizzas: 24.00
    const at24 = promo(1, tenOff, { include: { categories: [10] }, min_price: '24.00' });
    expect(text(applyItemPromotions(cart, [at24], 2).lines)).toEqual(['2.40', '-', '-']);
    const at25 = promo(1, tenOff, { include: { categories: [10] }, min_price: '24.01' });
    expect(applyItemPromotions(cart, [at25], 2).applied).toEqual([]);
  });

  it('conditions do not consume units: the burger earns free fries and takes 10 % off', () => {
    const lines = [
      line('a', 'burger'),
      line('f', 'fries', 1, { is_free_item: true, promotion_id: 7 }),
    ];
    const freeFries = promo(
      7,
      { type: 'gets_free_item', include: { items: [4] } },
      {
        include: { items: [3] },
      },
    );
    const burgers = promo(8, tenOff, { include: { items: [3] } }, { priority: 2 });
    expect(text(applyItemPromotions(lines, [freeFries, burgers], 2).lines)).toEqual([
      '0.80',
      '3.00',
    ]);
  });

  it('a bundle min_qty counts complete sets', () => {
    const lines = [line('a', 'burger', 2), line('b', 'fries', 1)];
    const set = { include: { items: [3, 4] }, bundle_discount: true };
    const two = promo(1, { type: 'gets_value_discount', value: '1.00' }, { ...set, min_qty: 2 });
    expect(applyItemPromotions(lines, [two], 2).applied).toEqual([]);
    const plus = [...lines, line('c', 'fries', 1)];
    // two sets × 1.00 over 8 : 3 per set → burgers 1.46, fries 0.27 each
    expect(text(applyItemPromotions(plus, [two], 2).lines)).toEqual(['1.46', '0.27', '0.27']);
  });

  it('buys_for_specific_amount: the whole cart (less excluded items) must reach min_price', () => {
    // whole cart: 24 + 8 + 6 = 38.00; without cola 32.00
    const spend = (min: string) =>
      promo(1, tenOff, {
        type: 'buys_for_specific_amount',
        min_price: min,
        exclude: { items: [5] },
      });
    expect(applyItemPromotions(cart, [spend('32.00')], 2).applied).toHaveLength(1);
    expect(applyItemPromotions(cart, [spend('32.01')], 2).applied).toEqual([]);
    // the discount goes to the matched items: cola excluded
    expect(text(applyItemPromotions(cart, [spend('32.00')], 2).lines)).toEqual([
      '2.40',
      '0.80',
      '-',
    ]);
  });
});

describe('priority', () => {
  const cart = [line('a', 'pepperoni', 1), line('b', 'margherita', 1)];
  const half = { type: 'gets_percent_discount' as const, value: '50' };

  it('lower number wins; the item keeps only its best promotion', () => {
    const p1 = promo(1, tenOff, {}, { priority: 2 });
    const p2 = promo(2, half, {}, { priority: 1 });
    const result = applyItemPromotions(cart, [p1, p2], 2);
    expect(text(result.lines)).toEqual(['6.00', '5.00']);
    expect(result.lines.map((l) => l?.promotion.id)).toEqual([2, 2]);
    expect(result.applied.map((a) => a.promotion_id)).toEqual([2]);
  });

  it('a worse promotion takes only what better ones left', () => {
    const pepperoniHalf = promo(1, half, { include: { items: [2] } }, { priority: 1 });
    const allTen = promo(2, tenOff, {}, { priority: 2 });
    const result = applyItemPromotions(cart, [allTen, pepperoniHalf], 2);
    expect(result.lines.map((l) => l?.promotion.id)).toEqual([1, 2]);
    expect(text(result.lines)).toEqual(['6.00', '1.00']);
  });

  it('equal priority: basic before advanced (include/exclude), then the lower id', () => {
    const advanced = promo(1, half, {}, { priority: 3, promo_type: 'advanced' });
    const basic = promo(9, tenOff, {}, { priority: 3, promo_type: 'basic' });
    expect(applyItemPromotions(cart, [advanced, basic], 2).lines[0]?.promotion.id).toBe(9);
    const a = promo(4, half, {}, { priority: 3 });
    const b = promo(5, tenOff, {}, { priority: 3 });
    expect(applyItemPromotions(cart, [b, a], 2).lines[0]?.promotion.id).toBe(4);
  });

  it('a quantity-limited promotion leaves the classes it did not discount to others', () => {
    // 50 % off one pizza (the cheapest) first, 10 % off pizzas second
    const one = promo(1, { ...half, quantity: 1 }, {}, { priority: 1 });
    const rest = promo(2, tenOff, {}, { priority: 2 });
    const result = applyItemPromotions(cart, [one, rest], 2);
    expect(result.lines.map((l) => l?.promotion.id)).toEqual([2, 1]);
    expect(text(result.lines)).toEqual(['1.20', '5.00']);
  });

  it('a promotion that would take nothing off claims nothing', () => {
    const fixed = promo(1, { type: 'pay_fixed_price', value: '11.00' }, {}, { priority: 1 });
    const result = applyItemPromotions(cart, [fixed, promo(2, tenOff, {}, { priority: 2 })], 2);
    // margherita 10.00 is under the 11.00 fixed price: the 10 % takes it
    expect(result.lines.map((l) => l?.promotion.id)).toEqual([1, 2]);
  });

  it('comparePromotions sorts in winning order', () => {
    const list = [
      { id: 3, priority: 2, promo_type: 'basic' as const },
      { id: 2, priority: 1, promo_type: 'advanced' as const },
      { id: 8, priority: 1, promo_type: 'basic' as const },
      { id: 1, priority: 1, promo_type: 'advanced' as const },
    ];
    expect([...list].sort(comparePromotions).map((p) => p.id)).toEqual([8, 1, 2, 3]);
  });
});

describe('max_discount_value', () => {
  it('caps a promotion total and spreads the cap over its units by largest remainder', () => {
    const cart = [line('a', 'pepperoni', 1), line('b', 'margherita', 2)];
    const p = promo(1, { type: 'gets_percent_discount', value: '50', max_discount_value: '10.00' });
    const result = applyItemPromotions(cart, [p], 2);
    // uncapped 6.00 + 10.00 = 16.00; capped 10.00 by 6 : 5 : 5 per unit → 3.75 + 6.25
    expect(text(result.lines)).toEqual(['3.75', '6.25']);
    expect(result.applied[0]?.amount).toBe('10.00');
  });

  it('a zero cap means no cap', () => {
    const p = promo(1, { type: 'gets_percent_discount', value: '50', max_discount_value: '0.00' });
    expect(text(applyItemPromotions([line('a', 'cola')], [p], 2).lines)).toEqual(['1.00']);
  });
});

describe('precision', () => {
  it('rounds per unit at the currency precision (JPY 0, KWD 3)', () => {
    const p = promo(1, { type: 'gets_percent_discount', value: '12.5' });
    const yen = [{ ...line('a', 'cola', 3), unit_price: '150' }];
    // 150 × 12.5 % = 18.75 → 19 per unit
    expect(text(applyItemPromotions(yen, [p], 0).lines, 0)).toEqual(['57']);
    const kwd = [{ ...line('a', 'cola', 3), unit_price: '1.255' }];
    // 1.255 × 12.5 % = 0.156875 → 0.157 per unit
    expect(text(applyItemPromotions(kwd, [p], 3).lines, 3)).toEqual(['0.471']);
  });
});
