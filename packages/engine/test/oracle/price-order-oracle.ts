import type { Bill, PriceOrderInput } from '../../src/charges/bill-types';
import {
  add,
  cmp,
  div,
  largestRemainder,
  min,
  mul,
  parse,
  q,
  round,
  show,
  sub,
  sum,
  ZERO,
  type Q,
} from './rational';

/** What the oracle expects of a bill, every money field as the engine writes it. */
export type OracleBill =
  | { throws: 'LOYALTY_EXCEEDS_TOTAL' }
  | {
      throws: null;
      fields: Record<string, string>;
      rejected: { discount_id: number; reason: string; amount: string }[];
    };

const HUNDRED = q(100n);
const text = (value: unknown): string =>
  typeof value === 'number' ? String(value) : String(value);

/**
 * Recomputes a bill from its input with exact rationals, rounding once, half up, only at the
 * points docs/engine.md names (Q3 percentage surcharges, Q4 coupons, Q5 item taxes, Q6 surcharge
 * taxes, Q7 tips, Q8 largest-remainder allocations). Item and order promotions are taken from the
 * engine's bill (they have their own property tests); everything after them is recomputed. The
 * oracle handles orders whose surcharges all apply and none is a delivery charge.
 */
export function priceOrderOracle(input: PriceOrderInput, engine: Bill | null): OracleBill {
  const p = input.precision ?? 2;
  const at = (value: Q): string => show(value, p);
  const fields: Record<string, string> = {};

  // Lines: unit price with modifiers, times the count, less the item promotion.
  const lineSubTotals = input.lines.map((line, i) => {
    const unit = line.modifiers.reduce(
      (total, modifier) => add(total, mul(parse(modifier.unit_price), q(BigInt(modifier.count)))),
      parse(line.unit_price),
    );
    const promotion = parse(engine?.lines[i]?.promotion_discount ?? '0');
    const subTotal = sub(mul(unit, q(BigInt(line.count))), promotion);
    fields[`lines.${i}.sub_total`] = at(subTotal);
    return subTotal;
  });
  const subTotal = sum(lineSubTotals);
  fields.sub_total = at(subTotal);

  // Q3: a percentage surcharge is rate % of the subtotal, rounded once.
  const surcharges = input.surcharges ?? [];
  const surchargeLeft = surcharges.map((s) => {
    const fixed = s.type === 2 || String(s.type).toUpperCase() === 'FIXED';
    const value = parse(text(s.value));
    return fixed ? value : round(div(mul(subTotal, value), HUNDRED), p);
  });
  const surchargeDiscount = surcharges.map(() => ZERO);
  surchargeLeft.forEach(
    (amount, i) => (fields[`surcharges.${i}.amount_before_discount`] = at(amount)),
  );

  const orderPromotion = min(parse(engine?.order_promotion_discount ?? '0'), subTotal);
  let itemsLeft = sub(subTotal, orderPromotion);
  const offSurcharges = (amount: Q) => {
    const parts = largestRemainder(amount, surchargeLeft, p);
    parts.forEach((part, i) => {
      surchargeLeft[i] = sub(surchargeLeft[i] ?? ZERO, part);
      surchargeDiscount[i] = add(surchargeDiscount[i] ?? ZERO, part);
    });
  };

  // Q4: coupons in order, each on its base, within what is left.
  const surchargeBase = sum(surchargeLeft);
  const rejected: { discount_id: number; reason: string; amount: string }[] = [];
  let discountIndex = 0;
  for (const discount of input.discounts ?? []) {
    const onTotal = discount.on_total === true;
    const base = onTotal ? add(subTotal, surchargeBase) : subTotal;
    const minimum = discount.min_order_amount ? parse(discount.min_order_amount) : ZERO;
    if (cmp(minimum, ZERO) > 0 && cmp(base, minimum) < 0) {
      rejected.push({
        discount_id: discount.discount_id,
        reason: 'below_min_order_amount',
        amount: at(minimum),
      });
      continue;
    }
    const percentage =
      String(discount.discount_type).toUpperCase() === 'PERCENTAGE' || discount.discount_type === 1;
    const rate = parse(text(discount.discount_rate));
    const cap = discount.maxdiscountableAmount ? parse(discount.maxdiscountableAmount) : ZERO;
    let amount = percentage ? div(mul(base, rate), HUNDRED) : rate;
    if (cmp(cap, ZERO) > 0) amount = min(amount, cap);
    amount = round(amount, p);
    const left = onTotal ? add(itemsLeft, sum(surchargeLeft)) : itemsLeft;
    if (cmp(amount, left) > 0) {
      rejected.push({
        discount_id: discount.discount_id,
        reason: 'exceeds_eligible_amount',
        amount: at(round(min(base, left), p)),
      });
      continue;
    }
    const onItems = min(amount, itemsLeft);
    itemsLeft = sub(itemsLeft, onItems);
    if (cmp(amount, onItems) > 0) offSurcharges(sub(amount, onItems));
    fields[`discounts.${discountIndex++}.discountedAmount`] = at(amount);
  }

  // Loyalty: at most items + surcharges − discounts, in either mode.
  const loyalty = input.loyalty ? parse(input.loyalty.amount) : ZERO;
  const asDiscount = input.loyalty?.as_discount === true;
  if (cmp(loyalty, add(itemsLeft, sum(surchargeLeft))) > 0)
    return { throws: 'LOYALTY_EXCEEDS_TOTAL' };
  if (asDiscount) {
    const onItems = min(loyalty, itemsLeft);
    itemsLeft = sub(itemsLeft, onItems);
    if (cmp(loyalty, onItems) > 0) offSurcharges(sub(loyalty, onItems));
  }
  fields.sub_total_after_discount = at(itemsLeft);
  const itemDiscount = sub(subTotal, itemsLeft);

  // Q5: each item tax once over the order, on every line's share of what is left.
  const inclusive = input.is_tax_inclusive;
  const rateOf = (tax: { value: unknown }) => parse(text(tax.value));
  const combined = input.lines.map((line) => sum(line.taxes.map(rateOf)));
  const byTax = new Map<number, Q>();
  input.lines.forEach((line, i) => {
    if (cmp(subTotal, ZERO) === 0) return;
    const taxable = div(mul(lineSubTotals[i] ?? ZERO, itemsLeft), subTotal);
    for (const tax of line.taxes) {
      const denominator = inclusive ? add(HUNDRED, combined[i] ?? ZERO) : HUNDRED;
      const part = div(mul(taxable, rateOf(tax)), denominator);
      byTax.set(tax.id, add(byTax.get(tax.id) ?? ZERO, part));
    }
  });
  const itemTax = sum([...byTax.values()].map((value) => round(value, p)));
  for (const [id, value] of byTax) fields[`tax.${id}`] = at(round(value, p));
  fields.sub_total_tax_after_discount = at(itemTax);

  // Q6: each taxable surcharge's tax, once.
  const surchargeTaxes = surcharges.map((s, i) => {
    if (s.is_taxable !== true || s.tax_rate === null || s.tax_rate === undefined) return ZERO;
    const rate = parse(text(s.tax_rate));
    const denominator = inclusive ? add(HUNDRED, rate) : HUNDRED;
    return round(div(mul(surchargeLeft[i] ?? ZERO, rate), denominator), p);
  });
  surcharges.forEach((s, i) => {
    fields[`surcharges.${i}.discount`] = at(surchargeDiscount[i] ?? ZERO);
    fields[`surcharges.${i}.amount`] = at(surchargeLeft[i] ?? ZERO);
    fields[`surcharges.${i}.tax`] = at(surchargeTaxes[i] ?? ZERO);
  });
  const surchargeSubTotal = sum(surchargeLeft);
  fields.surcharge_sub_total = at(surchargeSubTotal);
  const taxTotal = add(itemTax, sum(surchargeTaxes));
  fields.tax_total = at(taxTotal);

  // Q7: a percentage tip of the subtotal, once.
  const tip = input.tip
    ? 'percent' in input.tip
      ? round(div(mul(subTotal, parse(text(input.tip.percent))), HUNDRED), p)
      : parse(input.tip.amount)
    : ZERO;
  fields.tips_amount = at(tip);
  const total = sub(
    add(add(add(itemsLeft, surchargeSubTotal), inclusive ? ZERO : taxTotal), tip),
    asDiscount ? ZERO : loyalty,
  );
  fields.total_amount = at(total);

  // Q8: line shares by largest remainder over the lines sorted by id.
  const canonical = input.lines
    .map((line, i) => ({ id: line.id, i }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ i }) => i);
  if (cmp(itemDiscount, ZERO) > 0 && cmp(subTotal, ZERO) > 0) {
    const parts = largestRemainder(
      itemDiscount,
      canonical.map((i) => lineSubTotals[i] ?? ZERO),
      p,
    );
    canonical.forEach((i, k) => (fields[`lines.${i}.order_discount_share`] = at(parts[k] ?? ZERO)));
  } else input.lines.forEach((_, i) => (fields[`lines.${i}.order_discount_share`] = at(ZERO)));
  const weights = canonical.map((i) => {
    const c = combined[i] ?? ZERO;
    const share = mul(lineSubTotals[i] ?? ZERO, c);
    return inclusive ? div(share, add(HUNDRED, c)) : share;
  });
  if (weights.some((w) => cmp(w, ZERO) > 0)) {
    const parts = largestRemainder(itemTax, weights, p);
    canonical.forEach((i, k) => (fields[`lines.${i}.tax`] = at(parts[k] ?? ZERO)));
  } else input.lines.forEach((_, i) => (fields[`lines.${i}.tax`] = at(ZERO)));

  return { throws: null, fields, rejected };
}

