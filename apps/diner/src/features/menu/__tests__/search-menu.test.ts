import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../utils/normalize-search-text';
import { searchMenu } from '../utils/search-menu';
import type { MenuCategoryView } from '../utils/menu-view';
import { CATEGORIES, category, item } from './fixtures';

/** The names of the items a search keeps, in menu order, sub-categories included. */
function names(categories: readonly MenuCategoryView[]): string[] {
  return categories.flatMap((entry) => [
    ...entry.items.map((found) => found.name),
    ...names(entry.categories ?? []),
  ]);
}

describe('normalizeSearchText', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Crème   BRÛLÉE ', 'en')).toBe('creme brulee');
  });

  it('drops Arabic harakat, the hamza on an alef and the tatweel', () => {
    expect(normalizeSearchText('أَرُزّ', 'ar')).toBe('ارز');
    expect(normalizeSearchText('إفطار', 'ar')).toBe('افطار');
    expect(normalizeSearchText('كبـــاب', 'ar')).toBe('كباب');
  });

  it('reads full-width letters as plain ones', () => {
    expect(normalizeSearchText('ＬＡＫＳＡ', 'zh')).toBe('laksa');
  });
});

describe('searchMenu', () => {
  it('keeps the whole menu for a blank query', () => {
    expect(searchMenu(CATEGORIES, '   ', 'en')).toBe(CATEGORIES);
  });

  it('finds items by name, whatever the case', () => {
    expect(names(searchMenu(CATEGORIES, 'LAKSA', 'en'))).toEqual(['Laksa']);
  });

  it('finds items by description', () => {
    expect(names(searchMenu(CATEGORIES, 'coconut', 'en'))).toEqual(['Kaya toast', 'Laksa']);
  });

  it('ignores diacritics on either side', () => {
    expect(names(searchMenu(CATEGORIES, 'creme brulee', 'en'))).toEqual(['Crème brûlée']);
    expect(names(searchMenu(CATEGORIES, 'brûlée', 'en'))).toEqual(['Crème brûlée']);
  });

  it('matches every word, in any order', () => {
    expect(names(searchMenu(CATEGORIES, 'rice chicken', 'en'))).toEqual(['Chicken rice']);
    expect(names(searchMenu(CATEGORIES, 'chicken soup', 'en'))).toEqual([]);
  });

  it('searches the texts of the active locale, with the base text where none is translated', () => {
    expect(names(searchMenu(CATEGORIES, '叻沙', 'zh'))).toEqual(['Laksa']);
    // The translated name replaces the English one in Chinese...
    expect(names(searchMenu(CATEGORIES, 'laksa', 'zh'))).toEqual([]);
    // ...and an untranslated item keeps its base text.
    expect(names(searchMenu(CATEGORIES, 'kaya', 'zh'))).toEqual(['Kaya toast']);
  });

  it('searches sub-categories and drops the categories left empty', () => {
    const found = searchMenu(CATEGORIES, 'flat', 'en');
    expect(found.map((entry) => entry.id)).toEqual([13]);
    expect(found[0]?.categories?.map((entry) => entry.id)).toEqual([131]);
    expect(names(found)).toEqual(['Flat white']);
  });

  it('finds the items of a category or sub-category by its name', () => {
    // 'Flat white' says nothing of coffee; its sub-category does.
    expect(names(searchMenu(CATEGORIES, 'coffee', 'en'))).toEqual(['Flat white']);
    expect(names(searchMenu(CATEGORIES, 'drinks', 'en'))).toEqual(['Flat white', 'Iced lemon tea']);
    // Words may mix the category's name and the item's.
    expect(names(searchMenu(CATEGORIES, 'cold lemon', 'en'))).toEqual(['Iced lemon tea']);
    expect(names(searchMenu(CATEGORIES, 'coffee tea', 'en'))).toEqual([]);
  });

  it('finds Arabic names without their diacritics', () => {
    const menu = [
      category(1, 'Rice', [
        item({
          id: 1,
          name: 'Machboos',
          translations: { ar: { name: 'مَچبوس دجاج', description: 'أرز بالبهارات' } },
        }),
      ]),
    ];
    expect(names(searchMenu(menu, 'مچبوس', 'ar'))).toEqual(['Machboos']);
    expect(names(searchMenu(menu, 'ارز', 'ar'))).toEqual(['Machboos']);
  });

  it('finds nothing for text no item holds', () => {
    expect(searchMenu(CATEGORIES, 'pizza', 'en')).toEqual([]);
  });
});
