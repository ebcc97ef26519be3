import { allocate } from '../../money/allocate';
import { Decimal } from '../../money/decimal';
import { toAmount } from '../../money/to-amount';
import type { AppliedPromotion, Bill } from '../bill-types';
import { serviceChargeProvider } from '../is-service-charge';
import { tipAmount } from '../tip-amount';
import type { AppliedTaxes } from './apply-taxes';
import type {
  AppliedDiscounts,
  ChargedSurcharges,
  PriceOrderContext,
  PricedLines,
  RedeemedLoyalty,
} from './types';

const ZERO = new Decimal(0);

/** The steps' results that {@link assembleBill} writes out. */
export interface BillParts {
  priced: PricedLines;
  charged: ChargedSurcharges;
  discounted: AppliedDiscounts;
  redeemed: RedeemedLoyalty;
  taxes: AppliedTaxes;
}

/**
 * Assembles the bill: the tip (a percent of the subtotal, B§5 "Custom tip" and A§5 "Tip
 * percentage amount"), the total, each line's share of the order-level discounts and of the item
 * tax, and every money field of the order payload (B§3) written at the precision.
 *
 * The total is `sub_total_after_discount + surcharge_sub_total`, plus `tax_total` when prices
 * exclude tax, plus `tips_amount`, minus `redeemed_loyalty` when loyalty is a tender.
 *
 * Rounding points: Q7, a percentage tip rounded once; Q8, the line shares of the discounts by
 * largest remainder over the lines in id order (the tax shares come from {@link itemTaxes}).
 * Every other field is a sum or difference of rounded values, so writing it at the precision
 * ({@link toAmount}) only pads.
 *
 * @param context - the order and its precision
 * @param parts - the results of the earlier steps
 * @returns the bill
 * @throws EngineError INVALID_TIP
 * @example
 * ```ts
 * assembleBill(context, { priced, charged, discounted, redeemed, taxes }).total_amount; // "28.75"
 * ```
 */
export function assembleBill(
  { input, precision }: PriceOrderContext,
  { priced, charged, discounted, redeemed, taxes }: BillParts,
): Bill {
  const fmt = (value: Decimal): string => toAmount(value, precision);
  const inclusive = input.is_tax_inclusive;
  const { lines } = input;
  const { canonical, itemPromotions, subTotal, lineSubTotals } = priced;
  const { itemsLeft, surchargeLeft, surchargeDiscounts, loyalty, asDiscount, itemDiscount } =
    redeemed;

  const tips = tipAmount(input.tip, subTotal, precision);
  const surchargeSubTotal = surchargeLeft.reduce((sum, left) => sum.plus(left), ZERO);
  const beforeTender = itemsLeft.plus(surchargeSubTotal).plus(inclusive ? ZERO : taxes.total);
  const total = beforeTender.plus(tips).minus(asDiscount ? ZERO : loyalty);

  // Each line's part of the order-level discounts, by largest remainder over the canonical order.
  const discountShares = lines.map(() => ZERO);
  if (itemDiscount.greaterThan(0) && subTotal.greaterThan(0)) {
    const shares = allocate(
      itemDiscount,
      canonical.map((i) => lineSubTotals[i] ?? ZERO),
      precision,
    );
    canonical.forEach((lineIndex, k) => (discountShares[lineIndex] = shares[k] ?? ZERO));
  }
  const lineTaxes = lines.map(() => ZERO);
  canonical.forEach((lineIndex, k) => (lineTaxes[lineIndex] = taxes.items.perLine[k] ?? ZERO));

  const { orderPromotions } = discounted;
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
        unit_price: fmt(priced.unitPrices[i] ?? ZERO),
        total_before_promotion: fmt(priced.lineTotals[i] ?? ZERO),
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
    order_promotion_discount: fmt(discounted.orderPromotionDiscount),
    order_promotion_id: orderPromotions.order?.promotion.id ?? null,
    discounts: discounted.discounts,
    rejected_discounts: discounted.rejected,
    redeemed_loyalty: fmt(loyalty),
    loyalty_as_discount: asDiscount,
    sub_total_after_discount: fmt(itemsLeft),
    sub_total_tax_after_discount: fmt(taxes.items.total),
    surcharges_breakdown: charged.surcharges.map((surcharge, i) => {
      const entry = charged.charged[i];
      const taxed = taxes.surcharges[i];
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
    taxes_breakdown: taxes.breakdown,
    tax_total: fmt(taxes.total),
    tips_amount: fmt(tips),
    total_amount: fmt(total),
    earned_loyalty: orderPromotions.earned_loyalty.toFixed(),
    applied_promotions: applied,
  };
}
