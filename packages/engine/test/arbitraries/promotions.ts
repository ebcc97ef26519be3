import fc from 'fast-check';
import type { PricingLine } from '../../src/cart/types';
import type { Precision } from '../../src/money/types';
import {
  PROMOTION_ACTION_TYPES,
  type Promotion,
  type PromotionTarget,
} from '../../src/promotions/types';
import { amountArb, precisionArb } from './money';

/** Item ids 1..6; item i sits in category (i mod 3) + 1, so promotions and lines often meet. */
const ITEMS = [1, 2, 3, 4, 5, 6];
const CATEGORIES = [1, 2, 3];

/** The category of a test item. */
export function promotionItemCategory(itemId: number): number {
  return (itemId % 3) + 1;
}

/** `value` with probability `chance` (out of 100), else null. */
function sometimes<T>(value: fc.Arbitrary<T>, chance: number): fc.Arbitrary<T | null> {
  return fc.oneof(
    { weight: chance, arbitrary: value },
    { weight: 100 - chance, arbitrary: fc.constant(null) },
  );
}

const targetArb: fc.Arbitrary<PromotionTarget> = fc.record({
  items: fc.subarray(ITEMS, { maxLength: 3 }),
  categories: fc.subarray(CATEGORIES, { maxLength: 2 }),
});

/**
 * Cart lines for promotion tests: unique ids, items 1..6 at a few prices (so identical lines
 * and price ties happen), optional modifiers, and now and then a free-item line of promotion 1..6.
 */
export function promotionLinesArb(
  precision: Precision,
  { maxLines = 8 }: { maxLines?: number } = {},
): fc.Arbitrary<PricingLine[]> {
  const scale = 10 ** precision;
  const row = fc.record({
    item_id: fc.constantFrom(...ITEMS),
    count: fc.integer({ min: 1, max: 5 }),
    price: fc.oneof(
      fc
        .constantFrom(0, 3, 5, 12)
        .map((whole) => amountArb(precision, { min: whole * scale, max: whole * scale })),
      fc.constant(amountArb(precision, { max: 30 * scale })),
    ),
    modifier: fc.option(fc.constantFrom(1, 2), { nil: null }),
    free: sometimes(fc.integer({ min: 1, max: 6 }), 15),
  });
  return fc
    .array(row, { minLength: 1, maxLength: maxLines })
    .chain((rows) => fc.tuple(...rows.map((r) => r.price)).map((prices) => ({ rows, prices })))
    .map(({ rows, prices }) =>
      rows.map((r, index): PricingLine => ({
        id: `line-${String(index).padStart(2, '0')}`,
        item_id: r.item_id,
        category_id: promotionItemCategory(r.item_id),
        count: r.count,
        unit_price: prices[index] ?? '0',
        modifiers:
          r.modifier === null
            ? []
            : [
                {
                  id: 100 + r.modifier,
                  group_id: 10,
                  count: r.modifier,
                  unit_price: wholeAmount(1, precision),
                },
              ],
        taxes: [],
        ...(r.free === null ? {} : { is_free_item: true, promotion_id: r.free }),
      })),
    );
}

function wholeAmount(whole: number, precision: number): string {
  return precision === 0 ? String(whole) : `${whole}.${'0'.repeat(precision)}`;
}

