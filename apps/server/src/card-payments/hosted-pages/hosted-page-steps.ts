import type { AppContext } from '../../app-context';
import type { PaymentRecord } from '../../payments/payment-store';
import { settlePayment } from '../../payments/settle-payment';
import { ProviderUnreachable, type ProviderSteps, type VoidOutcome } from '../provider-steps';
import { outcomeAtProvider } from './hosted-page-ending';

/**
 * Staff void: the page closed at the provider first, as every other ending of a hosted-page
 * payment is, so the diner can no longer pay on it; the provider's word wins when the diner paid
 * there first.
 */
async function voidHostedPage(app: AppContext, payment: PaymentRecord): Promise<VoidOutcome> {
  const outcome = await outcomeAtProvider(app, payment, 'declined');
  if (outcome === null) throw new ProviderUnreachable('its page could not be closed');
  const ended = outcome === 'paid' ? 'paid' : 'declined';
  await settlePayment(app, payment.reference, ended);
  return ended;
}

/**
 * The hosted-page providers (docs/server.md, "Hosted payment pages"): settled by the provider's
 * signed notification; the protocol has no refund call, so staff give money back by hand.
 */
export const HOSTED_PAGE_STEPS: ProviderSteps = {
  void: voidHostedPage,
  refund: null,
  reconcile: null,
};
