import type { Surcharge } from './types';

/** The card and wallet providers of spec: tables-payments-split §3 (cash has no service charge). */
export const CARD_PROVIDERS = [
  'pay_u',
  'stripe',
  'stripe_connect',
  'paytabs',
  'mastercard',
  'my_fatoorah',
  'i_pay88',
  'fiserv',
  'cc_avenue',
  'adyen',
  'generic_fintech_partner',
] as const;

/**
 * Reads a provider or surcharge name as a payment_type: case-insensitive, with spaces and
 * hyphens as underscores ("Stripe Connect" is `stripe_connect`).
 *
 * @param name - the name
 * @returns the normalised name
 * @example
 * ```ts
 * providerKey(' Stripe-Connect '); // "stripe_connect"
 * ```
 */
export function providerKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/gu, '_');
}

/**
 * Tells which card provider a surcharge is the service charge of: a surcharge named for a card
 * payment provider is that provider's service charge (spec: tables-payments-split §9). Names
 * compare case-insensitively, with spaces and hyphens read as underscores ("Stripe Connect").
 *
 * @param surcharge - the surcharge
 * @returns the provider's payment_type, or null for an ordinary surcharge
 * @example
 * ```ts
 * serviceChargeProvider({ id: 9, name: 'Stripe Connect', type: 1, value: '3' }); // "stripe_connect"
 * ```
 */
export function serviceChargeProvider(surcharge: Pick<Surcharge, 'name'>): string | null {
  const name = providerKey(surcharge.name);
  return CARD_PROVIDERS.find((provider) => provider === name) ?? null;
}
