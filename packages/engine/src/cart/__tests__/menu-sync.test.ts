import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Menu } from '../../menu/types';
import { addItem } from '../add-item';
import { CART_EXPIRY_MS, CART_MISMATCH_MESSAGE } from '../constants';
import { createCart } from '../create-cart';
import { findOutOfStockLines } from '../find-out-of-stock-lines';
import { isCartExpired } from '../is-cart-expired';
import { refreshCartPrices } from '../refresh-cart-prices';
import { rematchCart } from '../rematch-cart';
import { toPricingLine } from '../to-pricing-line';
import { toPricingLines } from '../to-pricing-lines';
import type { Cart, CartLine } from '../types';
import { cartFromMenuArb, listedItems, menuArb, precisionArb } from '../../../test/arbitraries';
import {
  burger,
  cake,
  coffee,
  freeLine,
  menu,
  pancakes,
  placedLine,
  precision,
  T0,
  water,
} from './fixtures';
import { errorCode as codeOf } from '../../../test/error-code';

const options = { now: T0 + 1000, precision };
const regular = { group_id: 1, id: 11, count: 1 };
const ketchup = { group_id: 3, id: 31, count: 1 };
const cheddar = { group_id: 2, id: 21, count: 1 };

let stored: Cart = createCart(T0);
stored = addItem(
  stored,
  { line_id: 'burger', item: burger, category_id: 1, modifiers: [regular, cheddar, ketchup] },
  options,
);
stored = addItem(stored, { line_id: 'water', item: water, category_id: 1, count: 2 }, options);
stored = addItem(
  stored,
  { line_id: 'latte', item: coffee, category_id: 1, child_item_id: 501 },
  options,
);
stored = addItem(stored, { line_id: 'pancakes', item: pancakes, category_id: 2 }, options);
stored = addItem(stored, { line_id: 'cake', item: cake, category_id: 31 }, options);

/** The fixture menu with one change made to a copy. */
function changed(edit: (copy: Menu) => void): Menu {
  const copy = structuredClone(menu);
  edit(copy);
  return copy;
}

const sundayMorning = { day: 1, time: '09:00' };
const mondayMorning = { day: 2, time: '09:00' };

describe('isCartExpired', () => {
  it('expires a cart more than 4 hours after its last update (spec A §9)', () => {
    const cart = { lines: [], updated_at: T0 };
    expect(CART_EXPIRY_MS).toBe(14_400_000);
    expect(isCartExpired(cart, T0 + 3 * 3_600_000)).toBe(false);
    expect(isCartExpired(cart, T0 + 4 * 3_600_000)).toBe(false);
    expect(isCartExpired(cart, T0 + 4 * 3_600_000 + 1)).toBe(true);
    expect(isCartExpired(cart, T0 - 60_000)).toBe(false);
    expect(codeOf(() => isCartExpired(cart, Number.NaN))).toBe('INVALID_TIMESTAMP');
    expect(codeOf(() => isCartExpired({ updated_at: 1.5 }, T0))).toBe('INVALID_TIMESTAMP');
  });

  it('always expires a cart older than 4 hours, and never a younger one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 0, max: 10 * CART_EXPIRY_MS }),
        (updated, age) =>
          isCartExpired({ updated_at: updated }, updated + age) === age > CART_EXPIRY_MS,
      ),
    );
  });
});

