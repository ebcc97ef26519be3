import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '../../menu/types';
import { countGroupUnits } from '../count-group-units';
import { getDefaultSelection } from '../get-default-selection';
import { getGroupHint } from '../get-group-hint';
import { getGroupKind } from '../get-group-kind';
import { getGroupLimits } from '../get-group-limits';
import { getModifierItemStates } from '../get-modifier-item-states';
import { modifierGroupArb, modifierGroupsArb } from '../../../test/arbitraries';
import { extras, sauces, size } from './fixtures';
import { errorCode as codeOf } from '../../../test/error-code';

const group = (minimum: number, maximum: number): ModifierGroup => ({
  id: 7,
  items: [],
  minimum,
  maximum,
});

describe('getGroupKind', () => {
  it('follows spec A §4: quantity selector, then min 1 and max 1, else multi', () => {
    expect(getGroupKind(sauces)).toBe('quantity_selector');
    expect(getGroupKind({ ...group(0, 5), type: 'quantity_selector' })).toBe('quantity_selector');
    expect(getGroupKind({ ...group(1, 1), has_quantity_selector: true })).toBe('quantity_selector');
    expect(getGroupKind(size)).toBe('single_select');
    expect(getGroupKind(group(1, 1))).toBe('single_select');
    expect(getGroupKind({ ...group(0, 1), type: 'single_item' })).toBe('multi_select');
    expect(getGroupKind(group(1, 2))).toBe('multi_select');
    expect(getGroupKind(group(0, 0))).toBe('multi_select');
  });
});

describe('getGroupLimits', () => {
  it('reads a maximum of 0 as no limit', () => {
    expect(getGroupLimits(group(1, 3))).toEqual({ minimum: 1, maximum: 3 });
    expect(getGroupLimits(group(0, 0))).toEqual({ minimum: 0, maximum: null });
    expect(getGroupLimits(group(2, 0))).toEqual({ minimum: 2, maximum: null });
  });

  it('refuses malformed limits with INVALID_GROUP', () => {
    for (const [minimum, maximum] of [
      [3, 2],
      [-1, 2],
      [0, -1],
      [0.5, 2],
      [0, Number.NaN],
    ] as const) {
      expect(codeOf(() => getGroupLimits(group(minimum, maximum)))).toBe('INVALID_GROUP');
    }
  });
});

describe('getGroupHint', () => {
  it('gives the exact spec texts (A §5) with typed keys and values', () => {
    expect(getGroupHint(group(2, 2)).rule).toEqual({
      key: 'modifier.hint.choose',
      message: 'Please choose {minimum}',
      values: { minimum: 2 },
      text: 'Please choose 2',
    });
    expect(getGroupHint(group(1, 3)).rule).toEqual({
      key: 'modifier.hint.choose_range',
      message: 'Please choose minimum of {minimum} and maximum of {maximum}',
      values: { minimum: 1, maximum: 3 },
      text: 'Please choose minimum of 1 and maximum of 3',
    });
    expect(getGroupHint(group(0, 4)).rule).toEqual({
      key: 'modifier.hint.choose_maximum',
      message: 'Please choose maximum of {maximum}',
      values: { maximum: 4 },
      text: 'Please choose maximum of 4',
    });
    expect(getGroupHint(size).rule?.text).toBe('Please choose 1');
  });

  it("counts 'n of max', with quantity groups counting units", () => {
    expect(getGroupHint(extras, []).counter).toEqual({
      key: 'modifier.hint.counter',
      message: '{n} of {max}',
      values: { n: 0, max: 2 },
      text: '0 of 2',
    });
    expect(getGroupHint(extras, [{ group_id: 2, id: 21, count: 1 }]).counter?.text).toBe('1 of 2');
    expect(
      getGroupHint(sauces, [
        { group_id: 3, id: 31, count: 2 },
        { group_id: 3, id: 32, count: 1 },
        { group_id: 2, id: 21, count: 1 },
      ]).counter?.text,
    ).toBe('3 of 3');
  });

  it('shows nothing for a group with no maximum', () => {
    expect(getGroupHint(group(0, 0))).toEqual({ rule: null, counter: null });
  });

  it('always picks the hint by the spec rule', () => {
    fc.assert(
      fc.property(modifierGroupArb(2), (g) => {
        const { rule, counter } = getGroupHint(g);
        if (g.maximum === 0) return rule === null && counter === null;
        const expected =
          g.minimum === g.maximum
            ? `Please choose ${g.minimum}`
            : g.minimum > 0
              ? `Please choose minimum of ${g.minimum} and maximum of ${g.maximum}`
              : `Please choose maximum of ${g.maximum}`;
        return rule?.text === expected && counter?.text === `0 of ${g.maximum}`;
      }),
    );
  });
});

describe('getDefaultSelection', () => {
  it('preselects is_default items up to the maximum (spec A §4)', () => {
    expect(getDefaultSelection([size, extras, sauces])).toEqual([
      { group_id: 1, id: 11, count: 1 },
      { group_id: 2, id: 21, count: 1 },
      { group_id: 2, id: 22, count: 1 },
    ]);
  });

  it('never preselects more than a group allows, nor a non-default item', () => {
    fc.assert(
      fc.property(modifierGroupsArb(2), (groups) => {
        const selection = getDefaultSelection(groups);
        for (const g of groups) {
          const units = countGroupUnits(g.id, selection);
          if (g.maximum > 0) expect(units).toBeLessThanOrEqual(g.maximum);
          if (getGroupKind(g) === 'single_select') expect(units).toBeLessThanOrEqual(1);
          const defaults = g.items.filter((item) => item.is_default === true).length;
          const cap =
            getGroupKind(g) === 'single_select' ? 1 : g.maximum === 0 ? defaults : g.maximum;
          expect(units).toBe(Math.min(defaults, cap));
        }
        for (const choice of selection) {
          const item = groups
            .find((g) => g.id === choice.group_id)
            ?.items.find((i) => i.id === choice.id);
          expect(item?.is_default).toBe(true);
          expect(choice.count).toBe(1);
        }
      }),
    );
  });
});

describe('getModifierItemStates', () => {
  it('disables the remaining items of a multi-select group at its maximum', () => {
    const states = getModifierItemStates(extras, [
      { group_id: 2, id: 21, count: 1 },
      { group_id: 2, id: 23, count: 1 },
    ]);
    expect(states).toEqual([
      { id: 21, selected: true, count: 1, disabled: false, can_increment: false },
      { id: 22, selected: false, count: 0, disabled: true, can_increment: false },
      { id: 23, selected: true, count: 1, disabled: false, can_increment: false },
    ]);
  });

  it('stops every increment of a quantity group at its maximum', () => {
    const below = getModifierItemStates(sauces, [{ group_id: 3, id: 31, count: 2 }]);
    expect(below.map((s) => [s.count, s.disabled, s.can_increment])).toEqual([
      [2, false, true],
      [0, false, true],
    ]);
    const full = getModifierItemStates(sauces, [{ group_id: 3, id: 31, count: 3 }]);
    expect(full.map((s) => [s.count, s.disabled, s.can_increment])).toEqual([
      [3, false, false],
      [0, true, false],
    ]);
  });

  it('never disables a single-select group, where a tap replaces', () => {
    const states = getModifierItemStates(size, [{ group_id: 1, id: 11, count: 1 }]);
    expect(states.map((s) => s.disabled)).toEqual([false, false]);
    expect(states.map((s) => s.selected)).toEqual([true, false]);
  });
});
