import type { PricingLine } from '../cart/types';
import { couponBase } from '../coupons/coupon-base';
import { evaluateCoupon } from '../coupons/evaluate-coupon';
import { discountTypeCode } from '../coupons/discount-type-code';
import { cartTotalBeforeLoyalty } from '../loyalty/cart-total-before-loyalty';
import { EngineError } from '../errors/engine-error';
import { add } from '../money/add';
import { allocate } from '../money/allocate';
import { assertCurrency } from '../money/assert-currency';
import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { toAmount } from '../money/to-amount';
import { applyItemPromotions } from '../promotions/apply-item-promotions';
import { applyOrderPromotions } from '../promotions/apply-order-promotions';
import { applicableSurcharges } from './applicable-surcharges';
import type {
  AppliedPromotion,
  Bill,
  BilledDiscount,
  BilledTax,
  PriceOrderInput,
  RejectedDiscount,
} from './bill-types';
import { serviceChargeProvider } from './is-service-charge';
import { itemTaxes } from './item-taxes';
import { surchargeAmount } from './surcharge-amount';
import { surchargeTax } from './surcharge-tax';
import { taxRates, type TaxRate } from './tax-rates';
import { tipAmount } from './tip-amount';

const ZERO = new Decimal(0);
const sum = (values: readonly Decimal[]): Decimal => add(...values);

/**
 * Prices an order: item promotions, surcharges, the order and delivery promotions, coupons and
 * POS discounts, loyalty, item and surcharge taxes, the tip and the total. Every money field of
 * the order payload comes out quantized to the currency precision, and the same input always
 * gives the same bill. The order of the steps and each rounding point are listed in
 * docs/engine.md.
 *
 * @param input - the cart lines and everything that prices them
 * @returns the bill
 * @throws EngineError for malformed input (bad amounts, counts, types, precision, duplicate line
 * ids) and LOYALTY_EXCEEDS_TOTAL when the redeemed loyalty is more than it can pay
 * @example
 * ```ts
 * const bill = priceOrder({
 *   currency: 'AED', precision: 2, is_tax_inclusive: false, mode: 'walk_in',
 *   lines: [{ id: 'l1', item_id: 1, category_id: 1, count: 2, unit_price: '12.50', modifiers: [],
 *     taxes: [{ id: 1, name: 'VAT', type: 'PERCENTAGE', value: '5' }] }],
 *   tip: { percent: '10' },
 * });
 * bill.total_amount; // "28.75" (25.00 + 1.25 VAT + 2.50 tip)
 * ```
 */
