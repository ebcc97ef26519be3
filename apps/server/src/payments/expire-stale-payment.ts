import type { AppContext } from '../app-context';
import { outcomeAtProvider } from '../card-payments/hosted-pages/hosted-page-ending';
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
  // A hosted page is closed at its provider first: paid there a moment ago, it stays paid; a
  // provider that cannot say now leaves the payment to its notification or the next read.
  const outcome = await outcomeAtProvider(app, payment, 'abandoned');
  if (outcome === null) return payment;
  const result = await settlePayment(app, payment.reference, outcome);
  return result.kind === 'not_found' ? payment : result.payment;
}
