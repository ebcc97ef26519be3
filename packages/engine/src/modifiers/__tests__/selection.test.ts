import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { ModifierGroup } from '../../menu/types';
import { countGroupUnits } from '../count-group-units';
import { getGroupKind } from '../get-group-kind';
import { getSelectionKey } from '../get-selection-key';
import { getSelectionProblems } from '../get-selection-problems';
import { isAddEnabled } from '../is-add-enabled';
import { normalizeSelection } from '../normalize-selection';
import { setModifierCount } from '../set-modifier-count';
import { toggleModifier } from '../toggle-modifier';
import type { ModifierChoice } from '../types';
import { anySelectionArb, modifierGroupsArb, validSelectionArb } from '../../../test/arbitraries';
import { extras, sauces, size } from './fixtures';
import { errorCode as codeOf } from '../../../test/error-code';

const groups = [size, extras, sauces];

describe('toggleModifier and setModifierCount', () => {
  it('replaces the choice of a single-select group', () => {
    let selection = toggleModifier(groups, [], 1, 11);
    expect(selection).toEqual([{ group_id: 1, id: 11, count: 1 }]);
    selection = toggleModifier(groups, selection, 1, 12);
    expect(selection).toEqual([{ group_id: 1, id: 12, count: 1 }]);
    // Tapping the chosen one keeps it, like a radio button.
    expect(toggleModifier(groups, selection, 1, 12)).toEqual(selection);
    expect(setModifierCount(groups, selection, 1, 12, 0)).toEqual([]);
  });

  it('toggles a multi-select item and refuses a third extra', () => {
    let selection: ModifierChoice[] = [];
    selection = toggleModifier(groups, selection, 2, 21);
    selection = toggleModifier(groups, selection, 2, 22);
    expect(countGroupUnits(2, selection)).toBe(2);
    expect(codeOf(() => toggleModifier(groups, selection, 2, 23))).toBe('MODIFIER_MAXIMUM_REACHED');
    selection = toggleModifier(groups, selection, 2, 21);
    expect(selection).toEqual([{ group_id: 2, id: 22, count: 1 }]);
  });

  it('sets counts in a quantity group up to its maximum in units', () => {
    let selection = setModifierCount(groups, [], 3, 31, 2);
    selection = setModifierCount(groups, selection, 3, 32, 1);
    expect(countGroupUnits(3, selection)).toBe(3);
    expect(codeOf(() => setModifierCount(groups, selection, 3, 32, 2))).toBe(
      'MODIFIER_MAXIMUM_REACHED',
    );
    selection = setModifierCount(groups, selection, 3, 31, 0);
    expect(selection).toEqual([{ group_id: 3, id: 32, count: 1 }]);
  });

  it('refuses unknown modifiers and counts that do not fit the group', () => {
    expect(codeOf(() => toggleModifier(groups, [], 9, 11))).toBe('UNKNOWN_MODIFIER');
    expect(codeOf(() => toggleModifier(groups, [], 1, 21))).toBe('UNKNOWN_MODIFIER');
    expect(codeOf(() => setModifierCount(groups, [], 2, 21, 2))).toBe('INVALID_SELECTION');
    expect(codeOf(() => setModifierCount(groups, [], 3, 31, -1))).toBe('INVALID_SELECTION');
    expect(codeOf(() => setModifierCount(groups, [], 3, 31, 1.5))).toBe('INVALID_SELECTION');
  });

  it('never lets any sequence of taps and counts exceed a maximum', () => {
    const stepsArb = (gs: ModifierGroup[]) => {
      const refs = gs.flatMap((g) => g.items.map((item) => ({ group_id: g.id, id: item.id })));
      return refs.length === 0
        ? fc.constant([])
        : fc.array(
            fc.record({
              ref: fc.constantFrom(...refs),
              count: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
            }),
            { maxLength: 20 },
          );
    };
    fc.assert(
      fc.property(
        modifierGroupsArb(2).chain((gs) => fc.tuple(fc.constant(gs), stepsArb(gs))),
        ([gs, steps]) => {
          let selection: ModifierChoice[] = [];
          for (const { ref, count } of steps) {
            try {
              selection =
                count === null
                  ? toggleModifier(gs, selection, ref.group_id, ref.id)
                  : setModifierCount(gs, selection, ref.group_id, ref.id, count);
            } catch (error) {
              expect(isEngineError(error)).toBe(true);
            }
            for (const g of gs) {
              const units = countGroupUnits(g.id, selection);
              if (g.maximum > 0) expect(units).toBeLessThanOrEqual(g.maximum);
              if (getGroupKind(g) !== 'quantity_selector') {
                expect(
                  selection.filter((c) => c.group_id === g.id).every((c) => c.count === 1),
                ).toBe(true);
              }
            }
          }
          expect(normalizeSelection(selection)).toEqual(selection);
        },
      ),
    );
  });
});

