import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { payments } from '../../db/schema';
import { findPaymentByReference, type PaymentRecord } from '../../payments/payment-store';
import { paymentPrecision } from '../../payments/payment-precision';
import { settlePayment, type PaymentOutcome } from '../../payments/settle-payment';
import { cardAmount } from '../card-amount';
import { cardProvider } from '../card-provider';

/** What settling by Adyen's word did, for the log and the tests. */
export type AdyenSettleResult = 'settled' | 'already_settled' | 'refunded_late_payment' | 'waiting';

/**
 * What an Adyen resultCode means for the payment: Authorised is paid; Refused, Cancelled and
 * Error are final failures; anything else (RedirectShopper, Pending, Received...) is not final,
 * and the payment waits for the shopper, the details or the notification.
 */
export function adyenOutcome(
  resultCode: string,
): Extract<PaymentOutcome, 'paid' | 'declined'> | null {
  if (resultCode === 'Authorised') return 'paid';
  if (resultCode === 'Refused' || resultCode === 'Cancelled' || resultCode === 'Error') {
    return 'declined';
  }
  return null;
}

/** The amount Adyen was asked for, in minor units, and the uppercase currency. */
export async function adyenAmountOf(app: AppContext, payment: PaymentRecord) {
  const precision = await paymentPrecision(app, payment);
  if (precision === null) throw new Error(`payment ${payment.reference} has no order`);
  const { amountMinor, currency } = cardAmount(payment, precision);
  return { amountMinor, currency: currency.toUpperCase() };
}

/**
 * Settles an Adyen payment by what Adyen said of it (the /payments answer, the details of the
 * shopper's return, or an AUTHORISATION notification), whichever comes first; the others find it
 * settled and change nothing. Adyen's pspReference is kept on the payment once it is final (while
 * in progress the payment has none, so the overall timeout still ends it, B§8). An authorisation
 * of a payment Tabula already ended (abandoned after its timeout) is refunded at once, under a key
 * of its reference, so however often Adyen says so, it is refunded once.
 */
export async function settleAdyenOutcome(
  app: AppContext,
  reference: string,
  outcome: 'paid' | 'declined',
  pspReference: string | null,
): Promise<AdyenSettleResult> {
  const payment = await findPaymentByReference(app.db, reference);
  if (payment?.provider !== 'adyen') return 'already_settled';
  if (outcome === 'paid' && payment.status !== 'in_progress' && payment.status !== 'paid') {
    if (pspReference === null) return 'already_settled';
    await cardProvider(app, 'adyen').refund({
      pspReference,
      ...(await adyenAmountOf(app, payment)),
      reference: `late-${payment.reference}`,
    });
    app.log.warn(
      { reference: payment.reference, pspReference },
      'an Adyen payment was authorised after it had ended; refunded',
    );
    return 'refunded_late_payment';
  }
  const settled = await settlePayment(app, reference, outcome);
  if (settled.kind !== 'settled') return 'already_settled';
  if (pspReference !== null) {
    await app.db
      .update(payments)
      .set({ providerPaymentId: pspReference })
      .where(eq(payments.id, payment.id));
  }
  return 'settled';
}
