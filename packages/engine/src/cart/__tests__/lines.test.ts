import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import { addItem } from '../add-item';
import { LINE_LOCKED_MESSAGE, MULTIPLE_CUSTOMIZATIONS_KEY } from '../constants';
import { createCart } from '../create-cart';
import { decrementItem } from '../decrement-item';
import { findLastLine } from '../find-last-line';
import { getItemCount } from '../get-item-count';
import { getLineKey } from '../get-line-key';
import { hasMultipleCustomizations } from '../has-multiple-customizations';
import { isItemNoteValid } from '../is-item-note-valid';
import { needsRepeatPrompt } from '../needs-repeat-prompt';
import { removeLine } from '../remove-line';
import { repeatLast } from '../repeat-last';
import { setItemNote } from '../set-item-note';
import { setLineCount } from '../set-line-count';
import type { Cart } from '../types';
import {
  buildCart,
  cartFromMenuArb,
  lineRecipeArb,
  menuArb,
  precisionArb,
} from '../../../test/arbitraries';
import { burger, coffee, freeLine, placedLine, precision, T0, water } from './fixtures';

function errorOf(run: () => unknown): { code?: string; details?: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    return isEngineError(error) ? { code: error.code, details: { ...error.details } } : {};
  }
  return {};
}

const options = { now: T0 + 1000, precision };
const regular = { group_id: 1, id: 11, count: 1 };
const large = { group_id: 1, id: 12, count: 1 };
const ketchup = { group_id: 3, id: 31, count: 1 };
const cheddar = { group_id: 2, id: 21, count: 1 };
const bacon = { group_id: 2, id: 22, count: 1 };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('addItem and line identity', () => {
  it('snapshots the item price, the modifier prices and the taxes', () => {
    const cart = addItem(
      createCart(T0),
      { line_id: 'a', item: burger, category_id: 1, modifiers: [large, bacon, ketchup], count: 2 },
      options,
    );
    expect(cart).toEqual({
      updated_at: T0 + 1000,
      lines: [
        {
          id: 'a',
          item_id: 100,
          category_id: 1,
          count: 2,
          unit_price: '8.90',
          modifiers: [
            { id: 12, group_id: 1, count: 1, unit_price: '2.00' },
            { id: 22, group_id: 2, count: 1, unit_price: '2.00' },
            { id: 31, group_id: 3, count: 1, unit_price: '0.50' },
          ],
          taxes: [{ id: 1, type: 'PERCENTAGE', value: '5' }],
          last_updated_at: T0 + 1000,
        },
      ],
    });
  });

  it('gives an item without taxes of its own the menu taxes, and keeps its own (even none)', () => {
    const vat = { id: 9, type: 'PERCENTAGE' as const, value: '9' };
    const add = (item: typeof water) =>
      addItem(createCart(T0), { line_id: 'a', item, category_id: 2, menu_taxes: [vat] }, options)
        .lines[0]?.taxes;
    expect(water.taxes).toBeUndefined();
    expect(add(water)).toEqual([vat]);
    expect(add({ ...water, taxes: [{ id: 1, type: 'PERCENTAGE', value: '5' }] })).toEqual([
      { id: 1, type: 'PERCENTAGE', value: '5' },
    ]);
    expect(add({ ...water, taxes: [] })).toEqual([]);
  });

  it('merges the same item and selection in any order, and keeps other selections apart', () => {
    let cart = addItem(
      createCart(T0),
      { line_id: 'a', item: burger, category_id: 1, modifiers: [regular, cheddar, ketchup] },
      options,
    );
    cart = addItem(
      cart,
      {
        line_id: 'b',
        item: burger,
        category_id: 1,
        modifiers: [ketchup, cheddar, regular],
        count: 2,
      },
      { now: T0 + 2000, precision },
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.count).toBe(3);
    expect(cart.lines[0]?.last_updated_at).toBe(T0 + 2000);
    cart = addItem(
      cart,
      { line_id: 'c', item: burger, category_id: 1, modifiers: [large, ketchup] },
      options,
    );
    expect(cart.lines.map((line) => line.id)).toEqual(['a', 'c']);
  });

  it('keeps the lines of different customers apart', () => {
    let cart = addItem(
      createCart(T0),
      { line_id: 'a', item: water, category_id: 1, customer: 1 },
      options,
    );
    cart = addItem(cart, { line_id: 'b', item: water, category_id: 1, customer: 2 }, options);
    expect(cart.lines).toHaveLength(2);
  });

  it('refuses a selection that fails the Add gate, and malformed additions', () => {
    const empty = createCart(T0);
    expect(
      errorOf(() => addItem(empty, { line_id: 'a', item: burger, category_id: 1 }, options)).code,
    ).toBe('INVALID_SELECTION');
    expect(
      errorOf(() =>
        addItem(empty, { line_id: 'a', item: water, category_id: 1, count: 0 }, options),
      ).code,
    ).toBe('INVALID_QUANTITY');
    expect(
      errorOf(() => addItem(empty, { line_id: 'a', item: coffee, category_id: 1 }, options)).code,
    ).toBe('INVALID_SELECTION');
    expect(
      errorOf(() =>
        addItem(empty, { line_id: 'a', item: water, category_id: 1, child_item_id: 501 }, options),
      ).code,
    ).toBe('UNKNOWN_ITEM');
    const one = addItem(empty, { line_id: 'a', item: water, category_id: 1 }, options);
    expect(
      errorOf(() =>
        addItem(one, { line_id: 'a', item: coffee, category_id: 1, child_item_id: 501 }, options),
      ).code,
    ).toBe('DUPLICATE_LINE');
    expect(
      errorOf(() =>
        addItem(empty, { line_id: 'a', item: water, category_id: 1 }, { now: -1, precision }),
      ).code,
    ).toBe('INVALID_TIMESTAMP');
  });

  it('orders a pick of a grouped item at its own price, under the grouped item', () => {
    const cart = addItem(
      createCart(T0),
      { line_id: 'a', item: coffee, category_id: 1, child_item_id: 502 },
      options,
    );
    expect(cart.lines[0]).toMatchObject({ item_id: 502, parent_item_id: 500, unit_price: '4.80' });
    expect(getItemCount(cart, 500)).toBe(1);
  });

  it('merges any recipe added twice, whatever the order of its modifiers', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) =>
          menuArb(p).chain((m) =>
            lineRecipeArb(m).chain((recipe) =>
              fc.tuple(
                fc.constant(p),
                fc.constant(recipe),
                fc.shuffledSubarray(recipe.modifiers, { minLength: recipe.modifiers.length }),
              ),
            ),
          ),
        ),
        ([p, recipe, shuffled]) => {
          const cart = buildCart([recipe, { ...recipe, modifiers: shuffled }], p);
          expect(cart.lines).toHaveLength(1);
          expect(cart.lines[0]?.count).toBe(recipe.count * 2);
        },
      ),
    );
  });

  it('never holds two editable lines with the same identity', () => {
    fc.assert(
      fc.property(
        menuArb(2).chain((m) => cartFromMenuArb(m, 2)),
        (cart) => new Set(cart.lines.map(getLineKey)).size === cart.lines.length,
      ),
    );
  });
});

