import { describe, expect, it } from 'vitest';
import { cartOf, ITEMS, line, OAT_FLAT_WHITE } from '@/lib/bill/__tests__/fixtures';
import { groupLines } from '../utils/group-lines';
import { isDineIn } from '@/lib/venue/is-dine-in';

describe('groupLines (the multiple-customisations block)', () => {
  it('puts the customisations of one item together, keeping the cart order', () => {
    const cart = cartOf(
      line('a', ITEMS.flatWhite, 1),
      line('b', ITEMS.kopi, 1),
      OAT_FLAT_WHITE('c'),
    );
    expect(
      groupLines(cart.lines).map((block) =>
        block.kind === 'single' ? block.line.id : block.lines.map((entry) => entry.id),
      ),
    ).toEqual([['a', 'c'], 'b']);
  });

  it('groups picks of a grouped item under the grouped item', () => {
    const picks = cartOf(
      line('a', 112, 1, { parent_item_id: 111 }),
      line('b', 113, 1, { parent_item_id: 111 }),
    );
    const [block] = groupLines(picks.lines);
    expect(block).toMatchObject({ kind: 'customizations', itemId: 111 });
  });

  it('leaves free and placed lines out: the diner cannot change them', () => {
    const cart = cartOf(
      line('a', ITEMS.kopi, 1),
      line('f', ITEMS.ondeh, 1, { is_free_item: true }),
      line('p', ITEMS.kopi, 1, { placed_item: true }),
    );
    expect(groupLines(cart.lines)).toEqual([{ kind: 'single', line: cart.lines[0] }]);
  });
});

describe('isDineIn', () => {
  it('is a table order', () => {
    expect(isDineIn({ table_id: 4 })).toBe(true);
    expect(isDineIn({ table_id: null })).toBe(false);
  });
});
