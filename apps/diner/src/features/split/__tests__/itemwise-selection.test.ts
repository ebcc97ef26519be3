import type { SplitLine } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { splitLines } from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import {
  freeUnitAmounts,
  isLinePaid,
  maxWholeUnits,
  payableSelection,
  selectionCount,
  selectionItems,
  selectionTotal,
  sharePartAmount,
} from '../utils/itemwise-selection';

const kopi = (changes: Partial<SplitLine> = {}): SplitLine => ({
  cart_id: 'k',
  item_id: 3,
  name: 'Kopi',
  count: 3,
  unit_amounts: ['2.19', '2.18', '2.18'],
  paid_units: 0,
  reserved_units: 0,
  shared_units: [],
  available_units: 3,
  ...changes,
});

describe('the item-wise selection (B§4, ADR 0007)', () => {
  it("adds the picked units' server amounts for the running total", () => {
    const lines = splitLines();
    const selection = {
      'mine-1': { units: 1, shareWays: null },
      'aisha-1': { units: 2, shareWays: null },
    };
    expect(selectionTotal(selection, lines, 2)).toBe('10.91');
    expect(selectionCount(selection)).toBe(3);
    expect(selectionItems(selection, lines)).toEqual([
      { cart_id: 'mine-1', qty: 1 },
      { cart_id: 'aisha-1', qty: 2 },
    ]);
  });

  it('takes the free units after those paid, held and shared', () => {
    const line = kopi({
      paid_units: 1,
      shared_units: [
        {
          unit: 3,
          parts: 2,
          part_amounts: ['1.09', '1.09'],
          paid_parts: 1,
          reserved_parts: 0,
        },
      ],
      available_units: 1,
    });
    expect(freeUnitAmounts(line)).toEqual(['2.18']);
    expect(isLinePaid(line)).toBe(false);
  });

  it('prices one part of a new shared unit by largest remainder, and joins an existing share', () => {
    const line = kopi();
    // 2.19 shared three ways: 0.73 each.
    expect(sharePartAmount(line, 3, 0, 2)).toBe('0.73');
    // 2.18 (the second free unit, the first taken whole) shared 3 ways: 0.73, 0.73, 0.72.
    expect(sharePartAmount(line, 3, 1, 2)).toBe('0.73');
    const shared = kopi({
      shared_units: [
        {
          unit: 1,
          parts: 4,
          part_amounts: ['0.55', '0.55', '0.55', '0.54'],
          paid_parts: 2,
          reserved_parts: 1,
        },
      ],
      available_units: 2,
    });
    expect(sharePartAmount(shared, 4, 0, 2)).toBe('0.54');
  });

  it('sends a shared part as its own item with shared_parts, leaving room for a fresh unit', () => {
    const line = kopi({ available_units: 2 });
    const pick = { units: 1, shareWays: 2 };
    expect(maxWholeUnits(line, pick)).toBe(1);
    expect(selectionItems({ k: pick }, [line])).toEqual([
      { cart_id: 'k', qty: 1 },
      { cart_id: 'k', qty: 1, shared_parts: 2 },
    ]);
    // 2.19 whole, then half of 2.18.
    expect(selectionTotal({ k: pick }, [line], 2)).toBe('3.28');
  });

  it('marks a line paid only when every unit and every shared part is paid', () => {
    expect(isLinePaid(kopi({ paid_units: 3, available_units: 0 }))).toBe(true);
    const halfShared = kopi({
      paid_units: 2,
      available_units: 0,
      shared_units: [
        { unit: 3, parts: 2, part_amounts: ['1.09', '1.09'], paid_parts: 1, reserved_parts: 1 },
      ],
    });
    expect(isLinePaid(halfShared)).toBe(false);
  });
});

describe('the ticks kept over a reload meet the bill as it is now (issue 30)', () => {
  it('keeps what is still free, as it was ticked', () => {
    const selection = {
      'mine-1': { units: 1, shareWays: null },
      'aisha-1': { units: 1, shareWays: 2 },
    };
    expect(payableSelection(selection, splitLines())).toEqual(selection);
  });

  it('drops a line paid by someone else, a line gone from the bill and an empty pick', () => {
    const [flatWhite, nasiLemak, ...rest] = splitLines();
    if (flatWhite === undefined || nasiLemak === undefined) throw new Error('fixture lines');
    const lines = [{ ...flatWhite, paid_units: 1, available_units: 0 }, ...rest];
    const selection = {
      'mine-1': { units: 1, shareWays: null },
      'mine-2': { units: 1, shareWays: null },
      'wei-1': { units: 0, shareWays: null },
      'aisha-1': { units: 2, shareWays: null },
    };
    expect(payableSelection(selection, lines)).toEqual({
      'aisha-1': { units: 2, shareWays: null },
    });
  });

  it('cuts the whole units to those still free, keeping the room a fresh shared unit needs', () => {
    // Three kopi ticked; one was paid meanwhile: two are left to take.
    const selection = { k: { units: 3, shareWays: null } };
    expect(payableSelection(selection, [kopi({ paid_units: 1, available_units: 2 })])).toEqual({
      k: { units: 2, shareWays: null },
    });
    // Two whole and a part of the third shared two ways: one unit was paid, so one whole is left.
    const shared = { k: { units: 2, shareWays: 2 } };
    expect(payableSelection(shared, [kopi({ paid_units: 1, available_units: 2 })])).toEqual({
      k: { units: 1, shareWays: 2 },
    });
  });

  it("drops a joined share's part once nobody's part is free and no unit is left to share", () => {
    const full = kopi({
      paid_units: 2,
      available_units: 0,
      shared_units: [
        { unit: 3, parts: 2, part_amounts: ['1.09', '1.09'], paid_parts: 1, reserved_parts: 1 },
      ],
    });
    expect(payableSelection({ k: { units: 0, shareWays: 2 } }, [full])).toEqual({});
    const open = kopi({
      ...full,
      shared_units: [
        { unit: 3, parts: 2, part_amounts: ['1.09', '1.09'], paid_parts: 1, reserved_parts: 0 },
      ],
    });
    expect(payableSelection({ k: { units: 0, shareWays: 2 } }, [open])).toEqual({
      k: { units: 0, shareWays: 2 },
    });
  });
});