describe('counts', () => {
  const cart = addItem(
    addItem(createCart(T0), { line_id: 'a', item: water, category_id: 1, count: 2 }, options),
    { line_id: 'b', item: burger, category_id: 1, modifiers: [regular, ketchup] },
    options,
  );

  it('sets a count and removes a line whose count drops to 0 (spec A §4)', () => {
    expect(setLineCount(cart, 'a', 5, T0 + 5000).lines[0]).toMatchObject({
      count: 5,
      last_updated_at: T0 + 5000,
    });
    expect(setLineCount(cart, 'a', 0, T0 + 5000).lines.map((line) => line.id)).toEqual(['b']);
    expect(removeLine(cart, 'b', T0 + 5000).lines.map((line) => line.id)).toEqual(['a']);
    expect(errorOf(() => setLineCount(cart, 'zzz', 1, T0)).code).toBe('UNKNOWN_LINE');
    expect(errorOf(() => setLineCount(cart, 'a', -1, T0)).code).toBe('INVALID_QUANTITY');
    expect(errorOf(() => setLineCount(cart, 'a', 1.5, T0)).code).toBe('INVALID_QUANTITY');
  });

  it('always removes exactly the line set to 0, leaving the others untouched', () => {
    fc.assert(
      fc.property(
        menuArb(2)
          .chain((m) => cartFromMenuArb(m, 2))
          .filter((c) => c.lines.length > 0)
          .chain((c) =>
            fc.tuple(fc.constant(c), fc.constantFrom(...c.lines.map((line) => line.id))),
          ),
        ([c, id]) => {
          const next = setLineCount(deepFreeze(c), id, 0, T0 + 99_000);
          expect(next.lines.map((line) => line.id)).toEqual(
            c.lines.filter((line) => line.id !== id).map((line) => line.id),
          );
          expect(next.lines).toEqual(c.lines.filter((line) => line.id !== id));
        },
      ),
    );
  });
});

