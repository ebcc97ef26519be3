import {
  homePageSchema,
  type FeatureFlags,
  type ItemTag,
  type MenuCategory,
  type Session,
} from '@tabula/api-client';
import {
  company,
  counterSession,
  fullPlanFlags,
  homePageWith,
  type HomePage,
} from '@test/fixtures/home-page';
import type { MenuCategoryView, MenuItemView } from '../utils/menu-view';

/*
 * A cafe menu for the menu's tests: scheduled categories, sub-categories, translations, a sale
 * price, a grouped item and every kind of label. Times are Singapore's (the company is SG).
 */

/** What a test item needs; the rest has defaults. */
export interface ItemInput {
  id: number;
  name: string;
  price?: string;
  finalPrice?: string | null;
  description?: string | null;
  tags?: ItemTag[];
  image?: string | null;
  translations?: Record<string, { name: string | null; description: string | null }>;
  items?: MenuItemView[];
}

const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="104" height="104"><rect width="104" height="104" fill="#E0A030"/></svg>',
)}`;

/** A menu item in the contract's shape. */
export function item(input: ItemInput): MenuItemView {
  return {
    id: input.id,
    type: input.items ? 'grouped_item' : 'item',
    name: input.name,
    description: input.description ?? null,
    short_description: null,
    image_url: input.image === undefined ? PICTURE : input.image,
    unit_price: input.price ?? '5.00',
    final_price: input.finalPrice ?? null,
    tags: input.tags ?? [],
    sequence_no: 1,
    is_popular: false,
    translations: input.translations ?? {},
    ...(input.items ? { items: input.items } : {}),
    groups: [],
  };
}

/** A menu category in the contract's shape. */
export function category(
  id: number,
  name: string,
  items: MenuItemView[],
  options: { schedules?: MenuCategory['schedules']; categories?: MenuCategoryView[] } = {},
): MenuCategoryView {
  return {
    id,
    name,
    items,
    has_subcategory: (options.categories?.length ?? 0) > 0,
    ...(options.categories ? { categories: options.categories } : {}),
    schedules: options.schedules ?? null,
  };
}

/** Every weekday (1 to 7, Sunday is 1). */
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export const LAKSA = item({
  id: 107,
  name: 'Laksa',
  price: '9.80',
  description: 'Spicy coconut noodle soup with prawns and fish cake.',
  tags: ['spicy', 'fish'],
  translations: { zh: { name: '叻沙', description: '椰浆辣汤面，配虾和鱼饼。' } },
});
export const CHICKEN_RICE = item({
  id: 110,
  name: 'Chicken rice',
  price: '7.50',
  finalPrice: '6.50',
  description: 'Poached chicken on fragrant rice.',
  tags: ['non-veg'],
});
export const CREME_BRULEE = item({
  id: 117,
  name: 'Crème brûlée',
  price: '6.00',
  description: null,
  tags: ['milk', 'egg'],
  image: null,
});
export const KAYA_TOAST = item({
  id: 101,
  name: 'Kaya toast',
  price: '3.80',
  description: 'Toast with coconut jam and butter.',
  tags: ['veg', 'milk'],
});
export const BRUNCH_PLATTER = item({ id: 103, name: 'Brunch platter', price: '22.00' });
export const FLAT_WHITE = item({ id: 104, name: 'Flat white', price: '5.50', tags: ['milk'] });
export const ICED_TEA = item({ id: 106, name: 'Iced lemon tea', price: '3.50' });
export const LUNCH_SET = item({
  id: 111,
  name: 'Lunch set',
  price: '12.90',
  description: 'A main with a drink.',
  items: [
    item({ id: 112, name: 'Laksa set', price: '13.90' }),
    item({ id: 113, name: 'Chicken rice set', price: '12.90' }),
  ],
});

/** Breakfast shows every day 07:00–11:00; weekend brunch on Saturday and Sunday 09:00–15:00. */
export const BREAKFAST = category(11, 'Breakfast', [KAYA_TOAST], {
  schedules: [{ days: EVERY_DAY, time_slots: [{ start_time: '07:00', end_time: '11:00' }] }],
});
export const WEEKEND_BRUNCH = category(12, 'Weekend brunch', [BRUNCH_PLATTER], {
  schedules: [{ days: [1, 7], time_slots: [{ start_time: '09:00', end_time: '15:00' }] }],
});
export const DRINKS = category(13, 'Drinks', [], {
  categories: [category(131, 'Coffee', [FLAT_WHITE]), category(132, 'Cold drinks', [ICED_TEA])],
});
export const MAINS = category(14, 'Mains', [LAKSA, CHICKEN_RICE]);
export const SETS = category(15, 'Sets', [LUNCH_SET]);
export const DESSERTS = category(16, 'Desserts', [CREME_BRULEE]);

/** The whole test menu, in order. */
export const CATEGORIES = [BREAKFAST, WEEKEND_BRUNCH, DRINKS, MAINS, SETS, DESSERTS];

/** Monday 10:00 in Singapore: breakfast shows, weekend brunch does not. */
export const MONDAY_10AM_SG = new Date('2026-11-23T02:00:00Z');
/** Monday 12:00 in Singapore: neither breakfast nor weekend brunch. */
export const MONDAY_NOON_SG = new Date('2026-11-23T04:00:00Z');
/** Sunday 10:00 in Singapore: both breakfast and weekend brunch. */
export const SUNDAY_10AM_SG = new Date('2026-11-22T02:00:00Z');

/** What a test changes in the home page answer. */
export interface HomePageInput {
  categories?: MenuCategoryView[];
  flags?: FeatureFlags;
  outOfStock?: { item_id: number; category_id: number | null }[];
  advertisements?: { image_url: string; action: string }[];
  session?: Session;
  countryCode?: string;
}

/**
 * The shared home page fixture (test/fixtures) with this file's menu, checked by the contract's
 * schema, so a test never renders data the server could not send.
 */
export function homePage(input: HomePageInput = {}): HomePage {
  return homePageSchema.parse(
    homePageWith({
      session: input.session ?? counterSession,
      company: { ...company, country_code: input.countryCode ?? company.country_code },
      feature_flags: input.flags ?? fullPlanFlags,
      menu: {
        categories: input.categories ?? CATEGORIES,
        taxes: [],
        surcharges: [],
        is_tax_inclusive: false,
      },
      out_of_stock_items: input.outOfStock ?? [],
      advertisements: input.advertisements ?? [],
    }),
  );
}
