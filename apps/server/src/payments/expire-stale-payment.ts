import type { AppContext } from '../app-context';
import type { PaymentRecord } from './payment-store';
import { settlePayment } from './settle-payment';

/** spec: B§9 Overall payment timeout, 665 s: a payment page with no result is a failure. */
export const PAYMENT_TIMEOUT_MS = 665_000;

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
  if (app.now().getTime() - payment.createdAt.getTime() < PAYMENT_TIMEOUT_MS) return payment;
  const result = await settlePayment(app, payment.reference, 'abandoned');
  return result.kind === 'not_found' ? payment : result.payment;
}
