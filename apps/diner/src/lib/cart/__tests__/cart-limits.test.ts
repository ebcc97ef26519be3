import { createCart, type Cart, type CartLine } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { cardCeiling, countedLines, limitBroken, lineCeiling } from '../cart-limits';

const LIMITS = { max_line_quantity: 50, max_order_items: 100 };

const line = (id: string, itemId: number, count: number, extra: Partial<CartLine> = {}) => ({
  id,
  item_id: itemId,
  category_id: 1,
  count,
  unit_price: '1.00',
  modifiers: [],
  taxes: [],
  last_updated_at: 1,
  ...extra,
});

const cartOf = (...lines: CartLine[]): Cart => ({ ...createCart(0), lines });

describe('the cart against the outlet limits', () => {
  it('counts the diner’s lines and the free items, not lines already placed', () => {
    const cart = cartOf(line('a', 1, 3), line('b', 2, 2, { placed_item: true }));
    expect(countedLines(cart, [line('free', 9, 1, { is_free_item: true })])).toEqual([
      { id: 'a', count: 3 },
      { id: 'free', count: 1 },
    ]);
  });

  it('lets a line grow to the line limit, or to what is left in the order', () => {
    expect(lineCeiling(cartOf(line('a', 1, 48)), [], 'a', LIMITS)).toEqual({
      max: 50,
      kind: 'line_quantity',
      limit: 50,
    });
    const full = cartOf(line('a', 1, 40), line('b', 2, 50));
    expect(lineCeiling(full, [], 'a', LIMITS)).toEqual({
      max: 50,
      kind: 'line_quantity',
      limit: 50,
    });
    const fuller = cartOf(line('a', 1, 40), line('b', 2, 50), line('c', 3, 5));
    expect(lineCeiling(fuller, [], 'a', LIMITS)).toEqual({
      max: 45,
      kind: 'order_items',
      limit: 100,
    });
    // A new line, and free items taking room in the order.
    expect(lineCeiling(fuller, [line('f', 9, 2)], null, LIMITS)).toMatchObject({ max: 3 });
  });

  it('stops a plain card at its line, a customisable card only at a new line’s room', () => {
    const cart = cartOf(line('a', 1, 50), line('b', 2, 10));
    expect(cardCeiling(cart, [], 1, 50, LIMITS, true).max).toBe(50);
    // + opens a sheet that may start another line of the item.
    expect(cardCeiling(cart, [], 1, 50, LIMITS, false)).toMatchObject({ max: 90 });
  });

  it('says which limit a grown cart breaks, like the server', () => {
    expect(limitBroken(cartOf(line('a', 1, 50)), [], LIMITS)).toBeNull();
    expect(limitBroken(cartOf(line('a', 1, 51)), [], LIMITS)).toEqual({
      kind: 'line_quantity',
      limit: 50,
    });
    expect(
      limitBroken(cartOf(line('a', 1, 50), line('b', 2, 50)), [line('f', 9, 1)], LIMITS),
    ).toEqual({
      kind: 'order_items',
      limit: 100,
    });
  });
});
