import type { ItemTag, Menu, MenuItem, ModifierGroup } from '@tabula/api-client';
import type { Cart, CartLine } from '@tabula/engine';
import { homePageWith, menu as baseMenu, type HomePage } from '@test/fixtures/home-page';

/*
 * Cart fixtures: a burger with every kind of modifier group, a grouped coffee and plain water,
 * added to the shared home page fixture's menu. Every export parses with the api-client's schemas
 * (fixtures.test.ts checks).
 */

const option = (id: number, name: string, price: string, isDefault = false) => ({
  id,
  name,
  unit_price: price,
  final_price: null,
  is_default: isDefault,
});

/** Size: exactly one (single select, 'Please choose 1'), no default. */
export const sizeGroup: ModifierGroup = {
  id: 501,
  name: 'Size',
  items: [option(5011, 'Regular', '0.00'), option(5012, 'Large', '2.00')],
  minimum: 1,
  maximum: 1,
  has_quantity_selector: false,
  type: 'single_item',
};

/** Toppings: up to 2 (multi select, 'Please choose maximum of 2'); three defaults, two fit. */
export const toppingsGroup: ModifierGroup = {
  id: 502,
  name: 'Toppings',
  items: [
    option(5021, 'Cheese', '1.00', true),
    option(5022, 'Bacon', '1.50', true),
    option(5023, 'Egg', '1.00', true),
  ],
  minimum: 0,
  maximum: 2,
  has_quantity_selector: false,
  type: 'multiple_item',
};

/** Sides: 1 to 2 (multi select, 'Please choose minimum of 1 and maximum of 2'). */
export const sidesGroup: ModifierGroup = {
  id: 503,
  name: 'Sides',
  items: [option(5031, 'Fries', '0.00', true), option(5032, 'Salad', '0.50')],
  minimum: 1,
  maximum: 2,
  has_quantity_selector: false,
  type: 'multiple_item',
};

/** Sauce pots: counts up to 3 (quantity selector). */
export const saucesGroup: ModifierGroup = {
  id: 504,
  name: 'Sauce pots',
  items: [option(5041, 'Chilli', '0.30')],
  minimum: 0,
  maximum: 3,
  has_quantity_selector: true,
  type: 'quantity_selector',
};

const base = {
  type: 'item',
  description: null,
  short_description: null,
  image_url: null,
  final_price: null,
  tags: [] as ItemTag[],
  sequence_no: 1,
  is_popular: false,
  translations: {},
};

/** A burger with all four groups; 9% GST. */
export const burger: MenuItem = {
  ...base,
  id: 201,
  name: 'Burger',
  description: 'Beef patty, brioche bun.',
  unit_price: '8.90',
  tags: [],
  translations: { zh: { name: '汉堡', description: null } },
  groups: [sizeGroup, toppingsGroup, sidesGroup, saucesGroup],
};

/** Milk: exactly one, whole milk by default. */
export const milkGroup: ModifierGroup = {
  id: 601,
  name: 'Milk',
  items: [option(6011, 'Whole milk', '0.00', true), option(6012, 'Oat milk', '0.80')],
  minimum: 1,
  maximum: 1,
  has_quantity_selector: false,
  type: 'single_item',
};

/** A latte (inherits the coffee's milk group). */
export const latte: MenuItem = { ...base, id: 302, name: 'Latte', unit_price: '4.50', groups: [] };

/** A long black without modifiers. */
export const longBlack: MenuItem = {
  ...base,
  id: 303,
  name: 'Long black',
  unit_price: '3.80',
  groups: [],
};

/** A grouped item: coffee, pick a latte (with milk) or a long black (plain). */
export const coffee: MenuItem = {
  ...base,
  id: 301,
  name: 'Coffee',
  unit_price: '0.00',
  groups: [],
  items: [{ ...latte, groups: [milkGroup] }, longBlack],
};

/** Plain water: no modifiers. */
export const water: MenuItem = { ...base, id: 401, name: 'Water', unit_price: '1.00', groups: [] };

/** The shared menu plus the cart's items. */
export const cartMenu: Menu = {
  ...baseMenu,
  categories: [
    ...baseMenu.categories,
    { id: 21, name: 'Mains', items: [burger], has_subcategory: false, schedules: null },
    { id: 22, name: 'Coffee', items: [coffee], has_subcategory: false, schedules: null },
    { id: 23, name: 'Water', items: [water], has_subcategory: false, schedules: null },
  ],
};

/** The home page configuration with the cart menu. */
export const cartHomePage: HomePage = homePageWith({ menu: cartMenu });

/** A cart line of one plain water, priced as the menu prices it. */
export function waterLine(changes: Partial<CartLine> = {}): CartLine {
  return {
    id: 'water-1',
    item_id: water.id,
    category_id: 23,
    count: 1,
    unit_price: '1.00',
    modifiers: [],
    taxes: [],
    last_updated_at: 1_000,
    ...changes,
  };
}

/** A cart line of one regular burger with fries. */
export function burgerLine(changes: Partial<CartLine> = {}): CartLine {
  return {
    id: 'burger-1',
    item_id: burger.id,
    category_id: 21,
    count: 1,
    unit_price: '8.90',
    modifiers: [
      { group_id: sizeGroup.id, id: 5011, count: 1, unit_price: '0.00' },
      { group_id: sidesGroup.id, id: 5031, count: 1, unit_price: '0.00' },
    ],
    taxes: [],
    last_updated_at: 1_000,
    ...changes,
  };
}

/** A cart of the given lines, updated at `updatedAt`. */
export function cartOf(lines: CartLine[], updatedAt = 1_000): Cart {
  return { lines, updated_at: updatedAt };
}