describe('the Add gate', () => {
  it('needs every group to meet its minimum (spec A §4)', () => {
    expect(isAddEnabled(groups, [])).toBe(false);
    expect(getSelectionProblems(groups, [])).toEqual([
      { group_id: 1, problem: 'below_minimum' },
      { group_id: 3, problem: 'below_minimum' },
    ]);
    expect(
      isAddEnabled(groups, [
        { group_id: 1, id: 11, count: 1 },
        { group_id: 3, id: 32, count: 1 },
      ]),
    ).toBe(true);
  });

  it('refuses selections above a maximum or with unknown modifiers', () => {
    const base = [
      { group_id: 1, id: 11, count: 1 },
      { group_id: 3, id: 32, count: 1 },
    ];
    expect(
      getSelectionProblems(groups, [
        ...base,
        { group_id: 2, id: 21, count: 1 },
        { group_id: 2, id: 22, count: 1 },
        { group_id: 2, id: 23, count: 1 },
      ]),
    ).toEqual([{ group_id: 2, problem: 'above_maximum' }]);
    expect(getSelectionProblems(groups, [...base, { group_id: 2, id: 99, count: 1 }])).toEqual([
      { group_id: 2, id: 99, problem: 'unknown_modifier' },
    ]);
    expect(getSelectionProblems(groups, [...base, { group_id: 8, id: 21, count: 1 }])).toEqual([
      { group_id: 8, id: 21, problem: 'unknown_group' },
    ]);
    expect(getSelectionProblems(groups, [...base, { group_id: 2, id: 21, count: 2 }])).toEqual([
      { group_id: 2, id: 21, problem: 'invalid_count' },
    ]);
    expect(isAddEnabled([{ id: 5, items: [], minimum: 0, maximum: 0 }], [])).toBe(true);
  });

  it('accepts every selection built within the limits', () => {
    fc.assert(
      fc.property(
        modifierGroupsArb(2).chain((gs) => fc.tuple(fc.constant(gs), validSelectionArb(gs))),
        ([gs, selection]) => isAddEnabled(gs, selection),
      ),
    );
  });

  it('is true exactly when every group has min <= units <= max and every choice is known', () => {
    fc.assert(
      fc.property(
        modifierGroupsArb(2).chain((gs) => fc.tuple(fc.constant(gs), anySelectionArb(gs))),
        ([gs, selection]) => {
          const canonical = normalizeSelection(selection);
          const known = selection.every((c) =>
            gs.some((g) => g.id === c.group_id && g.items.some((i) => i.id === c.id)),
          );
          const positive = selection.every((c) => c.count >= 1);
          const withinLimits = gs.every((g) => {
            const units = countGroupUnits(g.id, canonical);
            const single = canonical
              .filter((c) => c.group_id === g.id)
              .every((c) => getGroupKind(g) === 'quantity_selector' || c.count === 1);
            return units >= g.minimum && (g.maximum === 0 || units <= g.maximum) && single;
          });
          return isAddEnabled(gs, selection) === (known && positive && withinLimits);
        },
      ),
    );
  });
});

describe('getSelectionKey', () => {
  it('is the same for a selection in any order and differs when a count differs', () => {
    const a = [
      { group_id: 2, id: 7, count: 3 },
      { group_id: 1, id: 4, count: 1 },
    ];
    expect(getSelectionKey(a)).toBe('1:4x1,2:7x3');
    expect(getSelectionKey([...a].reverse())).toBe(getSelectionKey(a));
    const fewer = [
      { group_id: 2, id: 7, count: 2 },
      { group_id: 1, id: 4, count: 1 },
    ];
    expect(getSelectionKey(fewer)).not.toBe(getSelectionKey(a));
    expect(getSelectionKey([])).toBe('');
  });

  it('is order-insensitive for every valid selection', () => {
    fc.assert(
      fc.property(
        modifierGroupsArb(2)
          .chain((gs) => validSelectionArb(gs))
          .chain((selection) =>
            fc.tuple(
              fc.constant(selection),
              fc.shuffledSubarray(selection, { minLength: selection.length }),
            ),
          ),
        ([selection, shuffled]) => getSelectionKey(selection) === getSelectionKey(shuffled),
      ),
    );
  });
});
