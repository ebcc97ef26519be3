import type { PricingLine } from '../src/cart/types';
import type { PriceOrderInput } from '../src/charges/bill-types';
import type { Surcharge } from '../src/charges/types';
import type { Discount } from '../src/coupons/types';
import type { Tax } from '../src/menu/types';
import type { Promotion } from '../src/promotions/types';

const VAT: Tax = { id: 1, name: 'VAT', type: 'PERCENTAGE', value: '5' };
const CITY_TAX: Tax = { id: 2, name: 'City tax', type: 'PERCENTAGE', value: '7' };

/** Three surcharges: a service charge, a fixed packaging fee and a delivery fee. */
export const surcharges: Surcharge[] = [
  {
    id: 1,
    name: 'Service charge',
    type: 'PERCENTAGE',
    value: '10',
    is_taxable: true,
    tax_rate: '5',
    tax_rate_id: 1,
  },
  { id: 2, name: 'Packaging', type: 'FIXED', value: '1.50' },
  { id: 3, name: 'Delivery', type: 'FIXED', value: '7.00', is_delivery_charge: true },
];

/** Twenty promotions of every kind, on items 1 to 40 and categories 1 to 8. */
export const promotions: Promotion[] = Array.from({ length: 20 }, (_, k): Promotion => {
  const id = k + 1;
  const kinds: Promotion['action']['type'][] = [
    'gets_percent_discount',
    'gets_value_discount',
    'gets_percent_discount_on_item',
    'gets_value_discount_on_item',
    'pay_fixed_price',
  ];
  if (id === 19) {
    return {
      id,
      name: 'Order 5% off',
      priority: 19,
      promo_type: 'basic',
      condition: { type: 'buys_for_specific_amount', min_price: '50.00' },
      action: { type: 'gets_percent_discount_on_order', value: '5', max_discount_value: '20.00' },
    };
  }
  if (id === 20) {
    return {
      id,
      name: 'Free delivery',
      priority: 20,
      promo_type: 'basic',
      condition: { type: 'buys_for_specific_amount', min_price: '30.00' },
      action: { type: 'gets_free_delivery' },
    };
  }
  const type = kinds[k % kinds.length] ?? 'gets_percent_discount';
  return {
    id,
    name: `Promotion ${id}`,
    priority: id,
    promo_type: k % 2 === 0 ? 'basic' : 'advanced',
    condition: {
      type: 'buys_specific_items',
      include: { items: [id, id + 20], categories: [(k % 8) + 1] },
      exclude: k % 2 === 0 ? null : { items: [id + 40] },
      min_qty: 1,
    },
    action: {
      type,
      value: type.includes('percent')
        ? String(5 + (k % 4) * 5)
        : type === 'pay_fixed_price'
          ? '3.00'
          : '0.50',
      max_discount_value: k % 3 === 0 ? '10.00' : null,
      include: { items: [id, id + 20], categories: [(k % 8) + 1] },
    },
  };
});

/** A coupon: 10 % of the order, on the total, capped. */
export const coupon: Discount = {
  discount_id: 77,
  discount_name: 'WELCOME10',
  discount_type: 'PERCENTAGE',
  discount_rate: '10',
  maxdiscountableAmount: '25.00',
  min_order_amount: '10.00',
  on_total: true,
};

/** A cart of `count` distinct lines over 60 items, with modifiers and one or two taxes each. */
export function cartLines(count: number): PricingLine[] {
  return Array.from({ length: count }, (_, k): PricingLine => ({
    id: `line-${String(k).padStart(5, '0')}`,
    item_id: (k % 60) + 1,
    category_id: (k % 8) + 1,
    count: (k % 3) + 1,
    unit_price: `${4 + (k % 17)}.${String((k * 37) % 100).padStart(2, '0')}`,
    modifiers: k % 2 === 0 ? [{ id: 1000 + k, group_id: 500, count: 1, unit_price: '0.75' }] : [],
    taxes: k % 4 === 0 ? [VAT, CITY_TAX] : [VAT],
  }));
}

/** The whole benchmark input for `count` lines. */
export function benchInput(count: number): PriceOrderInput {
  return {
    currency: 'AED',
    precision: 2,
    is_tax_inclusive: false,
    mode: 'walk_in',
    lines: cartLines(count),
    surcharges,
    promotions,
    discounts: [coupon],
    tip: { percent: '10' },
  };
}
