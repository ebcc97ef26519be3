import { providerKey, serviceChargeProvider } from './is-service-charge';
import type { ServiceMode, Surcharge } from './types';

/**
 * Picks the surcharges that apply to an order: those applicable to its mode (a missing flag
 * counts as applicable), and a card provider's service charge only when that provider pays.
 *
 * @param surcharges - the menu's surcharges
 * @param mode - dine-in or walk-in
 * @param paymentProvider - the chosen payment_type, if any
 * @returns the applicable surcharges, in their given order
 * @example
 * ```ts
 * applicableSurcharges([{ id: 1, name: 'Delivery', type: 2, value: '5', applicable_on_dinein: false }], 'dine_in', null); // []
 * ```
 */
export function applicableSurcharges(
  surcharges: readonly Surcharge[],
  mode: ServiceMode,
  paymentProvider: string | null | undefined,
): Surcharge[] {
  const chosen = paymentProvider ? providerKey(paymentProvider) : null;
  return surcharges.filter((surcharge) => {
    const applicable =
      mode === 'dine_in'
        ? surcharge.applicable_on_dinein !== false
        : surcharge.applicable_on_walkin !== false;
    if (!applicable) return false;
    const provider = serviceChargeProvider(surcharge);
    return provider === null || provider === chosen;
  });
}
