import fc from 'fast-check';
import type { Bill, BilledLine, BilledSurcharge } from '../../src/charges/bill-types';
import type { Precision } from '../../src/money/types';
import { minorToAmount, precisionArb } from './money';

/** The parts a test Bill is made of, in minor units, so that its sums can be checked exactly. */
export interface BillParts {
  precision: Precision;
  inclusive: boolean;
  lines: { count: number; sub: number; discount: number; tax: number }[];
  surcharges: { type: 1 | 2; amount: number; tax: number }[];
  tips: number;
  /** Part of the order discount that is the order promotion (the rest is one coupon). */
  promotionPart: number;
  /** Loyalty paid like a tender, taken off the total. */
  loyaltyTender: number;
}

const lineArb = fc
  .record({
    count: fc.integer({ min: 1, max: 6 }),
    sub: fc.integer({ min: 0, max: 60_000 }),
    discountRatio: fc.integer({ min: 0, max: 100 }),
    tax: fc.integer({ min: 0, max: 6_000 }),
  })
  .map(({ count, sub, discountRatio, tax }) => ({
    count,
    sub,
    discount: Math.floor((sub * discountRatio) / 400),
    tax,
  }));

const surchargeArb = fc.record({
  type: fc.constantFrom<1 | 2>(1, 2),
  amount: fc.integer({ min: 0, max: 5_000 }),
  tax: fc.integer({ min: 0, max: 500 }),
});

/** Parts of a consistent Bill: one to six lines, up to three surcharges, tips and loyalty. */
export const billPartsArb: fc.Arbitrary<BillParts> = fc
  .record({
    precision: precisionArb,
    inclusive: fc.boolean(),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
    surcharges: fc.array(surchargeArb, { maxLength: 3 }),
    tips: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_000 })),
    promotionRatio: fc.integer({ min: 0, max: 100 }),
    loyaltyRatio: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
  })
  .map(({ precision, inclusive, lines, surcharges, tips, promotionRatio, loyaltyRatio }) => {
    const discounts = lines.reduce((sum, line) => sum + line.discount, 0);
    const beforeTender = payableBeforeTender({ inclusive, lines, surcharges });
    return {
      precision,
      inclusive,
      lines,
      surcharges,
      tips,
      promotionPart: Math.floor((discounts * promotionRatio) / 100),
      loyaltyTender: Math.floor((beforeTender * loyaltyRatio) / 100),
    };
  });

function payableBeforeTender(parts: Pick<BillParts, 'inclusive' | 'lines' | 'surcharges'>): number {
  const items = parts.lines.reduce((sum, l) => sum + l.sub - l.discount, 0);
  const charges = parts.surcharges.reduce((sum, s) => sum + s.amount, 0);
  const tax = parts.inclusive
    ? 0
    : parts.lines.reduce((sum, l) => sum + l.tax, 0) +
      parts.surcharges.reduce((sum, s) => sum + s.tax, 0);
  return items + charges + tax;
}

/**
 * Builds a Bill whose parts are consistent: total = Σ sub_totals − discounts + surcharges
 * + tax when exclusive + tips − loyalty paid like a tender.
 */
export function buildBill(parts: BillParts): Bill {
  const p = parts.precision;
  const fmt = (minor: number): string => minorToAmount(minor, p);
  const lines: BilledLine[] = parts.lines.map((line, i) => ({
    id: `l${i + 1}`,
    item_id: 100 + i,
    count: line.count,
    customer: null,
    placed_item: false,
    unit_price: fmt(Math.ceil(line.sub / line.count)),
    total_before_promotion: fmt(line.sub),
    applied_promotion_id: null,
    applied_promotion_priority: null,
    promotion_discount: fmt(0),
    sub_total: fmt(line.sub),
    order_discount_share: fmt(line.discount),
    tax: fmt(line.tax),
    is_free_item: line.sub === 0,
  }));
  const surcharges: BilledSurcharge[] = parts.surcharges.map((s, i) => ({
    id: i + 1,
    name: s.type === 2 ? `Fixed ${i + 1}` : `Service ${i + 1}`,
    surcharge_type: s.type,
    rate: s.type === 2 ? fmt(s.amount) : '10',
    amount_before_discount: fmt(s.amount),
    discount: fmt(0),
    amount: fmt(s.amount),
    tax: fmt(s.tax),
    is_taxable: s.tax > 0,
    is_delivery_charge: false,
    tax_rate_id: null,
    tax_rate: null,
    is_service_charge: false,
  }));
  const sub = parts.lines.reduce((sum, l) => sum + l.sub, 0);
  const discounts = parts.lines.reduce((sum, l) => sum + l.discount, 0);
  const coupon = discounts - parts.promotionPart;
  const lineTax = parts.lines.reduce((sum, l) => sum + l.tax, 0);
  const surchargeTax = parts.surcharges.reduce((sum, s) => sum + s.tax, 0);
  const surchargeSub = parts.surcharges.reduce((sum, s) => sum + s.amount, 0);
  const total = payableBeforeTender(parts) + parts.tips - parts.loyaltyTender;
  return {
    currency: 'AED',
    precision: p,
    is_tax_inclusive: parts.inclusive,
    lines,
    sub_total: fmt(sub),
    order_promotion_discount: fmt(parts.promotionPart),
    order_promotion_id: parts.promotionPart > 0 ? 1 : null,
    discounts:
      coupon > 0
        ? [
            {
              discount_id: 1,
              discount_name: 'Coupon',
              discount_type: 2,
              discount_rate: fmt(coupon),
              discountedAmount: fmt(coupon),
              on_total: false,
              applied_from_pos: false,
              promotion_id: null,
            },
          ]
        : [],
    rejected_discounts: [],
    redeemed_loyalty: fmt(parts.loyaltyTender),
    loyalty_as_discount: false,
    sub_total_after_discount: fmt(sub - discounts),
    sub_total_tax_after_discount: fmt(lineTax),
    surcharges_breakdown: surcharges,
    surcharge_sub_total: fmt(surchargeSub),
    taxes_breakdown: [],
    tax_total: fmt(lineTax + surchargeTax),
    tips_amount: fmt(parts.tips),
    total_amount: fmt(total),
    earned_loyalty: '0',
    applied_promotions: [],
  };
}

/** A consistent Bill. */
export const consistentBillArb: fc.Arbitrary<Bill> = billPartsArb.map(buildBill);

/**
 * A bill and a full partition of its units among up to four payers, listed in the order they
 * pay: each payer's units per line. Every unit of the bill belongs to exactly one payer.
 */
export const billPartitionArb: fc.Arbitrary<{
  bill: Bill;
  payers: { line_id: string; quantity: number }[][];
}> = consistentBillArb.chain((bill) => {
  const units = bill.lines.flatMap((line) => Array.from({ length: line.count }, () => line.id));
  return fc
    .record({
      owners: fc.array(fc.integer({ min: 0, max: 3 }), {
        minLength: units.length,
        maxLength: units.length,
      }),
      order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
    })
    .map(({ owners, order }) => ({
      bill,
      payers: order.map((payer) => {
        const counts = new Map<string, number>();
        units.forEach((lineId, u) => {
          if (owners[u] === payer) counts.set(lineId, (counts.get(lineId) ?? 0) + 1);
        });
        return [...counts].map(([line_id, quantity]) => ({ line_id, quantity }));
      }),
    }));
});
