import { describe, expect, it } from 'vitest';
import {
  counterSession,
  flags,
  kopi,
  scanAndPaySession,
  tableSession,
} from '@test/fixtures/home-page';
import { isReorderOffered } from '../utils/is-reorder-offered';
import { planReorder } from '../utils/plan-reorder';
import { reorderParent } from '../utils/reorder-parent';
import { reorderSelection } from '../utils/reorder-selection';
import {
  breakfastSet,
  icedKopi,
  pastItem,
  pastOrder,
  reorderMenu,
  setPickB,
  toasts,
} from './fixtures';

const current = { menu: reorderMenu, outOfStock: [], precision: 2 };

describe('reorderSelection', () => {
  it('reads the selected modifiers with their counts from the groups', () => {
    expect(reorderSelection(icedKopi())).toEqual([{ group_id: 1001, id: 2002, count: 1 }]);
  });

  it('counts nothing for an option marked not selected, whatever its count', () => {
    const item = pastItem(kopi, 12, 1, [{ groupId: 1001, id: 2002 }]);
    const groups = item.groups.map((group) => ({
      ...group,
      items: group.items.map((option) => ({ ...option, selected: false, count: 3 })),
    }));
    expect(reorderSelection({ groups })).toEqual([]);
  });

  it('takes a quantity count over the selected flag', () => {
    const item = pastItem(kopi, 12, 1, [{ groupId: 1001, id: 2001, count: 2 }]);
    expect(reorderSelection(item)).toEqual([{ group_id: 1001, id: 2001, count: 2 }]);
  });
});

describe('reorderParent', () => {
  it('is null for an item its category lists', () => {
    expect(reorderParent(toasts(), reorderMenu)).toBeNull();
  });

  it('finds the grouped item a pick belongs to', () => {
    expect(reorderParent(setPickB(), reorderMenu)).toBe(breakfastSet.id);
  });
});

describe('planReorder (A§4 Reorder)', () => {
  it('puts every line back when all are on the menu, with modifiers, counts and notes', () => {
    const noted = pastItem(kopi, 12, 3, [{ groupId: 1001, id: 2001 }], { itemNote: 'Less sugar' });
    const plan = planReorder(pastOrder([toasts(2), noted, setPickB()]), current);
    expect(plan.outcome).toBe('all');
    expect(plan.missing).toEqual([]);
    expect(plan.lines).toEqual([
      expect.objectContaining({ categoryId: 11, childItemId: null, count: 2, modifiers: [] }),
      expect.objectContaining({
        categoryId: 12,
        childItemId: null,
        count: 3,
        modifiers: [{ group_id: 1001, id: 2001, count: 1 }],
        note: 'Less sugar',
      }),
      expect.objectContaining({ categoryId: 11, childItemId: 152, count: 1 }),
    ]);
    expect(plan.lines[2]?.item.id).toBe(breakfastSet.id);
  });

  it('is partial when an item left the menu', () => {
    const gone = pastItem({ ...kopi, id: 999, name: 'Milo' }, 12, 1);
    const plan = planReorder(pastOrder([toasts(), gone]), current);
    expect(plan.outcome).toBe('partial');
    expect(plan.lines).toHaveLength(1);
    expect(plan.missing).toEqual([{ name: 'Milo', itemId: 999, reason: 'item_missing' }]);
  });

  it('is partial when a chosen modifier no longer exists', () => {
    const oldOption = pastItem(kopi, 12, 1, [{ groupId: 1001, id: 2001 }]);
    const [temperature] = kopi.groups;
    if (temperature === undefined) throw new Error('kopi has a temperature group');
    const withGone = {
      ...oldOption,
      groups: [
        ...oldOption.groups,
        {
          ...temperature,
          id: 1999,
          items: [
            {
              id: 2999,
              name: 'Oat',
              unit_price: '0.50',
              final_price: null,
              is_default: false,
              selected: true,
              count: 1,
            },
          ],
        },
      ],
    };
    const plan = planReorder(pastOrder([toasts(), withGone]), current);
    expect(plan.outcome).toBe('partial');
    expect(plan.missing[0]?.reason).toBe('modifier_missing');
  });

  it('is partial when the selection breaks a group limit now (a required choice missing)', () => {
    const plan = planReorder(pastOrder([toasts(), pastItem(kopi, 12, 1)]), current);
    expect(plan.outcome).toBe('partial');
    expect(plan.missing[0]?.reason).toBe('selection_invalid');
  });

  it('is none when the category is gone', () => {
    const plan = planReorder(
      pastOrder([pastItem(kopi, 77, 1, [{ groupId: 1001, id: 2001 }])]),
      current,
    );
    expect(plan.outcome).toBe('none');
    expect(plan.missing[0]?.reason).toBe('category_missing');
  });

  it('treats a sold-out item as unavailable, in its category or everywhere', () => {
    const inCategory = planReorder(pastOrder([toasts(), icedKopi()]), {
      ...current,
      outOfStock: [{ item_id: kopi.id, category_id: 12 }],
    });
    expect(inCategory.outcome).toBe('partial');
    expect(inCategory.missing).toEqual([{ name: 'Kopi', itemId: kopi.id, reason: 'sold_out' }]);
    const elsewhere = planReorder(pastOrder([icedKopi()]), {
      ...current,
      outOfStock: [{ item_id: kopi.id, category_id: 11 }],
    });
    expect(elsewhere.outcome).toBe('all');
  });

  it('treats a pick of a sold-out grouped item as unavailable', () => {
    const plan = planReorder(pastOrder([setPickB()]), {
      ...current,
      outOfStock: [{ item_id: breakfastSet.id, category_id: null }],
    });
    expect(plan.outcome).toBe('none');
    expect(plan.missing[0]?.reason).toBe('sold_out');
  });

  it('leaves out free items of promotions, which the promotions add again', () => {
    const free = pastItem(kopi, 12, 1, [{ groupId: 1001, id: 2001 }], { is_free_item: true });
    const plan = planReorder(pastOrder([toasts(), free]), current);
    expect(plan.outcome).toBe('all');
    expect(plan.lines).toHaveLength(1);
  });

  it('is none for an order without cart items', () => {
    expect(planReorder(pastOrder([]), current)).toEqual({
      outcome: 'none',
      lines: [],
      missing: [],
    });
  });
});

describe('isReorderOffered (A§4: default session type only)', () => {
  it('offers reorder at the counter with the cart on', () => {
    expect(isReorderOffered(counterSession, flags({}))).toBe(true);
  });

  it('offers it for a dine-in pay-first table, which orders as the default type', () => {
    expect(isReorderOffered(tableSession, flags({}))).toBe(true);
  });

  it('does not offer it in scan-and-pay or an open tab', () => {
    expect(isReorderOffered(scanAndPaySession, flags({}))).toBe(false);
    expect(isReorderOffered({ qr_source: 'dine_ot' }, flags({}))).toBe(false);
  });

  it('does not offer it without the cart', () => {
    expect(isReorderOffered(counterSession, flags({ cart: false }))).toBe(false);
  });
});
