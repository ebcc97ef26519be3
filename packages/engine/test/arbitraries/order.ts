import fc from 'fast-check';
import type { PricingLine } from '../../src/cart/types';
import type { PriceOrderInput } from '../../src/charges/bill-types';
import type { Surcharge, TipInput } from '../../src/charges/types';
import type { Discount } from '../../src/coupons/types';
import type { Tax } from '../../src/menu/types';
import type { Precision } from '../../src/money/types';
import { PROMOTION_ACTION_TYPES, type Promotion } from '../../src/promotions/types';
import { amountArb, precisionArb } from './money';

const TAXES: Tax[] = [
  { id: 1, name: 'VAT', type: 'PERCENTAGE', value: '5' },
  { id: 2, name: 'City tax', type: 'PERCENTAGE', value: '7.5' },
];

/** Item ids 1..8 in categories 1..3, so promotions and lines often meet. */
const itemArb = fc.integer({ min: 1, max: 8 });

/** Cart lines with unique ids, at a precision. */
export function pricingLinesArb(
  precision: Precision,
  { maxLines = 8 }: { maxLines?: number } = {},
): fc.Arbitrary<PricingLine[]> {
  const line = fc.record({
    item_id: itemArb,
    count: fc.integer({ min: 1, max: 5 }),
    unit_price: amountArb(precision, { max: 50 * 10 ** precision }),
    modifier: fc.option(amountArb(precision, { max: 5 * 10 ** precision }), { nil: undefined }),
    taxes: fc.subarray(TAXES),
  });
  return fc.array(line, { minLength: 1, maxLength: maxLines }).map((rows) =>
    rows.map((row, index): PricingLine => ({
      id: `line-${index}`,
      item_id: row.item_id,
      category_id: (row.item_id % 3) + 1,
      count: row.count,
      unit_price: row.unit_price,
      modifiers:
        row.modifier === undefined
          ? []
          : [{ id: 100 + row.item_id, group_id: 10, count: 1, unit_price: row.modifier }],
      taxes: row.taxes,
    })),
  );
}

/** A promotion of any action type, on items 1..8 or categories 1..3. */
export function promotionArb(precision: Precision, id: number): fc.Arbitrary<Promotion> {
  const target = fc.record({
    items: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8], { minLength: 1 }),
    categories: fc.subarray([1, 2, 3]),
  });
  return fc
    .record({
      type: fc.constantFrom(...PROMOTION_ACTION_TYPES),
      priority: fc.integer({ min: 1, max: 5 }),
      promo_type: fc.constantFrom('basic' as const, 'advanced' as const),
      conditionType: fc.constantFrom(
        'buys_specific_items' as const,
        'buys_for_specific_amount' as const,
      ),
      include: target,
      exclude: fc.option(target, { nil: null }),
      min_qty: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      percent: fc.integer({ min: 1, max: 100 }),
      value: amountArb(precision, { min: 1, max: 10 * 10 ** precision }),
      cap: fc.option(amountArb(precision, { min: 1, max: 20 * 10 ** precision }), { nil: null }),
      quantity: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    })
    .map((p): Promotion => ({
      id,
      name: `Promotion ${id}`,
      priority: p.priority,
      promo_type: p.promo_type,
      condition: {
        type: p.conditionType,
        include: p.conditionType === 'buys_specific_items' ? p.include : null,
        exclude: p.conditionType === 'buys_specific_items' ? p.exclude : null,
        min_qty: p.conditionType === 'buys_specific_items' ? p.min_qty : null,
        min_price: p.conditionType === 'buys_for_specific_amount' ? p.value : null,
      },
      action: {
        type: p.type,
        value: p.type.includes('percent') ? String(p.percent) : p.value,
        max_discount_value: p.cap,
        quantity: p.quantity,
        include: p.include,
      },
    }));
}

/** Up to four surcharges of both kinds, some taxable, one a delivery charge. */
export function surchargesArb(precision: Precision): fc.Arbitrary<Surcharge[]> {
  return fc
    .array(
      fc.record({
        fixed: fc.boolean(),
        value: amountArb(precision, { max: 10 * 10 ** precision }),
        percent: fc.integer({ min: 0, max: 20 }),
        taxable: fc.boolean(),
        delivery: fc.boolean(),
        dinein: fc.boolean(),
      }),
      { maxLength: 4 },
    )
    .map((rows) =>
      rows.map((row, index): Surcharge => ({
        id: index + 1,
        name: `Surcharge ${index + 1}`,
        type: row.fixed ? 'FIXED' : 'percentage',
        value: row.fixed ? row.value : String(row.percent),
        is_taxable: row.taxable,
        tax_rate: row.taxable ? '5' : null,
        is_delivery_charge: row.delivery,
        applicable_on_dinein: row.dinein,
        applicable_on_walkin: true,
      })),
    );
}

/** A coupon, percentage or fixed, with or without a minimum, cap and on_total. */
export function couponArb(precision: Precision): fc.Arbitrary<Discount> {
  return fc
    .record({
      percentage: fc.boolean(),
      percent: fc.integer({ min: 1, max: 100 }),
      value: amountArb(precision, { min: 1, max: 30 * 10 ** precision }),
      min: fc.option(amountArb(precision, { max: 100 * 10 ** precision }), { nil: null }),
      cap: fc.option(amountArb(precision, { min: 1, max: 20 * 10 ** precision }), { nil: null }),
      onTotal: fc.boolean(),
    })
    .map((c): Discount => ({
      discount_id: 900,
      discount_name: 'COUPON',
      discount_type: c.percentage ? 'PERCENTAGE' : 'FIXED',
      discount_rate: c.percentage ? String(c.percent) : c.value,
      min_order_amount: c.min,
      maxdiscountableAmount: c.cap,
      on_total: c.onTotal,
    }));
}

/** A tip: none, a percentage, or a custom amount. */
export function tipArb(precision: Precision): fc.Arbitrary<TipInput | null> {
  return fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 25 }).map((percent): TipInput => ({ percent: String(percent) })),
    amountArb(precision, { max: 10 * 10 ** precision }).map((amount): TipInput => ({ amount })),
  );
}

/** A whole order to price: lines, promotions, surcharges, maybe a coupon, maybe a tip. */
export const priceOrderInputArb: fc.Arbitrary<PriceOrderInput> = precisionArb.chain((precision) =>
  fc
    .record({
      lines: pricingLinesArb(precision),
      promotions: fc
        .array(fc.integer({ min: 0, max: 0 }), { maxLength: 4 })
        .chain((slots) => fc.tuple(...slots.map((_, i) => promotionArb(precision, i + 1)))),
      surcharges: surchargesArb(precision),
      coupon: fc.option(couponArb(precision), { nil: null }),
      tip: tipArb(precision),
      inclusive: fc.boolean(),
      mode: fc.constantFrom('dine_in' as const, 'walk_in' as const),
    })
    .map((o): PriceOrderInput => ({
      currency: 'AED',
      precision,
      is_tax_inclusive: o.inclusive,
      mode: o.mode,
      lines: o.lines,
      promotions: o.promotions,
      surcharges: o.surcharges,
      discounts: o.coupon ? [o.coupon] : [],
      tip: o.tip,
    })),
);
