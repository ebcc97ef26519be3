import { describe, expect, it } from 'vitest';
import {
  applyDietaryFilters,
  dietaryFilterIdsSchema,
  effectiveDietaryFilters,
  offeredDietaryFilters,
  type DietaryFilterId,
} from '../utils/dietary-filters';
import type { MenuCategoryView } from '../utils/menu-view';
import { CATEGORIES, KAYA_TOAST, LAKSA } from './fixtures';

function names(categories: readonly MenuCategoryView[]): string[] {
  return categories.flatMap((category) => [
    ...category.items.map((item) => item.name),
    ...names(category.categories ?? []),
  ]);
}

const on = (...ids: DietaryFilterId[]) => new Set(ids);

describe('applyDietaryFilters', () => {
  it('keeps the menu itself when no filter is on', () => {
    expect(applyDietaryFilters(CATEGORIES, on())).toBe(CATEGORIES);
  });

  it('hides the items carrying an allergen’s label, and the categories left empty', () => {
    const kept = applyDietaryFilters(CATEGORIES, on('no-dairy'));
    const all = names(CATEGORIES);
    expect(names(kept)).toEqual(
      all.filter((name) => !['Kaya toast', 'Flat white', 'Crème brûlée'].includes(name)),
    );
    // Breakfast held only the kaya toast; Drinks keeps its Cold drinks sub-category only.
    expect(kept.map((category) => category.name)).not.toContain('Breakfast');
    const drinks = kept.find((category) => category.name === 'Drinks');
    expect(drinks?.categories?.map((category) => category.name)).toEqual(['Cold drinks']);
  });

  it('keeps only the items carrying a diet’s label', () => {
    expect(names(applyDietaryFilters(CATEGORIES, on('vegetarian')))).toEqual([KAYA_TOAST.name]);
  });

  it('applies every filter that is on', () => {
    const kept = names(applyDietaryFilters(CATEGORIES, on('no-seafood', 'no-egg', 'no-dairy')));
    expect(kept).not.toContain(LAKSA.name);
    expect(kept).not.toContain('Crème brûlée');
    expect(kept).not.toContain('Kaya toast');
    expect(kept).toContain('Chicken rice');
  });
});

describe('offeredDietaryFilters and effectiveDietaryFilters', () => {
  it('offers a filter only where its label is on the menu', () => {
    expect(offeredDietaryFilters(['milk', 'veg', 'spicy']).map((filter) => filter.id)).toEqual([
      'no-dairy',
      'vegetarian',
    ]);
    expect(offeredDietaryFilters([])).toEqual([]);
  });

  it('lets a remembered filter act only on a menu that offers it', () => {
    expect([...effectiveDietaryFilters(['milk'], on('no-dairy', 'no-nuts'))]).toEqual(['no-dairy']);
  });
});

describe('dietaryFilterIdsSchema', () => {
  it('reads back what the device stored, and refuses an unknown filter', () => {
    expect(dietaryFilterIdsSchema.parse(['no-nuts', 'vegetarian'])).toEqual([
      'no-nuts',
      'vegetarian',
    ]);
    expect(dietaryFilterIdsSchema.safeParse(['halal']).success).toBe(false);
  });
});
