import type { PaymentTypeName } from '@tabula/api-client';
import { ADYEN_STEPS } from './adyen/adyen-steps';
import { HOSTED_PAGE_STEPS } from './hosted-pages/hosted-page-steps';
import { MASTERCARD_STEPS } from './mastercard/mastercard-steps';
import type { ProviderSteps } from './provider-steps';
import { STRIPE_CONNECT_STEPS, STRIPE_DIRECT_STEPS } from './stripe/stripe-steps';

/** Cash: paid or refunded at the counter by staff, never voided (the counter settles it). */
const CASH_STEPS: ProviderSteps = { void: null, refund: null, reconcile: null };

/**
 * Each payment type's provider steps (provider-steps.ts): the one place a new provider is named
 * for voids, refunds and reconciliation. Typed by the contract's payment types, so a new one
 * does not compile until it says how its payments end.
 */
const STEPS: Record<PaymentTypeName, ProviderSteps> = {
  cash: CASH_STEPS,
  stripe_connect: STRIPE_CONNECT_STEPS,
  stripe: STRIPE_DIRECT_STEPS,
  mastercard: MASTERCARD_STEPS,
  adyen: ADYEN_STEPS,
  paytabs: HOSTED_PAGE_STEPS,
  pay_u: HOSTED_PAGE_STEPS,
  my_fatoorah: HOSTED_PAGE_STEPS,
  i_pay88: HOSTED_PAGE_STEPS,
  fiserv: HOSTED_PAGE_STEPS,
  cc_avenue: HOSTED_PAGE_STEPS,
  generic_fintech_partner: HOSTED_PAGE_STEPS,
};

/** The steps of a payment's provider (`payments.provider`, a payment type's name). */
export function providerSteps(provider: string): ProviderSteps {
  const steps = (STEPS as Record<string, ProviderSteps | undefined>)[provider];
  if (steps === undefined) throw new Error(`unknown payment provider ${provider}`);
  return steps;
}