describe('repeat last, add new and the decrement block', () => {
  let cart: Cart = createCart(T0);
  cart = addItem(
    cart,
    { line_id: 'a', item: burger, category_id: 1, modifiers: [regular, ketchup] },
    { now: T0 + 1000, precision },
  );
  cart = addItem(
    cart,
    { line_id: 'b', item: burger, category_id: 1, modifiers: [large, ketchup] },
    { now: T0 + 2000, precision },
  );
  cart = addItem(
    cart,
    { line_id: 'c', item: water, category_id: 1 },
    { now: T0 + 3000, precision },
  );

  it('asks repeat-or-new only for a customisable item already in the cart (spec A §4)', () => {
    expect(needsRepeatPrompt(cart, burger)).toBe(true);
    expect(needsRepeatPrompt(cart, water)).toBe(false);
    expect(needsRepeatPrompt(createCart(T0), burger)).toBe(false);
    const withCoffee = addItem(
      cart,
      { line_id: 'd', item: coffee, category_id: 1, child_item_id: 501 },
      options,
    );
    expect(needsRepeatPrompt(withCoffee, coffee)).toBe(true);
  });

  it('repeats the most recently updated line of the item', () => {
    expect(findLastLine(cart, burger.id)?.id).toBe('b');
    const repeated = repeatLast(cart, burger.id, T0 + 4000);
    expect(repeated.lines.map((line) => [line.id, line.count])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 1],
    ]);
    // Touching line a makes it the last one.
    const touched = setLineCount(cart, 'a', 3, T0 + 5000);
    expect(findLastLine(touched, burger.id)?.id).toBe('a');
    expect(errorOf(() => repeatLast(cart, 999, T0)).code).toBe('UNKNOWN_LINE');
  });

  it("blocks a menu-card decrement with 'message.multiple_customizations'", () => {
    expect(hasMultipleCustomizations(cart, burger.id)).toBe(true);
    const error = errorOf(() => decrementItem(cart, burger.id, T0 + 4000));
    expect(error.code).toBe('MULTIPLE_CUSTOMIZATIONS');
    expect(error.details?.key).toBe(MULTIPLE_CUSTOMIZATIONS_KEY);
    expect(MULTIPLE_CUSTOMIZATIONS_KEY).toBe('message.multiple_customizations');
  });

  it('decrements the only line of an item, removing it at 0', () => {
    expect(hasMultipleCustomizations(cart, water.id)).toBe(false);
    expect(decrementItem(cart, water.id, T0 + 4000).lines.map((line) => line.id)).toEqual([
      'a',
      'b',
    ]);
    expect(errorOf(() => decrementItem(cart, 999, T0)).code).toBe('UNKNOWN_LINE');
  });
});