export function priceOrder(input: PriceOrderInput): Bill {
  const precision = assertPrecision(input.precision);
  assertCurrency(input.currency);
  const inclusive = input.is_tax_inclusive;
  const lines = input.lines;
  const ids = new Set<string>();
  for (const line of lines) {
    if (ids.has(line.id)) throw new EngineError('DUPLICATE_LINE', { id: line.id });
    ids.add(line.id);
  }
  // Allocations run over the lines sorted by id, so the input order of lines changes nothing.
  const canonical = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (a.line.id < b.line.id ? -1 : a.line.id > b.line.id ? 1 : 0))
    .map(({ index }) => index);
  const fmt = (value: Decimal): string => toAmount(value, precision);

  // 1. Lines and item promotions.
  const promotions = input.promotions ?? [];
  // applyItemPromotions validates every line (counts, prices at the precision) and prices its
  // units with modifiers, so the bill reuses those prices rather than parsing the lines again.
  const itemPromotions = applyItemPromotions(lines, promotions, precision);
  const unitPrices = itemPromotions.unitPrices;
  const lineTotals = unitPrices.map((unit, i) => unit.times(lines[i]?.count ?? 0));
  const lineSubTotals = lineTotals.map((total, i) =>
    total.minus(itemPromotions.lines[i]?.discount ?? ZERO),
  );
  const subTotal = sum(lineSubTotals);

  // 2. Surcharges, on the subtotal after item promotions.
  const surcharges = applicableSurcharges(
    input.surcharges ?? [],
    input.mode,
    input.payment_provider,
  );
  const charged = surcharges.map((surcharge) => surchargeAmount(surcharge, subTotal, precision));

  // 3. The order-level promotion (at most one) and delivery promotions.
  const orderPromotions = applyOrderPromotions({
    lines,
    lineSubTotals,
    subTotal,
    surcharges: surcharges.map((surcharge, i) => ({
      id: surcharge.id,
      amount: charged[i]?.amount ?? ZERO,
      is_delivery_charge: surcharge.is_delivery_charge === true,
    })),
    promotions,
    precision,
  });
  const orderPromotionDiscount = Decimal.min(orderPromotions.order?.discount ?? ZERO, subTotal);
  const surchargeDiscounts = surcharges.map((surcharge, i) =>
    Decimal.min(
      sum(
        orderPromotions.delivery
          .filter((entry) => entry.surcharge_id === surcharge.id)
          .map((entry) => entry.discount),
      ),
      charged[i]?.amount ?? ZERO,
    ),
  );
  const surchargeLeft = charged.map((entry, i) =>
    entry.amount.minus(surchargeDiscounts[i] ?? ZERO),
  );

  // 4. Coupons and POS discounts, each on the spec's eligible base, within what is left.
  let itemsLeft = subTotal.minus(orderPromotionDiscount);
  const surchargeSubTotalBeforeDiscounts = sum(surchargeLeft);
  const discounts: BilledDiscount[] = [];
  const rejected: RejectedDiscount[] = [];
  for (const discount of input.discounts ?? []) {
    const onTotal = discount.on_total === true;
    const base = couponBase({
      subTotal,
      surchargeSubTotal: surchargeSubTotalBeforeDiscounts,
      onTotal,
      split: { type: 'none' },
    });
    const available = onTotal ? itemsLeft.plus(sum(surchargeLeft)) : itemsLeft;
    const verdict = evaluateCoupon(discount, base, precision, { left: available });
    if (!verdict.accepted) {
      rejected.push({
        discount_id: discount.discount_id,
        reason: verdict.reason,
        amount: verdict.amount,
      });
      continue;
    }
    const amount = parseAmount(verdict.discountedAmount, { precision });
    const onItems = Decimal.min(amount, itemsLeft);
    itemsLeft = itemsLeft.minus(onItems);
    const onSurcharges = amount.minus(onItems);
    if (onSurcharges.greaterThan(0)) {
      const parts = allocate(onSurcharges, surchargeLeft, precision);
      parts.forEach((part, i) => {
        surchargeDiscounts[i] = (surchargeDiscounts[i] ?? ZERO).plus(part);
        surchargeLeft[i] = (surchargeLeft[i] ?? ZERO).minus(part);
      });
    }
    discounts.push({
      discount_id: discount.discount_id,
      discount_name: discount.discount_name,
      discount_type: discountTypeCode(discount.discount_type),
      discount_rate: parseRate(discount.discount_rate).toFixed(),
      discountedAmount: fmt(amount),
      on_total: onTotal,
      applied_from_pos: discount.applied_from_pos === true,
      promotion_id: discount.promotion_id ?? null,
    });
  }

  // 5. Loyalty: at most the cart total before loyalty (A§5 check 3), the same rule as the check.
  const loyalty = input.loyalty ? parseAmount(input.loyalty.amount, { precision }) : ZERO;
  const loyaltyAsDiscount = input.loyalty?.as_discount === true;
  const limit = cartTotalBeforeLoyalty({
    subTotal: itemsLeft,
    surchargeSubTotal: sum(surchargeLeft),
    discountTotal: ZERO,
  });
  if (loyalty.greaterThan(limit)) {
    throw new EngineError('LOYALTY_EXCEEDS_TOTAL', { loyalty: fmt(loyalty), payable: fmt(limit) });
  }
  if (loyaltyAsDiscount) {
    // As a discount it comes off the items first, then the surcharges, like an on_total coupon.
    const onItems = Decimal.min(loyalty, itemsLeft);
    itemsLeft = itemsLeft.minus(onItems);
    const onSurcharges = loyalty.minus(onItems);
    if (onSurcharges.greaterThan(0)) {
      const parts = allocate(onSurcharges, surchargeLeft, precision);
      parts.forEach((part, i) => {
        surchargeDiscounts[i] = (surchargeDiscounts[i] ?? ZERO).plus(part);
        surchargeLeft[i] = (surchargeLeft[i] ?? ZERO).minus(part);
      });
    }
  }
  const itemDiscount = subTotal.minus(itemsLeft);

  // 6. Taxes, after every discount.
  // Lines usually share the menu's tax objects: read each list of taxes once.
  const rates = new Map<PricingLine['taxes'], TaxRate[]>();
  const taxable = canonical.map((i) => {
    const taxes = lines[i]?.taxes ?? [];
    let parsed = rates.get(taxes);
    if (!parsed) rates.set(taxes, (parsed = taxRates(taxes)));
    return { subTotal: lineSubTotals[i] ?? ZERO, taxes: parsed };
  });
  const taxesOnItems = itemTaxes(taxable, itemDiscount, inclusive, precision);
  const surchargeTaxes = surcharges.map((surcharge, i) =>
    surchargeTax(surcharge, surchargeLeft[i] ?? ZERO, inclusive, precision),
  );
  const taxTotal = taxesOnItems.total.plus(sum(surchargeTaxes.map((entry) => entry.tax)));
  const taxesBreakdown = mergeTaxes(
    taxesOnItems.byTax.map(({ tax, amount }) => ({
      id: tax.id,
      name: tax.name,
      rate: tax.rate,
      amount,
    })),
    surcharges.flatMap((surcharge, i) => {
      const entry = surchargeTaxes[i];
      if (!entry?.rate) return [];
      return [
        {
          id: surcharge.tax_rate_id ?? -surcharge.id,
          name: `${surcharge.name} tax`,
          rate: entry.rate,
          amount: entry.tax,
        },
      ];
    }),
    precision,
  );

  // 7. Tip, loyalty paid like a tender, and the total.
  const tips = tipAmount(input.tip, subTotal, precision);
  const surchargeSubTotal = sum(surchargeLeft);
  const beforeTender = itemsLeft.plus(surchargeSubTotal).plus(inclusive ? ZERO : taxTotal);
  const total = beforeTender.plus(tips).minus(loyaltyAsDiscount ? ZERO : loyalty);

  // Each line's part of the order-level discounts, by largest remainder over the canonical order.
  const discountShares = lines.map(() => ZERO);
  if (itemDiscount.greaterThan(0) && subTotal.greaterThan(0)) {
    const parts = allocate(
      itemDiscount,
      canonical.map((i) => lineSubTotals[i] ?? ZERO),
      precision,
    );
    canonical.forEach((lineIndex, k) => (discountShares[lineIndex] = parts[k] ?? ZERO));
  }
  const lineTaxes = lines.map(() => ZERO);
  canonical.forEach((lineIndex, k) => (lineTaxes[lineIndex] = taxesOnItems.perLine[k] ?? ZERO));

  const applied: AppliedPromotion[] = [...itemPromotions.applied, ...orderPromotions.applied];
  return {
    currency: input.currency,
    precision,
    is_tax_inclusive: inclusive,
    lines: lines.map((line, i) => {
      const promotion = itemPromotions.lines[i] ?? null;
      return {
        id: line.id,
        item_id: line.item_id,
        count: line.count,
        customer: line.customer ?? null,
        placed_item: line.placed_item === true,
        unit_price: fmt(unitPrices[i] ?? ZERO),
        total_before_promotion: fmt(lineTotals[i] ?? ZERO),
        applied_promotion_id: promotion?.promotion.id ?? null,
        applied_promotion_priority: promotion?.promotion.priority ?? null,
        promotion_discount: fmt(promotion?.discount ?? ZERO),
        sub_total: fmt(lineSubTotals[i] ?? ZERO),
        order_discount_share: fmt(discountShares[i] ?? ZERO),
        tax: fmt(lineTaxes[i] ?? ZERO),
        is_free_item: line.is_free_item === true,
      };
    }),
    sub_total: fmt(subTotal),
    order_promotion_discount: fmt(orderPromotionDiscount),
    order_promotion_id: orderPromotions.order?.promotion.id ?? null,
    discounts,
    rejected_discounts: rejected,
    redeemed_loyalty: fmt(loyalty),
    loyalty_as_discount: loyaltyAsDiscount,
    sub_total_after_discount: fmt(itemsLeft),
    sub_total_tax_after_discount: fmt(taxesOnItems.total),
    surcharges_breakdown: surcharges.map((surcharge, i) => {
      const entry = charged[i];
      const taxed = surchargeTaxes[i];
      return {
        id: surcharge.id,
        name: surcharge.name,
        surcharge_type: entry?.kind ?? 1,
        rate: (entry?.rate ?? ZERO).toFixed(),
        amount_before_discount: fmt(entry?.amount ?? ZERO),
        discount: fmt(surchargeDiscounts[i] ?? ZERO),
        amount: fmt(surchargeLeft[i] ?? ZERO),
        tax: fmt(taxed?.tax ?? ZERO),
        is_taxable: surcharge.is_taxable === true,
        is_delivery_charge: surcharge.is_delivery_charge === true,
        tax_rate_id: surcharge.tax_rate_id ?? null,
        tax_rate: taxed?.rate?.toFixed() ?? null,
        is_service_charge: serviceChargeProvider(surcharge) !== null,
      };
    }),
    surcharge_sub_total: fmt(surchargeSubTotal),
    taxes_breakdown: taxesBreakdown,
    tax_total: fmt(taxTotal),
    tips_amount: fmt(tips),
    total_amount: fmt(total),
    earned_loyalty: orderPromotions.earned_loyalty.toFixed(),
    applied_promotions: applied,
  };
}

/** Merges item and surcharge taxes that share an id and rate into one breakdown row. */
function mergeTaxes(
  entries: readonly { id: number; name: string; rate: Decimal; amount: Decimal }[],
  more: readonly { id: number; name: string; rate: Decimal; amount: Decimal }[],
  precision: number,
): BilledTax[] {
  const rows = new Map<string, { id: number; name: string; rate: Decimal; amount: Decimal }>();
  for (const entry of [...entries, ...more]) {
    const key = `${entry.id}:${entry.rate.toFixed()}`;
    const row = rows.get(key);
    if (row) row.amount = row.amount.plus(entry.amount);
    else rows.set(key, { ...entry });
  }
  return [...rows.values()].map((row) => ({
    id: row.id,
    name: row.name,
    rate: row.rate.toFixed(),
    amount: toAmount(row.amount, precision),
  }));
}
