import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { findCategory } from '../find-category';
import { findMenuItem } from '../find-menu-item';
import { getItemPrice } from '../get-item-price';
import { getModifierPrice } from '../get-modifier-price';
import { isOutOfStock } from '../is-out-of-stock';
import { localizeItem } from '../localize-item';
import { amountArb, menuArb, listedItems, precisionArb } from '../../../test/arbitraries';
import { errorCode as codeOf } from '../../../test/error-code';

describe('getItemPrice and getModifierPrice', () => {
  it('uses final_price when present, else unit_price, at the precision', () => {
    expect(getItemPrice({ unit_price: '12.00', final_price: '9.5' }, 2)).toBe('9.50');
    expect(getItemPrice({ unit_price: '12', final_price: null }, 2)).toBe('12.00');
    expect(getItemPrice({ unit_price: '12' }, 2)).toBe('12.00');
    expect(getItemPrice({ unit_price: '12.00', final_price: '' }, 2)).toBe('12.00');
    expect(getItemPrice({ unit_price: '12.00', final_price: '0' }, 2)).toBe('0.00');
    expect(getItemPrice({ unit_price: '1.250' }, 3)).toBe('1.250');
    expect(getItemPrice({ unit_price: '1200' }, 0)).toBe('1200');
    expect(getModifierPrice({ unit_price: '1.5' }, 2)).toBe('1.50');
    expect(getModifierPrice({ unit_price: '1.5', final_price: '1' }, 2)).toBe('1.00');
  });

  it('refuses prices that are not decimal strings, negative or too precise', () => {
    expect(codeOf(() => getItemPrice({ unit_price: '1.005' }, 2))).toBe(
      'AMOUNT_PRECISION_EXCEEDED',
    );
    expect(codeOf(() => getItemPrice({ unit_price: '-1.00' }, 2))).toBe('NEGATIVE_AMOUNT');
    expect(codeOf(() => getItemPrice({ unit_price: 'abc' }, 2))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => getItemPrice({ unit_price: 12 as unknown as string }, 2))).toBe(
      'INVALID_AMOUNT',
    );
    expect(codeOf(() => getItemPrice({ unit_price: '1' }, 4))).toBe('PRECISION_OUT_OF_RANGE');
  });

  it('always returns the chosen price exactly, with exactly `precision` decimals', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((precision) =>
          fc.tuple(
            fc.constant(precision),
            amountArb(precision),
            fc.option(amountArb(precision), { nil: null }),
          ),
        ),
        ([precision, unit, final]) => {
          const price = getItemPrice({ unit_price: unit, final_price: final }, precision);
          const decimals = price.split('.')[1]?.length ?? 0;
          expect(decimals).toBe(precision);
          expect(new Decimal(price).equals(new Decimal(final ?? unit))).toBe(true);
        },
      ),
    );
  });
});

describe('isOutOfStock', () => {
  const sold = [{ item_id: 7 }, { item_id: 9, category_id: 2 }, { item_id: 11, category_id: null }];

  it('matches category-less entries everywhere and category entries in their category', () => {
    expect(isOutOfStock(sold, 7, 5)).toBe(true);
    expect(isOutOfStock(sold, 11, 5)).toBe(true);
    expect(isOutOfStock(sold, 9, 2)).toBe(true);
    expect(isOutOfStock(sold, 9, 3)).toBe(false);
    expect(isOutOfStock(sold, 8, 2)).toBe(false);
  });

  it('counts any entry when asked without a category, and nothing for no list', () => {
    expect(isOutOfStock(sold, 9)).toBe(true);
    expect(isOutOfStock(sold, 9, null)).toBe(true);
    expect(isOutOfStock(null, 7)).toBe(false);
    expect(isOutOfStock(undefined, 7, 1)).toBe(false);
  });

  it('is out of stock in some category whenever it is in a given one', () => {
    const entry = fc.record({
      item_id: fc.integer({ min: 1, max: 5 }),
      category_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(entry),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        (list, item, category) => {
          if (isOutOfStock(list, item, category)) expect(isOutOfStock(list, item)).toBe(true);
        },
      ),
    );
  });
});

describe('localizeItem', () => {
  const tea = {
    name: 'Tea',
    description: 'Hot black tea',
    translations: {
      ar: { name: 'شاي', description: null },
      zh: { name: '茶', description: '热红茶' },
      ms: { name: '  ', description: 'Teh panas' },
    },
  };

  it('uses the translation of the locale, then of its language, then the base text', () => {
    expect(localizeItem(tea, 'ar')).toEqual({ name: 'شاي', description: 'Hot black tea' });
    expect(localizeItem(tea, 'zh-CN')).toEqual({ name: '茶', description: '热红茶' });
    expect(localizeItem(tea, 'ms')).toEqual({ name: 'Tea', description: 'Teh panas' });
    expect(localizeItem(tea, 'en')).toEqual({ name: 'Tea', description: 'Hot black tea' });
    expect(localizeItem({ name: 'Water' }, 'ar')).toEqual({ name: 'Water', description: null });
  });
});

describe('findCategory and findMenuItem', () => {
  it('find categories at any depth and items listed in them', () => {
    fc.assert(
      fc.property(menuArb(2), (menu) => {
        for (const { category_id, item } of listedItems(menu)) {
          expect(findCategory(menu.categories, category_id)?.category.id).toBe(category_id);
          expect(findMenuItem(menu.categories, category_id, item.id)).toBe(item);
        }
        expect(findCategory(menu.categories, -1)).toBeUndefined();
        expect(findMenuItem(menu.categories, 1, -1)).toBeUndefined();
      }),
    );
  });

  it('reports the ancestors of a sub-category', () => {
    const categories = [{ id: 1, items: [], categories: [{ id: 4, items: [] }] }];
    const found = findCategory(categories, 4);
    expect(found?.ancestors.map((category) => category.id)).toEqual([1]);
  });
});
