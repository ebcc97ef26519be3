import type { PricingLine } from '../../cart/types';
import type { Decimal } from '../../money/decimal';
import type { Promotion } from '../types';

/** Menu of the worked examples: item id → category and price. */
export const MENU = {
  margherita: { item_id: 1, category_id: 10, unit_price: '10.00' },
  pepperoni: { item_id: 2, category_id: 10, unit_price: '12.00' },
  burger: { item_id: 3, category_id: 20, unit_price: '8.00' },
  fries: { item_id: 4, category_id: 30, unit_price: '3.00' },
  cola: { item_id: 5, category_id: 40, unit_price: '2.00' },
  water: { item_id: 6, category_id: 40, unit_price: '1.00' },
} as const;

/** A cart line of a menu item. */
export function line(
  id: string,
  item: keyof typeof MENU,
  count = 1,
  extra: Partial<PricingLine> = {},
): PricingLine {
  return { id, ...MENU[item], count, modifiers: [], taxes: [], ...extra };
}

/** A promotion with defaults: basic, priority 1, buys_specific_items on anything. */
export function promo(
  id: number,
  action: Promotion['action'],
  condition: Partial<Promotion['condition']> = {},
  extra: Partial<Promotion> = {},
): Promotion {
  return {
    id,
    name: `P${id}`,
    priority: 1,
    promo_type: 'basic',
    condition: { type: 'buys_specific_items', ...condition },
    action,
    ...extra,
  };
}

/** A result's discounts as text, for terse assertions. */
export function text(values: readonly ({ discount: Decimal } | null)[], precision = 2): string[] {
  return values.map((value) => (value === null ? '-' : value.discount.toFixed(precision)));
}
