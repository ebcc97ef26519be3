import type { AppContext } from '../app-context';
import { endingOutcome } from '../card-payments/hosted-pages/hosted-page-ending';
import { HttpError } from '../http/http-error';
import type { PaymentRecord } from './payment-store';
import { settlePayment } from './settle-payment';

import { PAYMENT_TIMEOUT_MS } from './payment-timeout';

export { PAYMENT_TIMEOUT_MS };

/**
 * A provider payment still in progress after the overall payment timeout is abandoned (B§8:
 * "Payment page timeout of 665 s is treated as failure"), so its order stops blocking the diner.
 * our choice: done when the payment is next read (verification, status checks); cash waits for
 * the cashier and never expires here.
 */
export async function expireStalePayment(
  app: AppContext,
  payment: PaymentRecord,
): Promise<PaymentRecord> {
  if (payment.status !== 'in_progress' || payment.provider === 'cash') return payment;
  // A card payment the provider knows of ends by the provider's answer, never by the clock alone
  // (src/card-payments/reconcile-card-payment.ts): it may have been paid a moment ago.
  if (payment.providerPaymentId !== null) return payment;
  if (app.now().getTime() - payment.createdAt.getTime() < PAYMENT_TIMEOUT_MS) return payment;
  let outcome;
  try {
    // A hosted page is closed at its provider first: paid there a moment ago, it stays paid.
    outcome = await endingOutcome(app, payment, 'abandoned');
  } catch (error) {
    // The provider cannot say now: the payment waits for its notification or the next read.
    if (error instanceof HttpError && error.status === 503) return payment;
    throw error;
  }
  const result = await settlePayment(app, payment.reference, outcome);
  return result.kind === 'not_found' ? payment : result.payment;
}
