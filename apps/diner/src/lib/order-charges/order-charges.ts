import type { NameTranslations, OrderDetails, OrderSurcharge } from '@tabula/api-client';
import {
  assertPrecision,
  parseAmount,
  surchargeAmount,
  toAmount,
  type Amount,
} from '@tabula/engine';
import type { ChargeKind } from './charge-label';

/** What a row of a stored order's charges is: every breakdown kind but the cart's promotion. */
export type OrderChargeKind = Exclude<ChargeKind, 'promotion'>;

/** One row of a stored order's charges, with the order's own amount. */
export interface OrderCharge {
  /** Stable key, e.g. `subtotal`, `surcharge-4`. */
  id: string;
  kind: OrderChargeKind;
  /** The surcharge's or discount's own name, where the row has one. */
  name: string | null;
  /** That name by locale code, where the venue translated it. */
  translations?: NameTranslations;
  amount: Amount;
  /** Money off the order (shown as a deduction). */
  deduction: boolean;
}

/**
 * Which screen lists the charges: the track screen's details (B§2 Track-order screen: subtotal,
 * tip, surcharges, the first discount, redeemed loyalty, tax) or a receipt, in the order of the
 * charges breakdown (B§2 Checkout: subtotal, tip, discounts, loyalty, surcharges, tax).
 */
export interface OrderChargesOptions {
  layout: 'track' | 'receipt';
}

const isZero = (amount: Amount): boolean => parseAmount(amount).isZero();

/** What a surcharge charged: the order's figure; without one, the engine's from the subtotal. */
function chargedFor(surcharge: OrderSurcharge, subTotal: Amount, precision: number): Amount {
  if (surcharge.amount !== undefined) return surcharge.amount;
  // our choice: the contract makes the amount optional (the spec lists none); an order without
  // it is charged as the engine charges that surcharge on the order's subtotal.
  const places = assertPrecision(precision);
  return toAmount(surchargeAmount(surcharge, parseAmount(subTotal), places).amount, places);
}

/**
 * The charges of a stored order above its total, as the track screen or a receipt lists them
 * (see {@link OrderChargesOptions}), tax only when prices are not tax-inclusive, every amount the
 * order's own decimal string. Zero tips and zero loyalty are left out.
 *
 * @param details - The order's order_details.
 * @param precision - The company's decimal places, for a surcharge the order has no amount for.
 * @param options - The track screen's layout, or a receipt's.
 * @returns The rows, in that order.
 * @example `orderCharges(details, 2, { layout: 'receipt' }).map((row) => row.kind) // ['subtotal', 'tax']`
 */
export function orderCharges(
  details: OrderDetails,
  precision: number,
  options: OrderChargesOptions,
): OrderCharge[] {
  const track = options.layout === 'track';
  const rows: OrderCharge[] = [
    { id: 'subtotal', kind: 'subtotal', name: null, amount: details.sub_total, deduction: false },
  ];
  const pushSurcharges = () => {
    for (const surcharge of details.surcharges_breakdown) {
      rows.push({
        id: `surcharge-${String(surcharge.id)}`,
        kind: 'surcharge',
        name: surcharge.name,
        ...(surcharge.translations ? { translations: surcharge.translations } : {}),
        amount: chargedFor(surcharge, details.sub_total, precision),
        deduction: false,
      });
    }
  };
  // our choice: no tip row when the diner left none.
  if (!isZero(details.tips_amount)) {
    rows.push({
      id: 'tip',
      kind: 'tip',
      name: null,
      amount: details.tips_amount,
      deduction: false,
    });
  }
  if (track) pushSurcharges();
  // spec: B§2 Track-order screen, the first discount only there.
  const discounts = track ? details.discounts.slice(0, 1) : details.discounts;
  for (const discount of discounts) {
    rows.push({
      id: `discount-${String(discount.discount_id)}`,
      kind: 'discount',
      name: discount.discount_name,
      amount: discount.discountedAmount,
      deduction: true,
    });
  }
  // our choice: no loyalty row when no points were redeemed.
  if (!isZero(details.redeemed_loyalty)) {
    rows.push({
      id: 'loyalty',
      kind: 'loyalty',
      name: null,
      amount: details.redeemed_loyalty,
      deduction: true,
    });
  }
  if (!track) pushSurcharges();
  // spec: B§2, tax only when prices are not tax-inclusive.
  if (!details.is_tax_inclusive) {
    rows.push({ id: 'tax', kind: 'tax', name: null, amount: details.tax_total, deduction: false });
  }
  return rows;
}
