import type { MenuItem, ModifierGroup } from '../../menu/types';

/** Size: single select (min 1, max 1). */
export const size: ModifierGroup = {
  id: 1,
  name: 'Size',
  minimum: 1,
  maximum: 1,
  type: 'single_item',
  items: [
    { id: 11, name: 'Regular', unit_price: '0.00', is_default: true },
    { id: 12, name: 'Large', unit_price: '2.00' },
  ],
};

/** Extras: multi select, up to 2. */
export const extras: ModifierGroup = {
  id: 2,
  name: 'Extras',
  minimum: 0,
  maximum: 2,
  type: 'multiple_item',
  items: [
    { id: 21, name: 'Cheddar', unit_price: '1.50', is_default: true },
    { id: 22, name: 'Bacon', unit_price: '2.50', final_price: '2.00', is_default: true },
    { id: 23, name: 'Egg', unit_price: '1.00', is_default: true },
  ],
};

/** Sauces: quantity selector, 1 to 3 units. */
export const sauces: ModifierGroup = {
  id: 3,
  name: 'Sauces',
  minimum: 1,
  maximum: 3,
  has_quantity_selector: true,
  items: [
    { id: 31, name: 'Ketchup', unit_price: '0.50' },
    { id: 32, name: 'Mayo', unit_price: '0.75' },
  ],
};

/** A burger at 8.90 with the three groups above. */
export const burger: MenuItem = {
  id: 100,
  name: 'Burger',
  unit_price: '9.90',
  final_price: '8.90',
  groups: [size, extras, sauces],
  taxes: [{ id: 1, type: 'PERCENTAGE', value: '5' }],
};
