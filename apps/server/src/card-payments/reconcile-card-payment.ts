import type { AppContext } from '../app-context';
import type { PaymentRecord } from '../payments/payment-store';
import type { PaymentOutcome } from '../payments/settle-payment';
import { providerSteps } from './payment-providers';

/**
 * Asks the provider about a card payment still in progress and settles it by the provider's
 * answer (issue 19: a browser closed mid-payment still ends with a paid order), through its
 * provider's `reconcile` step (stripe/stripe-steps.ts, mastercard/mastercard-steps.ts). A
 * payment the provider does not know yet, or a provider without the step, is left to its
 * notification and the overall timeout.
 *
 * @returns the payment's outcome, or null while it is still open
 */
export async function reconcileCardPayment(
  app: AppContext,
  payment: PaymentRecord,
): Promise<PaymentOutcome | null> {
  if (payment.status !== 'in_progress' || payment.providerPaymentId === null) return null;
  const reconcile = providerSteps(payment.provider).reconcile;
  if (reconcile === null) return null;
  return reconcile(app, { ...payment, providerPaymentId: payment.providerPaymentId });
}
