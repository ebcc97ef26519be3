import { evaluateBillDiscount } from '../../coupons/evaluate-bill-discount';
import { discountTypeCode } from '../../coupons/discount-type-code';
import { takeDiscount, type DiscountState } from '../../coupons/take-discount';
import { add } from '../../money/add';
import { Decimal } from '../../money/decimal';
import { parseAmount } from '../../money/parse-amount';
import { parseRate } from '../../money/parse-rate';
import { toAmount } from '../../money/to-amount';
import { applyOrderPromotions } from '../../promotions/apply-order-promotions';
import type { BilledDiscount, RejectedDiscount } from '../bill-types';
import type { AppliedDiscounts, ChargedSurcharges, PriceOrderContext, PricedLines } from './types';

const ZERO = new Decimal(0);

/**
 * Applies the order-level discounts in the spec's order: the order promotion (at most one per
 * order, A§5) on the subtotal, delivery promotions against the delivery surcharges, then the
 * coupons and POS discounts as given (A§5 and B§5 "Coupon"), each evaluated by
 * {@link evaluateBillDiscount} on its eligible base within what is left, and taken off the items
 * first, then the surcharges ({@link takeDiscount}). A refused one is listed with its reason and
 * the amount its message prints, and takes nothing.
 *
 * Rounding point: Q4, once per discount, inside the promotions and coupons modules. The split of
 * an on_total discount over the surcharges is an allocation (Q8).
 *
 * @param context - the order and its precision
 * @param priced - the lines, from {@link priceLines}
 * @param charged - the surcharges, from {@link chargeSurcharges}
 * @returns what is left of the items and each surcharge, and the discounts given and refused
 * @throws EngineError promotion and coupon errors for malformed promotions or discounts
 * @example
 * ```ts
 * applyDiscounts(context, priced, charged).itemsLeft.toFixed(2); // sub_total − discounts on items
 * ```
 */
export function applyDiscounts(
  { input, precision }: PriceOrderContext,
  priced: PricedLines,
  { surcharges, charged }: ChargedSurcharges,
): AppliedDiscounts {
  const { subTotal } = priced;
  const orderPromotions = applyOrderPromotions({
    lines: input.lines,
    lineSubTotals: priced.lineSubTotals,
    subTotal,
    surcharges: surcharges.map((surcharge, i) => ({
      id: surcharge.id,
      amount: charged[i]?.amount ?? ZERO,
      is_delivery_charge: surcharge.is_delivery_charge === true,
    })),
    promotions: input.promotions ?? [],
    precision,
  });
  const orderPromotionDiscount = Decimal.min(orderPromotions.order?.discount ?? ZERO, subTotal);
  const surchargeDiscounts = surcharges.map((surcharge, i) =>
    Decimal.min(
      add(
        ...orderPromotions.delivery
          .filter((entry) => entry.surcharge_id === surcharge.id)
          .map((entry) => entry.discount),
      ),
      charged[i]?.amount ?? ZERO,
    ),
  );
  const surchargeLeft = charged.map((entry, i) =>
    entry.amount.minus(surchargeDiscounts[i] ?? ZERO),
  );

  // Every coupon's base counts the surcharges as they stand before any coupon.
  const surchargeSubTotal = add(...surchargeLeft);
  let state: DiscountState = {
    itemsLeft: subTotal.minus(orderPromotionDiscount),
    surchargeLeft,
    surchargeDiscounts,
  };
  const discounts: BilledDiscount[] = [];
  const rejected: RejectedDiscount[] = [];
  for (const discount of input.discounts ?? []) {
    const verdict = evaluateBillDiscount(
      discount,
      { ...state, subTotal, surchargeSubTotal },
      precision,
    );
    if (!verdict.accepted) {
      rejected.push({
        discount_id: discount.discount_id,
        reason: verdict.reason,
        amount: verdict.amount,
      });
      continue;
    }
    const amount = parseAmount(verdict.discountedAmount, { precision });
    state = takeDiscount(amount, state, precision);
    discounts.push({
      discount_id: discount.discount_id,
      discount_name: discount.discount_name,
      discount_type: discountTypeCode(discount.discount_type),
      discount_rate: parseRate(discount.discount_rate).toFixed(),
      discountedAmount: toAmount(amount, precision),
      on_total: discount.on_total === true,
      applied_from_pos: discount.applied_from_pos === true,
      promotion_id: discount.promotion_id ?? null,
    });
  }
  return { ...state, orderPromotions, orderPromotionDiscount, discounts, rejected };
}