describe('rematchCart', () => {
  it('returns the same cart when every line still matches', () => {
    const result = rematchCart(stored, menu, sundayMorning);
    expect(result).toEqual({ ok: true, cart: stored });
    if (result.ok) expect(result.cart).toBe(stored);
  });

  it('clears the whole cart with a typed reason and the spec message on any mismatch', () => {
    const cases: [Menu, string, string][] = [
      [changed((m) => m.categories.splice(1, 1)), 'pancakes', 'category_missing'],
      [changed((m) => m.categories[0]?.items.splice(1, 1)), 'water', 'item_missing'],
      [
        changed((m) => m.categories[0]?.items[2]?.items?.splice(0, 1)),
        'latte',
        'grouped_item_missing',
      ],
      [
        changed((m) => m.categories[0]?.items[0]?.groups?.[1]?.items.splice(0, 1)),
        'burger',
        'modifier_missing',
      ],
      [
        changed((m) => {
          const g = m.categories[0]?.items[0]?.groups?.[2];
          if (g) g.minimum = 2;
        }),
        'burger',
        'selection_invalid',
      ],
    ];
    for (const [current, lineId, reason] of cases) {
      const result = rematchCart(stored, current, sundayMorning);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.message).toBe('Oops! Items in cart are not part of current available menu.');
      expect(result.message).toBe(CART_MISMATCH_MESSAGE);
      expect(result.mismatches).toEqual([expect.objectContaining({ line_id: lineId, reason })]);
      expect(result.cart.lines).toEqual([]);
    }
  });

  it('reports a line in a category hidden by its schedule, only when now is given', () => {
    const result = rematchCart(stored, menu, mondayMorning);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.mismatches).toEqual([
        { line_id: 'pancakes', item_id: 300, category_id: 2, reason: 'category_hidden' },
      ]);
    }
    expect(rematchCart(stored, menu).ok).toBe(true);
  });

  it('reports a line whose parent category is hidden', () => {
    const current = changed((m) => {
      const sweets = m.categories[2];
      if (sweets) {
        sweets.schedules = [
          { days: [7], time_slots: [{ start_time: '12:00', end_time: '23:00' }] },
        ];
      }
    });
    const result = rematchCart(stored, current, { day: 1, time: '09:00' });
    if (result.ok) throw new Error('expected a mismatch');
    expect(result.mismatches).toEqual([
      { line_id: 'cake', item_id: 400, category_id: 31, reason: 'category_hidden' },
    ]);
  });

  it('names the modifier that went missing', () => {
    const current = changed((m) => m.categories[0]?.items[0]?.groups?.[1]?.items.splice(0, 1));
    const result = rematchCart(stored, current);
    if (result.ok) throw new Error('expected a mismatch');
    expect(result.mismatches[0]).toEqual({
      line_id: 'burger',
      item_id: 100,
      category_id: 1,
      reason: 'modifier_missing',
      group_id: 2,
      modifier_id: 21,
    });
  });

  it('leaves placed and free lines alone, and keeps placed lines when clearing', () => {
    const withLocked: Cart = { ...stored, lines: [placedLine, freeLine, ...stored.lines] };
    const gone = changed((m) => {
      m.categories.splice(2, 1);
      m.categories[0]?.items.splice(1, 1);
    });
    // Only the diner's own water line is reported: the placed water and the free cake are skipped.
    const result = rematchCart(withLocked, gone);
    if (result.ok) throw new Error('expected a mismatch');
    expect(result.mismatches.map((m) => m.line_id)).toEqual(['water', 'cake']);
    expect(result.cart.lines).toEqual([placedLine]);
  });

  it('is the identity on any cart built from the same menu', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) =>
          menuArb(p).chain((m) => fc.tuple(fc.constant(m), cartFromMenuArb(m, p))),
        ),
        ([m, c]) => {
          const result = rematchCart(c, m);
          expect(result.ok).toBe(true);
          expect(result.cart).toBe(c);
        },
      ),
    );
  });

  it('always clears a cart holding an item the menu dropped', () => {
    fc.assert(
      fc.property(
        menuArb(2)
          .chain((m) => fc.tuple(fc.constant(m), cartFromMenuArb(m, 2)))
          .filter(([, c]) => c.lines.length > 0)
          .chain(([m, c]) => fc.tuple(fc.constant(m), fc.constant(c), fc.constantFrom(...c.lines))),
        ([m, c, line]) => {
          const dropped = structuredClone(m);
          const id = line.parent_item_id ?? line.item_id;
          const strip = (categories: Menu['categories']): void => {
            for (const category of categories) {
              category.items = category.items.filter((item) => item.id !== id);
              strip(category.categories ?? []);
            }
          };
          strip(dropped.categories);
          const result = rematchCart(c, dropped);
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(
              result.mismatches.some(
                (mm) => mm.line_id === line.id && mm.reason === 'item_missing',
              ),
            ).toBe(true);
            expect(result.cart.lines).toEqual([]);
          }
        },
      ),
    );
  });
});

