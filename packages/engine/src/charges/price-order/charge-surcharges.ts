import type { Decimal } from '../../money/decimal';
import { applicableSurcharges } from '../applicable-surcharges';
import { surchargeAmount } from '../surcharge-amount';
import type { ChargedSurcharges, PriceOrderContext } from './types';

/**
 * Charges the surcharges that apply to the service mode (`applicable_on_dinein` /
 * `applicable_on_walkin`, B§3 Surcharge; a delivery charge not when the diner eats in) and, for a card service charge, to the chosen payment
 * provider (B§9 "Service charge"): a fixed surcharge (type 2, A§9 and B§9) charges its value, a
 * percentage surcharge its percent of the subtotal after item promotions.
 *
 * Rounding point: Q3, each percentage surcharge rounded once, half up. Fixed values must already
 * be at the precision (Q1).
 *
 * @param context - the order and its precision
 * @param subTotal - the order's sub_total, from {@link priceLines}
 * @returns the applicable surcharges and what each charges before discounts
 * @throws EngineError INVALID_RATE and money errors for a bad surcharge value
 * @example
 * ```ts
 * chargeSurcharges(context, new Decimal('45.55')).charged[0]?.amount.toFixed(2); // "4.56" at 10 %
 * ```
 */
export function chargeSurcharges(
  { input, precision }: PriceOrderContext,
  subTotal: Decimal,
): ChargedSurcharges {
  const surcharges = applicableSurcharges(
    input.surcharges ?? [],
    input.mode,
    input.payment_provider,
    input.dine_mode,
  );
  const charged = surcharges.map((surcharge) => surchargeAmount(surcharge, subTotal, precision));
  return { surcharges, charged };
}