/** A promotion of any action type and either condition, sometimes a bundle, capped or limited. */
export function anyPromotionArb(precision: Precision, id: number): fc.Arbitrary<Promotion> {
  const scale = 10 ** precision;
  return fc
    .record({
      type: fc.oneof(
        fc.constantFrom(...PROMOTION_ACTION_TYPES),
        fc.constantFrom(
          'gets_value_discount' as const,
          'gets_percent_discount_on_item' as const,
          'pay_fixed_price' as const,
          'gets_free_item' as const,
        ),
      ),
      priority: fc.integer({ min: 1, max: 4 }),
      promo_type: fc.constantFrom('basic' as const, 'advanced' as const),
      amountCondition: fc.boolean(),
      include: fc.option(targetArb, { nil: null }),
      exclude: sometimes(targetArb, 30),
      actionInclude: sometimes(targetArb, 30),
      freeItems: fc.subarray(ITEMS, { minLength: 1, maxLength: 2 }),
      min_qty: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      max_qty: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      min_price: fc.option(amountArb(precision, { max: 40 * scale }), { nil: null }),
      percent: fc.integer({ min: 0, max: 100 }),
      value: amountArb(precision, { max: 15 * scale }),
      cap: fc.option(amountArb(precision, { max: 20 * scale }), { nil: null }),
      quantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      bundle: fc.boolean(),
      surcharge: sometimes(fc.integer({ min: 1, max: 3 }), 25),
      movement: fc.option(fc.constantFrom('sold', 'wastage'), { nil: null }),
    })
    .map((p): Promotion => {
      const bundleSet = { items: p.freeItems, categories: [] };
      const bundle = p.bundle && !p.amountCondition;
      return {
        id,
        name: `Promotion ${id}`,
        priority: p.priority,
        promo_type: p.promo_type,
        condition: {
          type: p.amountCondition ? 'buys_for_specific_amount' : 'buys_specific_items',
          include: bundle ? bundleSet : p.include,
          exclude: p.exclude,
          min_qty: p.min_qty,
          max_qty: p.max_qty,
          min_price: p.amountCondition ? (p.min_price ?? p.value) : p.min_price,
          bundle_discount: bundle,
        },
        action: {
          type: p.type,
          value: p.type.includes('percent') ? String(p.percent) : p.value,
          max_discount_value: p.cap,
          quantity: p.quantity,
          include: p.type === 'gets_free_item' ? { items: p.freeItems } : p.actionInclude,
          movement_type: p.movement,
          surcharge: p.surcharge === null ? null : { id: p.surcharge },
        },
      };
    });
}

/** Up to six promotions with ids 1..n (so free-item lines can point at them). */
export function promotionListArb(precision: Precision): fc.Arbitrary<Promotion[]> {
  return fc
    .integer({ min: 0, max: 6 })
    .chain((n) =>
      fc.tuple(...Array.from({ length: n }, (_, i) => anyPromotionArb(precision, i + 1))),
    );
}

/** A cart, its promotions and surcharges (ids 1..3, some delivery), at one precision. */
export interface PromotionCase {
  precision: Precision;
  lines: PricingLine[];
  promotions: Promotion[];
  surcharges: { id: number; amount: string; is_delivery_charge: boolean }[];
}

/** Free-item lines for the gets_free_item promotions of a case, 0 to 3 units each. */
function freeLinesArb(precision: Precision, promotions: readonly Promotion[]) {
  const granting = promotions.filter((p) => p.action.type === 'gets_free_item');
  if (granting.length === 0) return fc.constant<PricingLine[]>([]);
  const row = fc.record({
    promotion: fc.constantFrom(...granting),
    pick: fc.nat(),
    count: fc.integer({ min: 1, max: 3 }),
    price: fc.constantFrom(3, 5, 12),
  });
  return fc.array(row, { maxLength: 3 }).map((rows) =>
    rows.map((r, index): PricingLine => {
      const items = r.promotion.action.include?.items ?? [1];
      const item_id = items[r.pick % items.length] ?? 1;
      return {
        id: `free-${index}`,
        item_id,
        category_id: promotionItemCategory(item_id),
        count: r.count,
        unit_price: wholeAmount(r.price, precision),
        modifiers: [],
        taxes: [],
        is_free_item: true,
        promotion_id: r.promotion.id,
      };
    }),
  );
}

/** A whole promotion case at any precision. */
export const promotionCaseArb: fc.Arbitrary<PromotionCase> = precisionArb.chain((precision) =>
  fc
    .record({
      precision: fc.constant(precision),
      lines: promotionLinesArb(precision),
      promotions: promotionListArb(precision),
      surcharges: fc
        .array(
          fc.record({
            amount: amountArb(precision, { max: 10 * 10 ** precision }),
            is_delivery_charge: fc.boolean(),
          }),
          { maxLength: 3 },
        )
        .map((rows) => rows.map((row, index) => ({ id: index + 1, ...row }))),
    })
    .chain((c) =>
      freeLinesArb(precision, c.promotions).map((free) => ({ ...c, lines: [...c.lines, ...free] })),
    ),
);