describe('refreshCartPrices', () => {
  it('takes the latest prices and flags the lines whose unit price changed', () => {
    const current = changed((m) => {
      const item = m.categories[0]?.items[0];
      if (item) item.final_price = '9.50';
      const latte = m.categories[0]?.items[2]?.items?.[0];
      if (latte) {
        latte.unit_price = '4.00';
        latte.final_price = '4.50';
      }
    });
    const result = refreshCartPrices(stored, current, precision);
    expect(result.changed).toBe(true);
    expect(result.lines).toEqual([
      { line_id: 'burger', changed: true, previous_unit_price: '10.90', unit_price: '11.50' },
      { line_id: 'water', changed: false, previous_unit_price: '1.00', unit_price: '1.00' },
      { line_id: 'latte', changed: false, previous_unit_price: '4.50', unit_price: '4.50' },
      { line_id: 'pancakes', changed: false, previous_unit_price: '6.50', unit_price: '6.50' },
      { line_id: 'cake', changed: false, previous_unit_price: '4.25', unit_price: '4.25' },
    ]);
    expect(result.cart.lines[0]?.unit_price).toBe('9.50');
    expect(result.cart.lines[0]?.count).toBe(1);
    expect(stored.lines[0]?.unit_price).toBe('8.90');
  });

  it('gives a line whose item lists no taxes the menu taxes, as addItem does', () => {
    const vat = { id: 9, type: 'PERCENTAGE' as const, value: '9' };
    const result = refreshCartPrices(stored, { ...menu, taxes: [vat] }, precision);
    const water = result.cart.lines.find((line) => line.id === 'water');
    expect(water?.taxes).toEqual([vat]);
    const burger = result.cart.lines.find((line) => line.id === 'burger');
    expect(burger?.taxes).toEqual([{ id: 1, type: 'PERCENTAGE', value: '5' }]);
  });

  it('flags a modifier price change, and leaves placed and free lines as they are', () => {
    const current = changed((m) => {
      const mod = m.categories[0]?.items[0]?.groups?.[1]?.items[0];
      if (mod) mod.unit_price = '1.75';
    });
    const withLocked: Cart = { ...stored, lines: [placedLine, freeLine, ...stored.lines] };
    const result = refreshCartPrices(withLocked, current, precision);
    expect(result.lines.filter((line) => line.changed).map((line) => line.line_id)).toEqual([
      'burger',
    ]);
    expect(result.cart.lines[0]).toBe(placedLine);
    expect(result.cart.lines[1]).toBe(freeLine);
    expect(result.cart.lines[2]?.modifiers.find((mod) => mod.id === 21)?.unit_price).toBe('1.75');
  });

  it('refuses a cart that no longer matches the menu', () => {
    expect(
      codeOf(() =>
        refreshCartPrices(
          stored,
          changed((m) => m.categories.splice(1, 1)),
          precision,
        ),
      ),
    ).toBe('CART_MISMATCH');
  });

  it('changes nothing against the menu the cart was built from', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) =>
          menuArb(p).chain((m) => fc.tuple(fc.constant(p), fc.constant(m), cartFromMenuArb(m, p))),
        ),
        ([p, m, c]) => {
          const result = refreshCartPrices(c, m, p);
          expect(result.changed).toBe(false);
          expect(result.cart).toEqual(c);
        },
      ),
    );
  });
});

describe('findOutOfStockLines', () => {
  it('finds the lines sold out in their category, including grouped picks', () => {
    const withPlaced: Cart = { ...stored, lines: [placedLine, ...stored.lines] };
    expect(findOutOfStockLines(withPlaced, [{ item_id: 200 }]).map((line) => line.id)).toEqual([
      'water',
    ]);
    expect(
      findOutOfStockLines(stored, [{ item_id: 400, category_id: 31 }]).map((l) => l.id),
    ).toEqual(['cake']);
    expect(findOutOfStockLines(stored, [{ item_id: 400, category_id: 1 }])).toEqual([]);
    expect(findOutOfStockLines(stored, [{ item_id: 500 }]).map((line) => line.id)).toEqual([
      'latte',
    ]);
    expect(findOutOfStockLines(stored, [{ item_id: 501 }]).map((line) => line.id)).toEqual([
      'latte',
    ]);
    expect(findOutOfStockLines(stored, null)).toEqual([]);
  });

  it('finds every line of a sold-out item and no other', () => {
    fc.assert(
      fc.property(
        menuArb(2).chain((m) =>
          fc.tuple(
            cartFromMenuArb(m, 2),
            fc.subarray(listedItems(m).map((entry) => entry.item.id)),
          ),
        ),
        ([c, soldIds]) => {
          const found = findOutOfStockLines(
            c,
            soldIds.map((item_id) => ({ item_id })),
          );
          const expected = c.lines.filter((line) =>
            soldIds.includes(line.parent_item_id ?? line.item_id),
          );
          expect(found).toEqual(expected);
        },
      ),
    );
  });
});

describe('toPricingLine', () => {
  it('keeps the pricing fields and drops cart-only ones', () => {
    const line: CartLine = {
      ...freeLine,
      itemNote: 'candle',
      customer: 9,
      sapaad_customer_id: 44,
    };
    expect(toPricingLine(line)).toEqual({
      id: 'free-1',
      item_id: 400,
      category_id: 31,
      count: 1,
      unit_price: '4.25',
      modifiers: [],
      taxes: [],
      is_free_item: true,
      promotion_id: 77,
      customer: 9,
    });
    const latte = stored.lines.find((l) => l.id === 'latte');
    expect(latte && toPricingLine(latte)).toMatchObject({ item_id: 501, parent_item_id: 500 });
  });

  it('gives one pricing line per cart line, equal in content and sharing no arrays', () => {
    fc.assert(
      fc.property(
        menuArb(2).chain((m) => cartFromMenuArb(m, 2)),
        (c) => {
          const lines = toPricingLines(c);
          expect(lines).toHaveLength(c.lines.length);
          lines.forEach((pricing, index) => {
            const line = c.lines[index];
            expect(pricing.id).toBe(line?.id);
            expect(pricing.count).toBeGreaterThan(0);
            expect(pricing.modifiers).toEqual(line?.modifiers);
            expect(pricing.modifiers).not.toBe(line?.modifiers);
            expect(pricing).not.toHaveProperty('itemNote');
            expect(pricing).not.toHaveProperty('last_updated_at');
          });
          expect(JSON.stringify(toPricingLines(c))).toBe(JSON.stringify(lines));
        },
      ),
    );
  });
});