/** The same fields read from the engine's bill, for comparison. */
export function billFields(bill: Bill): Record<string, string> {
  const fields: Record<string, string> = {
    sub_total: bill.sub_total,
    sub_total_after_discount: bill.sub_total_after_discount,
    sub_total_tax_after_discount: bill.sub_total_tax_after_discount,
    surcharge_sub_total: bill.surcharge_sub_total,
    tax_total: bill.tax_total,
    tips_amount: bill.tips_amount,
    total_amount: bill.total_amount,
  };
  bill.lines.forEach((line, i) => {
    fields[`lines.${i}.sub_total`] = line.sub_total;
    fields[`lines.${i}.order_discount_share`] = line.order_discount_share;
    fields[`lines.${i}.tax`] = line.tax;
  });
  bill.surcharges_breakdown.forEach((s, i) => {
    fields[`surcharges.${i}.amount_before_discount`] = s.amount_before_discount;
    fields[`surcharges.${i}.discount`] = s.discount;
    fields[`surcharges.${i}.amount`] = s.amount;
    fields[`surcharges.${i}.tax`] = s.tax;
  });
  bill.discounts.forEach(
    (d, i) => (fields[`discounts.${i}.discountedAmount`] = d.discountedAmount),
  );
  for (const row of bill.taxes_breakdown) if (row.id > 0) fields[`tax.${row.id}`] = row.amount;
  return fields;
}