describe('item notes', () => {
  const cart = addItem(createCart(T0), { line_id: 'a', item: water, category_id: 1 }, options);

  it('cannot be saved empty (spec A §5) and are stored trimmed', () => {
    expect(isItemNoteValid('  no ice ')).toBe(true);
    expect(isItemNoteValid(' \t\n')).toBe(false);
    expect(setItemNote(cart, 'a', '  no ice ', T0 + 2000).lines[0]?.itemNote).toBe('no ice');
    expect(errorOf(() => setItemNote(cart, 'a', '   ', T0 + 2000)).code).toBe('EMPTY_ITEM_NOTE');
    expect(errorOf(() => setItemNote(cart, 'a', '', T0 + 2000)).code).toBe('EMPTY_ITEM_NOTE');
    expect(setItemNote(cart, 'a', null, T0 + 2000).lines[0]?.itemNote).toBeNull();
  });

  it('never saves a blank note', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\s*$/),
        (note) => errorOf(() => setItemNote(cart, 'a', note, T0)).code === 'EMPTY_ITEM_NOTE',
      ),
    );
  });
});

describe('placed and free lines', () => {
  const own = addItem(createCart(T0), { line_id: 'a', item: water, category_id: 1 }, options);
  const cart: Cart = { ...own, lines: [placedLine, freeLine, ...own.lines] };

  it('refuses any change to a placed dine-in line with the spec message (spec A §5)', () => {
    for (const change of [
      () => setLineCount(cart, 'placed-1', 3, T0),
      () => removeLine(cart, 'placed-1', T0),
      () => setItemNote(cart, 'placed-1', 'hot', T0),
    ]) {
      const error = errorOf(change);
      expect(error.code).toBe('LINE_LOCKED');
      expect(error.details?.message).toBe(
        "Sorry, you can't modify this order now because it's already being prepared. Please ask a staff member to assist you.",
      );
    }
    expect(LINE_LOCKED_MESSAGE).toContain('already being prepared');
  });

  it('refuses any diner change to a free item', () => {
    expect(errorOf(() => setLineCount(cart, 'free-1', 2, T0)).code).toBe('FREE_ITEM_LOCKED');
    expect(errorOf(() => removeLine(cart, 'free-1', T0)).code).toBe('FREE_ITEM_LOCKED');
    expect(errorOf(() => setItemNote(cart, 'free-1', 'x', T0)).code).toBe('FREE_ITEM_LOCKED');
  });

  it('adds a new line beside a placed one instead of merging into it', () => {
    const next = addItem(cart, { line_id: 'b', item: water, category_id: 1 }, options);
    expect(next.lines.find((line) => line.id === 'placed-1')?.count).toBe(2);
    expect(next.lines.find((line) => line.id === 'a')?.count).toBe(2);
    expect(getItemCount(next, water.id)).toBe(2);
    expect(getItemCount(next)).toBe(2);
  });

  it('reports a placed line on a decrement when the diner has no line of the item', () => {
    const onlyPlaced: Cart = { lines: [placedLine], updated_at: T0 };
    expect(errorOf(() => decrementItem(onlyPlaced, water.id, T0)).code).toBe('LINE_LOCKED');
  });
});

describe('immutability', () => {
  it('never changes the cart it is given', () => {
    fc.assert(
      fc.property(
        menuArb(2).chain((m) => fc.tuple(fc.constant(m), cartFromMenuArb(m, 2), lineRecipeArb(m))),
        ([, c, recipe]) => {
          const frozen = deepFreeze(structuredClone(c));
          addItem(frozen, { line_id: 'new', ...recipe }, { now: T0 + 50_000, precision: 2 });
          for (const line of frozen.lines) {
            setLineCount(frozen, line.id, line.count + 1, T0 + 50_000);
            setItemNote(frozen, line.id, 'note', T0 + 50_000);
          }
          expect(frozen).toEqual(c);
        },
      ),
    );
  });
});
