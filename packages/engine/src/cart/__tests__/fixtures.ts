import type { Menu, MenuItem } from '../../menu/types';
import { burger } from '../../modifiers/__tests__/fixtures';
import type { CartLine } from '../types';

export { burger };

export const water: MenuItem = { id: 200, name: 'Water', unit_price: '1.00' };

export const pancakes: MenuItem = { id: 300, name: 'Pancakes', unit_price: '6.50' };

export const cake: MenuItem = { id: 400, name: 'Cake', unit_price: '4.25' };

export const coffee: MenuItem = {
  id: 500,
  name: 'Coffee',
  unit_price: '0.00',
  items: [
    { id: 501, name: 'Latte', unit_price: '4.50' },
    { id: 502, name: 'Flat white', unit_price: '4.80' },
  ],
};

/** Mains (1), Sunday breakfast (2, 08:00 to 11:00), Sweets (3) with Desserts (31). */
export const menu: Menu = {
  categories: [
    { id: 1, name: 'Mains', items: [burger, water, coffee] },
    {
      id: 2,
      name: 'Breakfast',
      items: [pancakes],
      schedules: [{ days: [1], time_slots: [{ start_time: '08:00', end_time: '11:00' }] }],
    },
    {
      id: 3,
      name: 'Sweets',
      items: [],
      has_subcategory: true,
      categories: [{ id: 31, name: 'Desserts', items: [cake] }],
    },
  ],
  out_of_stock_items: [],
};

export const T0 = 1_700_000_000_000;
export const precision = 2;

/** A line already placed on a dine-in order. */
export const placedLine: CartLine = {
  id: 'placed-1',
  item_id: 200,
  category_id: 1,
  count: 2,
  unit_price: '1.00',
  modifiers: [],
  taxes: [],
  last_updated_at: T0,
  placed_item: true,
};

/** A free item added by a promotion. */
export const freeLine: CartLine = {
  id: 'free-1',
  item_id: 400,
  category_id: 31,
  count: 1,
  unit_price: '4.25',
  modifiers: [],
  taxes: [],
  last_updated_at: T0,
  is_free_item: true,
  promotion_id: 77,
};
