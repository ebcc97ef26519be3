import type { NameTranslations, Promotion, Surcharge } from '@tabula/api-client';
import { parseAmount, type Amount, type Bill } from '@tabula/engine';

/** What a breakdown row is, so the screen can word it in the diner's language. */
export type ChargeKind =
  'subtotal' | 'tip' | 'promotion' | 'discount' | 'loyalty' | 'surcharge' | 'tax';

/** One row of the charges breakdown, with the engine's amount. */
export interface BillCharge {
  /** Stable key, e.g. `subtotal`, `surcharge-4`. */
  id: string;
  kind: ChargeKind;
  /** The promotion's, discount's or surcharge's own name, where the row has one. */
  name: string | null;
  /** That name by locale code, from the menu's surcharge or the promotion. */
  translations?: NameTranslations;
  amount: Amount;
  /** Money off the order (shown as a deduction). */
  deduction: boolean;
}

const isZero = (amount: Amount): boolean => parseAmount(amount).isZero();

/**
 * The rows of the charges breakdown, every amount straight from the engine's bill, in the order
 * the bill computes them: the subtotal (items after their promotions), the tip (B§2 lists it
 * next, with its remove link; only when one is added), the order promotion, the
 * coupons and POS discounts, loyalty when it counts as a discount, the surcharges, the tax (only
 * when prices exclude it), then loyalty paid like a tender. Zero deductions are left out. A
 * surcharge's and a promotion's row carry the translations of their name (the bill keeps only the
 * base name), found by id in the menu's surcharges and the promotions the bill was priced with.
 */
export function billCharges(
  bill: Bill,
  named: { surcharges?: readonly Surcharge[]; promotions?: readonly Promotion[] } = {},
): BillCharge[] {
  const rows: BillCharge[] = [
    { id: 'subtotal', kind: 'subtotal', name: null, amount: bill.sub_total, deduction: false },
  ];
  if (!isZero(bill.tips_amount)) {
    rows.push({ id: 'tip', kind: 'tip', name: null, amount: bill.tips_amount, deduction: false });
  }
  if (!isZero(bill.order_promotion_discount)) {
    const promotion = bill.applied_promotions.find(
      (entry) => entry.promotion_id === bill.order_promotion_id,
    );
    const source = named.promotions?.find((entry) => entry.id === bill.order_promotion_id);
    rows.push({
      id: 'order-promotion',
      kind: 'promotion',
      name: promotion?.name ?? null,
      ...(source?.translations ? { translations: source.translations } : {}),
      amount: bill.order_promotion_discount,
      deduction: true,
    });
  }
  for (const discount of bill.discounts) {
    rows.push({
      id: `discount-${String(discount.discount_id)}`,
      kind: 'discount',
      name: discount.discount_name,
      amount: discount.discountedAmount,
      deduction: true,
    });
  }
  const loyalty: BillCharge | null = isZero(bill.redeemed_loyalty)
    ? null
    : {
        id: 'loyalty',
        kind: 'loyalty',
        name: null,
        amount: bill.redeemed_loyalty,
        deduction: true,
      };
  if (loyalty && bill.loyalty_as_discount) rows.push(loyalty);
  for (const surcharge of bill.surcharges_breakdown) {
    const source = named.surcharges?.find((entry) => entry.id === surcharge.id);
    rows.push({
      id: `surcharge-${String(surcharge.id)}`,
      kind: 'surcharge',
      name: surcharge.name,
      ...(source?.translations ? { translations: source.translations } : {}),
      amount: surcharge.amount,
      deduction: false,
    });
  }
  // our choice: tax-inclusive prices already hold their tax, so no tax row is added then.
  if (!bill.is_tax_inclusive) {
    rows.push({ id: 'tax', kind: 'tax', name: null, amount: bill.tax_total, deduction: false });
  }
  if (loyalty && !bill.loyalty_as_discount) rows.push(loyalty);
  return rows;
}
