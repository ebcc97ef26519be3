import type { Menu, MenuItem } from '../../schemas/index';
import { describe, expect, it } from 'vitest';
import { billLineName, menuItemsById } from '../bill-line-name';
import { venueLocales } from '../venue-text';

function item(id: number, name: string, ar: string | null, extra: Partial<MenuItem> = {}) {
  return {
    id,
    type: 'item',
    name,
    description: null,
    short_description: null,
    image_url: null,
    unit_price: '3.50',
    final_price: null,
    tags: [],
    sequence_no: 1,
    is_popular: false,
    translations: ar === null ? {} : { ar: { name: ar, description: null } },
    groups: [],
    ...extra,
  } satisfies MenuItem;
}

/** Drinks with a nested category of teas, and a lunch set whose picks are items of their own. */
const MENU: Pick<Menu, 'categories'> = {
  categories: [
    {
      id: 1,
      name: 'Drinks',
      has_subcategory: true,
      schedules: null,
      items: [item(10, 'Kopi', 'قهوة')],
      categories: [
        {
          id: 2,
          name: 'Teas',
          has_subcategory: false,
          schedules: null,
          items: [item(20, 'Iced lemon tea', 'شاي بالليمون مثلج'), item(21, 'Teh tarik', null)],
        },
      ],
    },
    {
      id: 3,
      name: 'Sets',
      has_subcategory: false,
      schedules: null,
      items: [
        item(30, 'Lunch set', 'وجبة الغداء', {
          items: [item(31, 'Chicken rice set', 'طقم أرز الدجاج')],
        }),
      ],
    },
  ],
};

describe("a bill line's name in the diner's language (issue 30)", () => {
  const items = menuItemsById(MENU);
  const arabic = venueLocales('ar', 'en');

  it('finds items in nested categories and the picks of grouped items', () => {
    expect([...items.keys()].sort((a, b) => a - b)).toEqual([10, 20, 21, 30, 31]);
  });

  it("names a line by its item's translation while the item is on the menu", () => {
    expect(billLineName(items, 20, 'Iced lemon tea', arabic)).toBe('شاي بالليمون مثلج');
    expect(billLineName(items, 31, 'Chicken rice set', arabic)).toBe('طقم أرز الدجاج');
    // No Arabic name: the menu's name, by the venue-text rule.
    expect(billLineName(items, 21, 'Teh tarik', arabic)).toBe('Teh tarik');
    expect(billLineName(items, 20, 'Iced lemon tea', venueLocales('en', 'en'))).toBe(
      'Iced lemon tea',
    );
  });

  it('keeps the stored name of an item no longer on the menu', () => {
    expect(billLineName(items, 99, 'Old special', arabic)).toBe('Old special');
  });
});
