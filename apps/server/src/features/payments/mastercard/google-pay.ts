import type { OrderPayload } from '@tabula/api-client';
import type { AppContext } from '../../../app-context';
import { MastercardGatewayError } from '../../../card-payments/mastercard/mastercard-gateway';
import {
  endMastercardPayment,
  GATEWAY_TRANSACTIONS,
  payMastercard,
} from '../../../card-payments/mastercard/mastercard-payment';
import { conflict, unprocessable } from '../../../http/http-error';
import { findPaymentByReference } from '../../../payments/payment-store';
import { paymentReturnPath } from '../../../payments/return-path';
import type { SessionRecord } from '../../../session/session-store';
import type { PaymentResult } from '../payment-result';
import { ownedMastercardPayment, startMastercard } from './start-mastercard';
import { cardProvider } from '../../../card-payments/card-provider';

/** The card verification failed (B§8 error.card_verification_failed). */
const verificationFailed = () =>
  unprocessable('The card could not be verified', 'card_verification_failed');

/**
 * Verifies a Google Pay card (B§4 Google Pay step 1; B§7 POST .../cards): the order is placed
 * under the reference, the wallet's token goes into a gateway session (Tabula never opens it)
 * and the gateway verifies the card without charging it (VERIFY). Refused: the payment is
 * declined and the answer is 422 card_verification_failed. The same verification again answers
 * as the first did.
 */
export async function verifyGooglePayCard(
  app: AppContext,
  session: SessionRecord,
  body: { order_details: OrderPayload; reference_id: string; token_data: string },
): Promise<void> {
  const { payment, gateway, replayed } = await startMastercard(app, session, body, 'google_pay');
  if (replayed) {
    if (payment.status === 'declined' || payment.status === 'abandoned') throw verificationFailed();
    return;
  }
  const currency = payment.currency.toUpperCase();
  try {
    await cardProvider(app, 'mastercard').putWalletToken(
      gateway.sessionId,
      body.token_data,
      'GOOGLE_PAY',
    );
    const verification = await cardProvider(app, 'mastercard').verify({
      orderId: payment.reference,
      transactionId: GATEWAY_TRANSACTIONS.verification,
      sessionId: gateway.sessionId,
      currency,
    });
    if (verification.result === 'SUCCESS') return;
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    app.log.info(
      { reference: payment.reference, error: error.message },
      'card verification failed',
    );
  }
  await endMastercardPayment(app, payment, 'declined', 'The card could not be verified');
  throw verificationFailed();
}

/**
 * Pays a verified Google Pay card (B§4 Google Pay step 4; B§7 google_pay/process_payment): once
 * its payer is authenticated (or authentication was not available), PAY at the gateway, once
 * however often it is called. The outcome also goes out live (payment_succeeded or
 * payment_failed); the answer sends the app to /payment-processing?reference=…&type=mastercard.
 * The token was given to the gateway at verification; the one sent here is not used again.
 */
export async function processGooglePay(
  app: AppContext,
  session: SessionRecord,
  body: { reference_id: string },
): Promise<PaymentResult> {
  const { payment, gateway } = await ownedMastercardPayment(app, session, body.reference_id);
  if (gateway.kind !== 'google_pay') {
    throw conflict('This payment is not a Google Pay payment', 'payment_kind_mismatch');
  }
  const answer = { payment_page_url: `${app.config.publicUrl}${paymentReturnPath(payment)}` };
  if (payment.status === 'paid') return answer;
  if (payment.status !== 'in_progress') {
    throw unprocessable('Payment failed. Please try again', 'payment_failed');
  }
  if (gateway.authentication === 'pending') {
    throw conflict('The card holder has not been authenticated yet', 'authentication_pending');
  }
  if (gateway.authentication === 'none' || gateway.authentication === 'available') {
    throw conflict('Authenticate the card holder first', 'authentication_not_completed');
  }
  const status = await payMastercard(app, payment, gateway);
  if (status === 'declined') {
    const ended = await findPaymentByReference(app.db, payment.reference);
    throw unprocessable('Payment failed. Please try again', 'payment_failed', {
      status: ended?.status ?? 'declined',
    });
  }
  return answer;
}
