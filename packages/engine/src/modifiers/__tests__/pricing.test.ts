import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getItemPrice } from '../../menu/get-item-price';
import type { MenuItem } from '../../menu/types';
import { getSelectionUnitPrice } from '../get-selection-unit-price';
import { isGroupedItem } from '../is-grouped-item';
import { resolveGroupedItem } from '../resolve-grouped-item';
import { toSelectedModifiers } from '../to-selected-modifiers';
import {
  amountArb,
  minorToAmount,
  modifierGroupsArb,
  precisionArb,
  validSelectionArb,
} from '../../../test/arbitraries';
import { burger, extras, size } from './fixtures';
import { errorCode as codeOf } from '../../../test/error-code';

describe('getSelectionUnitPrice', () => {
  it('adds each modifier price times its count to the item price', () => {
    // Burger 8.90 (final price) + Large 2.00 + Bacon 2.00 (final price) + Mayo 0.75 x 2
    const price = getSelectionUnitPrice(
      burger,
      [
        { group_id: 1, id: 12, count: 1 },
        { group_id: 2, id: 22, count: 1 },
        { group_id: 3, id: 32, count: 2 },
      ],
      2,
    );
    expect(price).toBe('14.40');
    expect(getSelectionUnitPrice(burger, [], 2)).toBe('8.90');
    expect(getSelectionUnitPrice({ unit_price: '0.100' }, [], 3)).toBe('0.100');
  });

  it('refuses a modifier that is not on the item', () => {
    expect(
      codeOf(() => getSelectionUnitPrice(burger, [{ group_id: 1, id: 99, count: 1 }], 2)),
    ).toBe('UNKNOWN_MODIFIER');
    expect(
      codeOf(() => getSelectionUnitPrice(burger, [{ group_id: 3, id: 31, count: -2 }], 2)),
    ).toBe('INVALID_SELECTION');
  });

  it('is exact and at the precision: it equals the sum in integer minor units', () => {
    const caseArb = precisionArb.chain((precision) =>
      fc
        .record({
          price: amountArb(precision),
          groups: modifierGroupsArb(precision),
        })
        .chain(({ price, groups }) =>
          fc.tuple(
            fc.constant(precision),
            fc.constant(price),
            fc.constant(groups),
            validSelectionArb(groups),
          ),
        ),
    );
    fc.assert(
      fc.property(caseArb, ([precision, price, groups, selection]) => {
        const item: MenuItem = { id: 1, name: 'Item', unit_price: price, groups };
        // Amounts from the arbitraries carry exactly `precision` decimals: drop the point.
        const minor = (amount: string): number => Number(amount.replace('.', ''));
        let expected = minor(price);
        for (const choice of selection) {
          const modifier = groups
            .find((g) => g.id === choice.group_id)
            ?.items.find((m) => m.id === choice.id);
          expected += minor(modifier?.final_price ?? modifier?.unit_price ?? '0') * choice.count;
        }
        const actual = getSelectionUnitPrice(item, selection, precision);
        expect(actual).toBe(minorToAmount(expected, precision));
      }),
    );
  });
});

describe('toSelectedModifiers', () => {
  it('attaches current prices in canonical order', () => {
    expect(
      toSelectedModifiers(
        burger,
        [
          { group_id: 2, id: 22, count: 1 },
          { group_id: 1, id: 12, count: 1 },
        ],
        2,
      ),
    ).toEqual([
      { id: 12, group_id: 1, count: 1, unit_price: '2.00' },
      { id: 22, group_id: 2, count: 1, unit_price: '2.00' },
    ]);
  });
});

describe('grouped items', () => {
  const coffee: MenuItem = {
    id: 500,
    name: 'Coffee',
    unit_price: '3.00',
    groups: [extras],
    taxes: [{ id: 1, type: 'PERCENTAGE', value: '5' }],
    items: [
      { id: 501, name: 'Latte', unit_price: '4.50' },
      {
        id: 502,
        name: 'Flat white',
        unit_price: '5.00',
        final_price: '4.80',
        groups: [size],
        taxes: [],
      },
    ],
  };

  it('recognises a grouped item by its nested items', () => {
    expect(isGroupedItem(coffee)).toBe(true);
    expect(isGroupedItem(burger)).toBe(false);
    expect(isGroupedItem({ items: [] })).toBe(false);
  });

  it("prices the pick alone and inherits the grouped item's groups and taxes only when absent", () => {
    const latte = resolveGroupedItem(coffee, 501);
    expect(getItemPrice(latte, 2)).toBe('4.50');
    expect(latte.groups).toEqual([extras]);
    expect(latte.taxes).toEqual(coffee.taxes);
    const flatWhite = resolveGroupedItem(coffee, 502);
    expect(getItemPrice(flatWhite, 2)).toBe('4.80');
    expect(flatWhite.groups).toEqual([size]);
    expect(flatWhite.taxes).toEqual([]);
    expect(getSelectionUnitPrice(latte, [{ group_id: 2, id: 21, count: 1 }], 2)).toBe('6.00');
  });

  it('refuses a pick that is not in the grouped item', () => {
    expect(codeOf(() => resolveGroupedItem(coffee, 999))).toBe('UNKNOWN_ITEM');
    expect(codeOf(() => resolveGroupedItem(burger, 501))).toBe('UNKNOWN_ITEM');
  });
});
