import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingLine } from '../../cart/types';
import { Decimal } from '../../money/decimal';
import { promotionCaseArb, type PromotionCase } from '../../../test/arbitraries/promotions';
import { applyItemPromotions } from '../apply-item-promotions';
import { applyOrderPromotions } from '../apply-order-promotions';
import { freeItemGrants } from '../free-item-grants';

const RUNS = { numRuns: 200 };
const ITEM_LEVEL = new Set([
  'gets_value_discount',
  'gets_percent_discount',
  'gets_value_discount_on_item',
  'gets_percent_discount_on_item',
  'pay_fixed_price',
  'gets_free_item',
]);

function lineTotal(line: PricingLine): Decimal {
  const unit = line.modifiers.reduce(
    (sum, m) => sum.plus(new Decimal(m.unit_price).times(m.count)),
    new Decimal(line.unit_price),
  );
  return unit.times(line.count);
}

/** Item then order promotions, as priceOrder chains them. */
function price(c: PromotionCase) {
  const items = applyItemPromotions(c.lines, c.promotions, c.precision);
  const lineSubTotals = c.lines.map((l, i) =>
    lineTotal(l).minus(items.lines[i]?.discount ?? new Decimal(0)),
  );
  const order = applyOrderPromotions({
    lines: c.lines,
    lineSubTotals,
    subTotal: lineSubTotals.reduce((s, v) => s.plus(v), new Decimal(0)),
    surcharges: c.surcharges.map((s) => ({ ...s, amount: new Decimal(s.amount) })),
    promotions: c.promotions,
    precision: c.precision,
  });
  return { items, order, lineSubTotals };
}

/** Per line id: the promotion id and discount. */
function byLine(c: PromotionCase, result: ReturnType<typeof price>) {
  return Object.fromEntries(
    c.lines.map((l, i) => {
      const entry = result.items.lines[i];
      return [l.id, entry ? `${entry.promotion.id}:${entry.discount.toFixed(c.precision)}` : '-'];
    }),
  );
}

function orderView(result: ReturnType<typeof price>) {
  const { order, delivery, earned_loyalty } = result.order;
  return {
    order: order ? [order.promotion.id, order.discount.toFixed()] : null,
    delivery: delivery.map((d) => [d.promotion.id, d.surcharge_id, d.discount.toFixed()]),
    earned_loyalty: earned_loyalty.toFixed(),
    applied: result.order.applied,
  };
}

const quantized = (value: Decimal, precision: number) => value.decimalPlaces() <= precision;

function permuted<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}

