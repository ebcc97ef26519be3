import { channelName, type OrderPayload } from '@tabula/api-client';
import type { AppContext } from '../../../app-context';
import {
  allowedValidationUrl,
  validateApplePayMerchant,
  validationPost,
} from '../../../card-payments/mastercard/apple-pay-validation';
import { MastercardGatewayError } from '../../../card-payments/mastercard/mastercard-gateway';
import {
  endMastercardPayment,
  payMastercard,
} from '../../../card-payments/mastercard/mastercard-payment';
import { ownerRooms } from '../../../card-payments/owner-rooms';
import { conflict, unprocessable } from '../../../http/http-error';
import { findPaymentByReference } from '../../../payments/payment-store';
import { paymentReturnPath } from '../../../payments/return-path';
import { settlePayment } from '../../../payments/settle-payment';
import type { SessionRecord } from '../../../session/session-store';
import { sessionVenue } from '../../../venue/venue-snapshots';
import type { PaymentResult } from '../payment-result';
import { offeredPaymentType } from '../start-payment';
import { ownedMastercardPayment, startMastercard } from './start-mastercard';
import { cardProvider } from '../../../card-payments/card-provider';

/**
 * Starts an Apple Pay payment and validates the merchant (B§4 Apple Pay; B§7
 * start_apple_pay_session): the validation URL must be Apple's (or the configured
 * APPLE_PAY_VALIDATION_ORIGIN's); the order is placed under the reference with a gateway session
 * (not when no merchant identity certificate is configured: 422 apple_pay_unavailable); Apple's merchant session is
 * published as merchant_session_created on private_mastercard_transaction_{reference}, or null
 * when the validation failed (the app aborts the session). Answers 204 once it is published, well
 * within the app's 60 s wait. Sent again, it validates again (a merchant session lasts 5
 * minutes).
 */
export async function startApplePaySession(
  app: AppContext,
  session: SessionRecord,
  body: { order_details: OrderPayload; reference_id: string; validation_url: string },
): Promise<void> {
  const gateway = app.config.mastercard;
  if (gateway === null) {
    throw unprocessable('This payment method is not available here', 'payment_type_unavailable', {
      payment_type: 'mastercard',
    });
  }
  if (!allowedValidationUrl(gateway, body.validation_url)) {
    throw unprocessable('This is not an Apple Pay validation address', 'invalid_validation_url');
  }
  const venue = await sessionVenue(app, session);
  const type = offeredPaymentType(venue, 'mastercard');
  if (!type.apple_pay_enabled || type.merchant_id === null) {
    throw unprocessable('Apple Pay is not available here', 'apple_pay_unavailable');
  }
  const post = validationPost(gateway);
  if (post === null) {
    // our choice: refused before the order is placed, since Apple refuses a validation request
    // without the merchant identity certificate (the start banner says so too).
    app.log.warn(
      'Apple Pay refused: APPLE_PAY_MERCHANT_CERT and APPLE_PAY_MERCHANT_KEY are not set',
    );
    throw unprocessable('Apple Pay is not set up for this restaurant yet', 'apple_pay_unavailable');
  }
  const { payment } = await startMastercard(app, session, body, 'apple_pay');
  let merchantSession: Record<string, unknown> | null = null;
  if (payment.status === 'in_progress') {
    try {
      merchantSession = await validateApplePayMerchant(
        body.validation_url,
        {
          merchantIdentifier: type.merchant_id,
          displayName: venue.company.name.slice(0, 64),
          domain: new URL(app.config.publicUrl).hostname,
        },
        post,
      );
    } catch (error) {
      if (!(error instanceof MastercardGatewayError)) throw error;
      app.log.warn(
        { reference: payment.reference, error: error.message },
        'Apple Pay validation failed',
      );
    }
  }
  app.realtime.publish(
    channelName('private_mastercard_transaction', payment.reference),
    'merchant_session_created',
    { merchant_session: merchantSession },
    ownerRooms(payment),
  );
}

/**
 * Pays with Apple Pay's token (B§4 Apple Pay authorisation; B§7 apple_pay/process_payment): the
 * token's payment data goes into the gateway session (Tabula does not open it) and PAY charges it
 * once, however often this is sent; Apple Pay's cryptogram stands for 3-D Secure. The outcome
 * goes out live (payment_succeeded with payment_intent_id and earned_loyalty, or payment_failed);
 * a decline is also a 422.
 */
export async function processApplePay(
  app: AppContext,
  session: SessionRecord,
  body: { reference_id: string; token_data: Record<string, unknown> },
): Promise<PaymentResult> {
  const { payment, gateway } = await ownedMastercardPayment(app, session, body.reference_id);
  if (gateway.kind !== 'apple_pay') {
    throw conflict('This payment is not an Apple Pay payment', 'payment_kind_mismatch');
  }
  const answer = { payment_page_url: `${app.config.publicUrl}${paymentReturnPath(payment)}` };
  if (payment.status === 'paid') return answer;
  if (payment.status !== 'in_progress') {
    throw unprocessable('Payment failed. Please try again', 'payment_failed');
  }
  if (gateway.payStartedAt === null) {
    const paymentData = body.token_data.paymentData ?? body.token_data;
    try {
      await cardProvider(app, 'mastercard').putWalletToken(
        gateway.sessionId,
        JSON.stringify(paymentData),
        'APPLE_PAY',
      );
    } catch (error) {
      if (!(error instanceof MastercardGatewayError)) throw error;
      if (error.status === null || error.status >= 500) throw error;
      await endMastercardPayment(app, payment, 'declined', 'The Apple Pay token was refused');
      throw unprocessable('Payment failed. Please try again', 'payment_failed');
    }
  }
  const status = await payMastercard(app, payment, gateway);
  if (status === 'declined') {
    throw unprocessable('Payment failed. Please try again', 'payment_failed');
  }
  return answer;
}

/**
 * The diner cancelled the Apple Pay sheet (B§4 Apple Pay: a user cancel sends a cancel notice
 * with the reference; B§7 apple_pay/cancel_payment): a payment not charged is abandoned and its
 * order cancelled. A payment whose PAY was sent waits for the gateway (409 payment_processing);
 * a paid one stays paid (409); an ended one is left as it is (204).
 */
export async function cancelApplePay(
  app: AppContext,
  session: SessionRecord,
  body: { reference_id: string },
): Promise<void> {
  const { payment, gateway } = await ownedMastercardPayment(app, session, body.reference_id);
  if (gateway.kind !== 'apple_pay') {
    throw conflict('This payment is not an Apple Pay payment', 'payment_kind_mismatch');
  }
  if (payment.status === 'paid') {
    throw conflict('This payment has already been paid', 'payment_already_paid');
  }
  if (payment.status !== 'in_progress') return;
  if (gateway.payStartedAt !== null) {
    throw conflict('This payment is being processed', 'payment_processing');
  }
  await settlePayment(app, payment.reference, 'abandoned');
  const now = await findPaymentByReference(app.db, payment.reference);
  app.log.info({ reference: payment.reference, status: now?.status }, 'Apple Pay cancelled');
}
