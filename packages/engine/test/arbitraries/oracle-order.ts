import fc from 'fast-check';
import type { PriceOrderInput } from '../../src/charges/bill-types';
import type { Surcharge } from '../../src/charges/types';
import type { Discount } from '../../src/coupons/types';
import type { Tax } from '../../src/menu/types';
import type { Precision } from '../../src/money/types';
import { amountArb } from './money';
import { pricingLinesArb, promotionArb, tipArb } from './order';

/** Several taxes, whole and fractional rates, so inclusive denominators differ. */
const TAXES: Tax[] = [
  { id: 1, name: 'VAT', type: 'PERCENTAGE', value: '5' },
  { id: 2, name: 'City tax', type: 'PERCENTAGE', value: '7.5' },
  { id: 3, name: 'GST', type: 'PERCENTAGE', value: '15' },
  { id: 4, name: 'Levy', type: 'PERCENTAGE', value: '20' },
  { id: 5, name: 'Sales tax', type: 'PERCENTAGE', value: '7' },
];

const couponArb = (precision: Precision, id: number): fc.Arbitrary<Discount> =>
  fc
    .record({
      percentage: fc.boolean(),
      percent: fc.oneof(
        fc.integer({ min: 1, max: 100 }).map(String),
        fc.constantFrom('2.5', '12.5', '3'),
      ),
      value: amountArb(precision, { min: 1, max: 60 * 10 ** precision }),
      min: fc.option(amountArb(precision, { max: 80 * 10 ** precision }), { nil: null }),
      cap: fc.option(amountArb(precision, { min: 1, max: 20 * 10 ** precision }), { nil: null }),
      onTotal: fc.boolean(),
    })
    .map((c) => ({
      discount_id: id,
      discount_name: `COUPON ${id}`,
      discount_type: c.percentage ? ('PERCENTAGE' as const) : ('FIXED' as const),
      discount_rate: c.percentage ? c.percent : c.value,
      min_order_amount: c.min,
      maxdiscountableAmount: c.cap,
      on_total: c.onTotal,
    }));

const surchargesArb = (precision: Precision): fc.Arbitrary<Surcharge[]> =>
  fc
    .array(
      fc.record({
        fixed: fc.boolean(),
        value: amountArb(precision, { max: 10 * 10 ** precision }),
        percent: fc.constantFrom('0', '2.5', '5', '10', '12.5', '15'),
        taxRate: fc.option(fc.constantFrom('5', '7.5', '15', '20'), { nil: null }),
      }),
      { maxLength: 3 },
    )
    .map((rows) =>
      rows.map((row, index): Surcharge => ({
        id: index + 1,
        name: `Surcharge ${index + 1}`,
        type: row.fixed ? 'FIXED' : 'percentage',
        value: row.fixed ? row.value : row.percent,
        is_taxable: row.taxRate !== null,
        tax_rate: row.taxRate,
      })),
    );

/**
 * An order for the oracle: 0, 2 or 3 decimal currencies, several taxes, inclusive or exclusive,
 * item and order promotions, up to two coupons, surcharges, loyalty either way, a tip, and an
 * equal-split count.
 */
export const oracleOrderArb: fc.Arbitrary<{ input: PriceOrderInput; splitCount: number }> = fc
  .constantFrom<Precision>(0, 2, 3)
  .chain((precision) =>
    fc.record({
      lines: pricingLinesArb(precision).chain((lines) =>
        fc
          .tuple(...lines.map(() => fc.subarray(TAXES, { maxLength: 3 })))
          .map((taxes) => lines.map((line, i) => ({ ...line, taxes: taxes[i] ?? [] }))),
      ),
      promotions: fc
        .array(fc.constant(0), { maxLength: 3 })
        .chain((slots) => fc.tuple(...slots.map((_, i) => promotionArb(precision, i + 1)))),
      surcharges: surchargesArb(precision),
      coupons: fc
        .array(fc.constant(0), { maxLength: 2 })
        .chain((slots) => fc.tuple(...slots.map((_, i) => couponArb(precision, 900 + i)))),
      loyalty: fc.option(
        fc.record({
          amount: amountArb(precision, { max: 120 * 10 ** precision }),
          as_discount: fc.boolean(),
        }),
        { nil: null },
      ),
      tip: tipArb(precision),
      inclusive: fc.boolean(),
      splitCount: fc.integer({ min: 2, max: 99 }),
      precision: fc.constant(precision),
    }),
  )
  .map((o) => ({
    splitCount: o.splitCount,
    input: {
      currency: o.precision === 0 ? 'JPY' : o.precision === 3 ? 'KWD' : 'AED',
      precision: o.precision,
      is_tax_inclusive: o.inclusive,
      mode: 'walk_in',
      lines: o.lines,
      promotions: o.promotions,
      surcharges: o.surcharges,
      discounts: o.coupons,
      loyalty: o.loyalty,
      tip: o.tip,
    },
  }));