describe('promotion properties', () => {
  it('every line discount is quantized, ≥ 0, ≤ its line total, from one item-level promotion', () => {
    fc.assert(
      fc.property(promotionCaseArb, (c) => {
        const { items, lineSubTotals } = price(c);
        expect(items.lines).toHaveLength(c.lines.length);
        items.lines.forEach((entry, i) => {
          const l = c.lines[i];
          if (entry === null || l === undefined) return;
          expect(quantized(entry.discount, c.precision)).toBe(true);
          expect(entry.discount.gte(0)).toBe(true);
          expect(entry.discount.lte(lineTotal(l))).toBe(true);
          expect(ITEM_LEVEL.has(entry.promotion.action.type)).toBe(true);
          // free lines only ever take the promotion that added them, and nothing else takes them
          if (l.is_free_item === true) expect(entry.promotion.id).toBe(l.promotion_id);
          else expect(entry.promotion.action.type).not.toBe('gets_free_item');
          expect(lineSubTotals[i]?.gte(0)).toBe(true);
        });
        // each applied amount is the sum of its lines' discounts
        for (const applied of items.applied) {
          const sum = items.lines
            .filter((entry) => entry?.promotion.id === applied.promotion_id)
            .reduce((s, entry) => s.plus(entry?.discount ?? 0), new Decimal(0));
          expect(sum.toFixed(c.precision)).toBe(applied.amount);
        }
      }),
      RUNS,
    );
  });

  it('a promotion total never exceeds max_discount_value', () => {
    fc.assert(
      fc.property(promotionCaseArb, (c) => {
        const { items, order } = price(c);
        for (const applied of [...items.applied, ...order.applied]) {
          const cap = c.promotions.find((p) => p.id === applied.promotion_id)?.action
            .max_discount_value;
          if (cap !== undefined && cap !== null && new Decimal(cap).gt(0)) {
            expect(new Decimal(applied.amount).lte(cap)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('order level: at most one order promotion, within the subtotal; delivery within each surcharge', () => {
    fc.assert(
      fc.property(promotionCaseArb, (c) => {
        const { order, lineSubTotals } = price(c);
        const subTotal = lineSubTotals.reduce((s, v) => s.plus(v), new Decimal(0));
        const orderTypes = order.applied.filter((a) => a.action_type.endsWith('_on_order'));
        expect(orderTypes.length).toBeLessThanOrEqual(1);
        if (order.order) {
          expect(quantized(order.order.discount, c.precision)).toBe(true);
          expect(order.order.discount.gt(0)).toBe(true);
          expect(order.order.discount.lte(subTotal)).toBe(true);
        }
        const seen = new Set<number>();
        for (const d of order.delivery) {
          expect(seen.has(d.surcharge_id)).toBe(false);
          seen.add(d.surcharge_id);
          const charge = c.surcharges.find((s) => s.id === d.surcharge_id);
          expect(quantized(d.discount, c.precision)).toBe(true);
          expect(d.discount.gt(0)).toBe(true);
          expect(d.discount.lte(charge?.amount ?? '0')).toBe(true);
        }
        expect(order.earned_loyalty.gte(0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the same input gives byte-identical output', () => {
    fc.assert(
      fc.property(promotionCaseArb, (c) => {
        const copy = structuredClone(c);
        expect(JSON.stringify(price(copy))).toBe(JSON.stringify(price(c)));
        expect(JSON.stringify(freeItemGrants(copy.lines, copy.promotions, copy.precision))).toBe(
          JSON.stringify(freeItemGrants(c.lines, c.promotions, c.precision)),
        );
      }),
      RUNS,
    );
  });

  it('lines, promotions and surcharges in any order give the same result for each line', () => {
    const arb = promotionCaseArb.chain((c) =>
      fc.record({
        c: fc.constant(c),
        lines: permuted(c.lines),
        promotions: permuted(c.promotions),
        surcharges: permuted(c.surcharges),
      }),
    );
    fc.assert(
      fc.property(arb, ({ c, lines, promotions, surcharges }) => {
        const shuffled = { ...c, lines, promotions, surcharges };
        const a = price(c);
        const b = price(shuffled);
        expect(byLine(shuffled, b)).toEqual(byLine(c, a));
        expect(b.items.applied).toEqual(a.items.applied);
        expect(orderView(b)).toEqual(orderView(a));
        expect(freeItemGrants(lines, promotions)).toEqual(freeItemGrants(c.lines, c.promotions));
      }),
      RUNS,
    );
  });

  it('one line of count q gives the same discounts as identical lines whose counts sum to q', () => {
    const arb = promotionCaseArb
      .filter((c) => c.lines.some((l) => l.count > 1))
      .chain((c) => {
        const splittable = c.lines.map((l, i) => ({ l, i })).filter(({ l }) => l.count > 1);
        return fc.record({
          c: fc.constant(c),
          pick: fc.constantFrom(...splittable),
          cuts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
        });
      });
    fc.assert(
      fc.property(arb, ({ c, pick, cuts }) => {
        // Split count q into parts ≥ 1 (the cuts, then the rest), ids `<id>~k` keep their place.
        const parts: number[] = [];
        let left = pick.l.count;
        for (const cut of cuts) {
          if (left - cut < 1) break;
          parts.push(cut);
          left -= cut;
        }
        parts.push(left);
        const pieces = parts.map((count, k) => ({ ...pick.l, id: `${pick.l.id}~${k}`, count }));
        const split = {
          ...c,
          lines: [...c.lines.slice(0, pick.i), ...pieces, ...c.lines.slice(pick.i + 1)],
        };
        const whole = price(c);
        const pieced = price(split);
        const wholeLines = byLine(c, whole);
        const piecedLines = byLine(split, pieced);
        for (const l of c.lines) {
          if (l.id !== pick.l.id) expect(piecedLines[l.id]).toBe(wholeLines[l.id]);
        }
        const original = whole.items.lines[pick.i];
        const sum = pieces.reduce((s, _, k) => {
          const entry = pieced.items.lines[pick.i + k];
          expect(entry?.promotion.id).toBe(original?.promotion.id);
          return s.plus(entry?.discount ?? 0);
        }, new Decimal(0));
        expect(sum.toFixed(c.precision)).toBe(
          (original?.discount ?? new Decimal(0)).toFixed(c.precision),
        );
        const amounts = (r: ReturnType<typeof price>) =>
          r.items.applied.map((a) => [a.promotion_id, a.amount]);
        expect(amounts(pieced)).toEqual(amounts(whole));
        expect(orderView(pieced)).toEqual(orderView(whole));
        expect(freeItemGrants(split.lines, c.promotions)).toEqual(
          freeItemGrants(c.lines, c.promotions),
        );
      }),
      RUNS,
    );
  });
});
