import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrderInputArb } from '../../../test/arbitraries';
import { Decimal } from '../../money/decimal';
import type { Bill, PriceOrderInput } from '../bill-types';
import { priceOrder } from '../price-order';

const MONEY_FIELDS = [
  'sub_total',
  'order_promotion_discount',
  'redeemed_loyalty',
  'sub_total_after_discount',
  'sub_total_tax_after_discount',
  'surcharge_sub_total',
  'tax_total',
  'tips_amount',
  'total_amount',
] as const;

/** The totals that must not depend on how the cart is cut into lines. */
const totals = (bill: Bill) => ({
  ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, bill[field]])),
  discounts: bill.discounts.map((d) => d.discountedAmount),
  surcharges: bill.surcharges_breakdown.map((s) => s.amount),
  taxes: bill.taxes_breakdown,
});

const atPrecision = (amount: string, precision: number) =>
  new RegExp(precision === 0 ? '^\\d+$' : `^\\d+\\.\\d{${precision}}$`).test(amount);

describe('priceOrder properties', () => {
  it('never yields a negative or unquantized amount, and a line discount never exceeds its base', () => {
    fc.assert(
      fc.property(priceOrderInputArb, (input) => {
        const bill = priceOrder(input);
        for (const field of MONEY_FIELDS) {
          expect(atPrecision(bill[field], bill.precision), `${field}=${bill[field]}`).toBe(true);
        }
        for (const row of bill.lines) {
          for (const amount of [
            row.sub_total,
            row.promotion_discount,
            row.order_discount_share,
            row.tax,
          ]) {
            expect(atPrecision(amount, bill.precision), amount).toBe(true);
          }
          expect(new Decimal(row.promotion_discount).lte(row.total_before_promotion)).toBe(true);
          expect(new Decimal(row.order_discount_share).lte(row.sub_total)).toBe(true);
        }
        for (const s of bill.surcharges_breakdown) {
          expect(
            atPrecision(s.amount, bill.precision) && atPrecision(s.discount, bill.precision),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps at most one order-level promotion and one promotion per line', () => {
    fc.assert(
      fc.property(priceOrderInputArb, (input) => {
        const bill = priceOrder(input);
        const orderLevel = bill.applied_promotions.filter((p) =>
          p.action_type.endsWith('_on_order'),
        );
        expect(orderLevel.length).toBeLessThanOrEqual(1);
        const lineIds = bill.applied_promotions.flatMap((p) => p.line_ids);
        expect(new Set(lineIds).size).toBe(lineIds.length);
      }),
      { numRuns: 200 },
    );
  });

  it('adds up: lines to the subtotal, and the parts to the total', () => {
    fc.assert(
      fc.property(priceOrderInputArb, (input) => {
        const bill = priceOrder(input);
        const d = (x: string) => new Decimal(x);
        const lines = bill.lines.reduce((a, l) => a.plus(l.sub_total), new Decimal(0));
        expect(lines.equals(d(bill.sub_total))).toBe(true);
        const shares = bill.lines.reduce((a, l) => a.plus(l.order_discount_share), new Decimal(0));
        expect(shares.equals(d(bill.sub_total).minus(bill.sub_total_after_discount))).toBe(true);
        const lineTax = bill.lines.reduce((a, l) => a.plus(l.tax), new Decimal(0));
        expect(lineTax.equals(d(bill.sub_total_tax_after_discount))).toBe(true);
        const total = d(bill.sub_total_after_discount)
          .plus(bill.surcharge_sub_total)
          .plus(bill.is_tax_inclusive ? 0 : bill.tax_total)
          .plus(bill.tips_amount)
          .minus(bill.loyalty_as_discount ? 0 : bill.redeemed_loyalty);
        expect(total.equals(d(bill.total_amount))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same bill for the lines in any order', () => {
    fc.assert(
      fc.property(
        priceOrderInputArb.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.lines, {
              minLength: input.lines.length,
              maxLength: input.lines.length,
            }),
          ),
        ),
        ([input, shuffled]) => {
          const a = priceOrder(input);
          const b = priceOrder({ ...input, lines: shuffled });
          expect(totals(b)).toEqual(totals(a));
          const byId = (bill: Bill) => Object.fromEntries(bill.lines.map((l) => [l.id, l]));
          expect(byId(b)).toEqual(byId(a));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('prices one line of quantity q like identical lines whose quantities sum to q', () => {
    fc.assert(
      fc.property(
        priceOrderInputArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 4 }),
        (input, pick, extra) => {
          const index = pick % input.lines.length;
          const chosen = input.lines[index];
          if (!chosen) return;
          const merged: PriceOrderInput = {
            ...input,
            lines: input.lines.map((l, i) => (i === index ? { ...l, count: l.count + extra } : l)),
          };
          const split: PriceOrderInput = {
            ...input,
            lines: [...input.lines, { ...chosen, id: `${chosen.id}-copy`, count: extra }],
          };
          expect(totals(priceOrder(split))).toEqual(totals(priceOrder(merged)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives byte-identical output for the same input', () => {
    fc.assert(
      fc.property(priceOrderInputArb, (input) => {
        const copy = structuredClone(input);
        expect(JSON.stringify(priceOrder(copy))).toBe(JSON.stringify(priceOrder(input)));
      }),
      { numRuns: 100 },
    );
  });

  it('always refuses a coupon whose eligible base is under its minimum', () => {
    fc.assert(
      fc.property(priceOrderInputArb, (input) => {
        const bill = priceOrder(input);
        const withoutCoupons = priceOrder({ ...input, discounts: [] });
        for (const coupon of input.discounts ?? []) {
          if (coupon.min_order_amount === null || coupon.min_order_amount === undefined) continue;
          const base = new Decimal(withoutCoupons.sub_total).plus(
            coupon.on_total === true ? withoutCoupons.surcharge_sub_total : 0,
          );
          if (base.lessThan(coupon.min_order_amount)) {
            expect(bill.discounts.some((d) => d.discount_id === coupon.discount_id)).toBe(false);
            expect(bill.rejected_discounts).toContainEqual(
              expect.objectContaining({
                discount_id: coupon.discount_id,
                reason: 'below_min_order_amount',
              }),
            );
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
