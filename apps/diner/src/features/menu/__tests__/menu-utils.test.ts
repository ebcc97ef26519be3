import { describe, expect, it } from 'vitest';
import { collectMenuLabels } from '../utils/collect-menu-labels';
import { countMenuItems } from '../utils/count-menu-items';
import { firstItemIds } from '../utils/first-item-ids';
import { hasItemDetail } from '../utils/has-item-detail';
import { isItemSoldOut } from '../utils/is-item-sold-out';
import { isSearchShown } from '../utils/is-search-shown';
import { flags } from '@test/fixtures/home-page';
import { CATEGORIES, LAKSA, LUNCH_SET, category, item } from './fixtures';

describe('collectMenuLabels', () => {
  it('lists the tags the menu’s items carry, once each, in the A§3 order', () => {
    expect(collectMenuLabels(CATEGORIES, false)).toEqual([
      'veg',
      'non-veg',
      'spicy',
      'milk',
      'fish',
      'egg',
    ]);
  });

  it('reads sub-categories, and the picks of grouped items only when they are listed', () => {
    const menu = [
      category(1, 'Drinks', [], {
        categories: [category(2, 'Hot', [item({ id: 1, name: 'Tea', tags: ['gluten-free'] })])],
      }),
      category(3, 'Sets', [
        item({
          id: 2,
          name: 'Set',
          items: [item({ id: 3, name: 'Nutty pick', tags: ['nuts'] })],
        }),
      ]),
    ];
    expect(collectMenuLabels(menu, false)).toEqual(['gluten-free']);
    expect(collectMenuLabels(menu, true)).toEqual(['nuts', 'gluten-free']);
  });

  it('gives no labels for a menu without tags', () => {
    expect(
      collectMenuLabels([category(1, 'Plain', [item({ id: 1, name: 'Water' })])], true),
    ).toEqual([]);
  });
});

describe('isSearchShown', () => {
  it('follows the search feature on the home menu', () => {
    expect(isSearchShown(flags({}), 'default', false)).toBe(true);
    expect(isSearchShown(flags({ search: false }), 'default', false)).toBe(false);
  });

  it('shows on the read-only menu only in scan-and-pay with the search feature', () => {
    expect(isSearchShown(flags({}), 'scan_and_pay', true)).toBe(true);
    expect(isSearchShown(flags({}), 'default', true)).toBe(false);
    expect(isSearchShown(flags({ search: false }), 'scan_and_pay', true)).toBe(false);
  });
});

describe('isItemSoldOut', () => {
  it('follows out_of_stock_items, for every category or one', () => {
    expect(isItemSoldOut([{ item_id: LAKSA.id, category_id: null }], LAKSA, 14)).toBe(true);
    expect(isItemSoldOut([{ item_id: LAKSA.id, category_id: 14 }], LAKSA, 14)).toBe(true);
    expect(isItemSoldOut([{ item_id: LAKSA.id, category_id: 99 }], LAKSA, 14)).toBe(false);
    expect(isItemSoldOut([], LAKSA, 14)).toBe(false);
  });

  it('counts a grouped item sold out when every pick is', () => {
    expect(isItemSoldOut([{ item_id: 112, category_id: null }], LUNCH_SET, 15)).toBe(false);
    expect(
      isItemSoldOut(
        [
          { item_id: 112, category_id: null },
          { item_id: 113, category_id: 15 },
        ],
        LUNCH_SET,
        15,
      ),
    ).toBe(true);
  });
});

describe('hasItemDetail', () => {
  it('needs a picture and a description', () => {
    expect(hasItemDetail(LAKSA, LAKSA.description)).toBe(true);
    expect(hasItemDetail(LAKSA, null)).toBe(false);
    expect(hasItemDetail(LAKSA, '  ')).toBe(false);
    expect(hasItemDetail({ image_url: null }, 'A description')).toBe(false);
  });
});

describe('firstItemIds and countMenuItems', () => {
  it('takes the first cards in page order, sub-categories included', () => {
    expect([...firstItemIds(CATEGORIES, 4)]).toEqual([
      'menu-item-11-101',
      'menu-item-12-103',
      'menu-item-131-104',
      'menu-item-132-106',
    ]);
  });

  it('counts the cards of the menu', () => {
    expect(countMenuItems(CATEGORIES)).toBe(8);
    expect(countMenuItems([category(1, 'Empty', [])])).toBe(0);
  });
});
