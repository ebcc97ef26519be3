import { providerKey, serviceChargeProvider } from './is-service-charge';
import type { DineMode, ServiceMode, Surcharge } from './types';

/**
 * Picks the surcharges that apply to an order: those applicable to its mode (a missing flag
 * counts as applicable), a card provider's service charge only when that provider pays, and a
 * delivery charge (`is_delivery_charge`: packaging, delivery) never on an order the diner eats
 * in.
 *
 * @param surcharges - the menu's surcharges
 * @param mode - dine-in or walk-in
 * @param paymentProvider - the chosen payment_type, if any
 * @param dineMode - at a counter, eating in or taking away; null or absent when not asked
 * @returns the applicable surcharges, in their given order
 * @example
 * ```ts
 * applicableSurcharges([{ id: 1, name: 'Delivery', type: 2, value: '5', applicable_on_dinein: false }], 'dine_in', null); // []
 * applicableSurcharges([{ id: 2, name: 'Packaging', type: 2, value: '0.5', is_delivery_charge: true }], 'walk_in', null, 'eat_in'); // []
 * ```
 */
// our choice: the spec's surcharge flags know tables (applicable_on_dinein) and counters
// (applicable_on_walkin) only; an Eat In diner at the counter eats in all the same, so a charge
// for taking the order out (is_delivery_charge) does not apply to them.
export function applicableSurcharges(
  surcharges: readonly Surcharge[],
  mode: ServiceMode,
  paymentProvider: string | null | undefined,
  dineMode?: DineMode | null,
): Surcharge[] {
  const chosen = paymentProvider ? providerKey(paymentProvider) : null;
  return surcharges.filter((surcharge) => {
    const applicable =
      mode === 'dine_in'
        ? surcharge.applicable_on_dinein !== false
        : surcharge.applicable_on_walkin !== false;
    if (!applicable) return false;
    if (dineMode === 'eat_in' && surcharge.is_delivery_charge === true) return false;
    const provider = serviceChargeProvider(surcharge);
    return provider === null || provider === chosen;
  });
}
