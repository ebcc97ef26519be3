import { describe, expect, it } from 'vitest';
import { parseAdvertisementAction } from '../utils/advertisement-action';
import { findMenuTarget } from '../utils/find-menu-target';
import { CATEGORIES, FLAT_WHITE, LAKSA } from './fixtures';

describe('parseAdvertisementAction', () => {
  it('reads item-{id} and category-{id}', () => {
    expect(parseAdvertisementAction('item-107')).toEqual({ kind: 'item', id: 107 });
    expect(parseAdvertisementAction('category-16')).toEqual({ kind: 'category', id: 16 });
  });

  it('reads a missing or malformed action as nothing', () => {
    for (const action of [
      null,
      undefined,
      '',
      'item-',
      'item-0',
      'item-abc',
      'item-12-3',
      'product-12',
      'ITEM-12',
      'https://example.com',
    ]) {
      expect(parseAdvertisementAction(action)).toBeNull();
    }
  });
});

describe('findMenuTarget', () => {
  it('finds an item in its first category', () => {
    expect(findMenuTarget(CATEGORIES, { kind: 'item', id: LAKSA.id })).toEqual({
      kind: 'item',
      item: LAKSA,
      categoryId: 14,
    });
  });

  it('finds an item listed in a sub-category', () => {
    expect(findMenuTarget(CATEGORIES, { kind: 'item', id: FLAT_WHITE.id })).toEqual({
      kind: 'item',
      item: FLAT_WHITE,
      categoryId: 131,
    });
  });

  it('finds categories and sub-categories', () => {
    expect(findMenuTarget(CATEGORIES, { kind: 'category', id: 16 })).toEqual({
      kind: 'category',
      categoryId: 16,
    });
    expect(findMenuTarget(CATEGORIES, { kind: 'category', id: 132 })).toEqual({
      kind: 'category',
      categoryId: 132,
    });
  });

  it('ignores targets that are not on the menu, and picks inside a grouped item', () => {
    expect(findMenuTarget(CATEGORIES, { kind: 'item', id: 999 })).toBeNull();
    expect(findMenuTarget(CATEGORIES, { kind: 'category', id: 999 })).toBeNull();
    expect(findMenuTarget(CATEGORIES, { kind: 'item', id: 112 })).toBeNull();
    expect(findMenuTarget(CATEGORIES, null)).toBeNull();
  });
});
