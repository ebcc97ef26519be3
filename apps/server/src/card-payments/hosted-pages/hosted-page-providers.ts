import type { PaymentTypeName } from '@tabula/api-client';

/**
 * The payment types a hosted-page provider takes (B§4 Other providers, B§7): the redirect
 * providers and the generic partner. They are offered only with HOSTED_PAGES_URL set.
 */
export const HOSTED_PAGE_PROVIDERS = [
  'paytabs',
  'pay_u',
  'my_fatoorah',
  'i_pay88',
  'fiserv',
  'cc_avenue',
  'generic_fintech_partner',
] as const satisfies readonly PaymentTypeName[];

/** Whether a payment type is taken by the hosted-page provider. */
export function isHostedPageProvider(name: string): boolean {
  return (HOSTED_PAGE_PROVIDERS as readonly string[]).includes(name);
}
