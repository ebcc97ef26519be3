import type { Bill } from '../charges/bill-types';
import { EngineError } from '../errors/engine-error';
import { allocate } from '../money/allocate';
import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { quantize } from '../money/quantize';
import { assertCovers } from './assert-covers';
import type { SelfPaymentShare, SurchargeShare } from './types';

const ZERO = new Decimal(0);

/**
 * Works out what a diner pays for self at a shared table (spec: tables-payments-split §5): only
 * their own items with those items' tax; each fixed surcharge, the discounts and the order
 * promotion divided by the covers (rounded half up), the reductions capped at the diner's items;
 * percentage surcharges follow the items, by each line's sub_total. Tips are not in it.
 *
 * @param bill - the priced bill of the whole table
 * @param input - the diner's own line ids, and the order's covers (default 1)
 * @returns the diner's share, every amount at the bill precision
 * @throws EngineError SPLIT_ITEM_UNAVAILABLE for a line not on the bill, INVALID_COVERS
 * @example
 * ```ts
 * // Own items 30.00 of 100.00, a 4.00 fixed surcharge, a 10.00 discount, 4 covers, no tax:
 * selfPaymentShare(bill, { lineIds: ['mine'], covers: 4 }).total_amount; // "28.50" = 30 − 2.50 + 1.00
 * ```
 */
export function selfPaymentShare(
  bill: Bill,
  input: { lineIds: readonly string[]; covers?: number | null },
): SelfPaymentShare {
  const places = assertPrecision(bill.precision);
  const covers = assertCovers(input.covers);
  const money = (value: string): Decimal => parseAmount(value, { precision: places });
  const perCover = (value: Decimal): Decimal => quantize(value.dividedBy(covers), places);
  const fmt = (value: Decimal): string => value.toFixed(places);

  const known = new Set(bill.lines.map((line) => line.id));
  for (const id of input.lineIds) {
    if (!known.has(id)) throw new EngineError('SPLIT_ITEM_UNAVAILABLE', { line_id: id });
  }
  const own = new Set(input.lineIds);
  const mine = bill.lines.map((line) => own.has(line.id));
  const ownLines = bill.lines.filter((_, i) => mine[i] === true);
  const subTotal = ownLines.reduce((sum, line) => sum.plus(money(line.sub_total)), ZERO);
  const itemTax = ownLines.reduce((sum, line) => sum.plus(money(line.tax)), ZERO);

  // Percentage surcharges follow the items: each line's part by sub_total, equal when all free.
  const weights = bill.lines.map((line) => money(line.sub_total));
  const lineWeights = weights.some((w) => w.greaterThan(0)) ? weights : weights.map(() => 1);
  const ownPart = (amount: Decimal): Decimal => {
    if (bill.lines.length === 0) return ZERO;
    return allocate(amount, lineWeights, places).reduce(
      (sum, part, i) => (mine[i] === true ? sum.plus(part) : sum),
      ZERO,
    );
  };
  const surcharges: SurchargeShare[] = bill.surcharges_breakdown.map((surcharge) => {
    const fixed = surcharge.surcharge_type === 2;
    const amount = money(surcharge.amount);
    const tax = money(surcharge.tax);
    return {
      id: surcharge.id,
      name: surcharge.name,
      amount: fmt(fixed ? perCover(amount) : ownPart(amount)),
      tax: fmt(fixed ? perCover(tax) : ownPart(tax)),
    };
  });
  const surchargeSubTotal = surcharges.reduce((sum, entry) => sum.plus(entry.amount), ZERO);
  const surchargeTax = surcharges.reduce((sum, entry) => sum.plus(entry.tax), ZERO);

  // spec: tables-payments-split §5, discounts and capped order promotions divided by covers
  const promotion = Decimal.min(perCover(money(bill.order_promotion_discount)), subTotal);
  const discountTotal = bill.discounts.reduce(
    (sum, entry) => sum.plus(money(entry.discountedAmount)),
    ZERO,
  );
  const discount = Decimal.min(perCover(discountTotal), subTotal.minus(promotion));

  const tax = itemTax.plus(surchargeTax);
  const total = subTotal
    .minus(promotion)
    .minus(discount)
    .plus(surchargeSubTotal)
    .plus(bill.is_tax_inclusive ? ZERO : tax);
  return {
    line_ids: ownLines.map((line) => line.id),
    sub_total: fmt(subTotal),
    order_promotion_discount: fmt(promotion),
    discount: fmt(discount),
    surcharges,
    surcharge_sub_total: fmt(surchargeSubTotal),
    tax: fmt(tax),
    total_amount: fmt(total),
  };
}
