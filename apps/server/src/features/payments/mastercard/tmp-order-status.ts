import type { AppContext } from '../../../app-context';
import {
  announceAuthentication,
  endMastercardPayment,
  moveAuthentication,
} from '../../../card-payments/mastercard/mastercard-payment';
import {
  AUTHENTICATION_TIMEOUT_MESSAGE,
  reconcileMastercardPayment,
} from '../../../card-payments/mastercard/reconcile-mastercard';
import { conflict, unprocessable } from '../../../http/http-error';
import { findPaymentByReference } from '../../../payments/payment-store';
import type { SessionRecord } from '../../../session/session-store';
import { ownedMastercardPayment } from './start-mastercard';

/**
 * The app gives up on a Mastercard gateway payment (B§7 tmp_orders/update_payment_status; B§4
 * Google Pay step 3: the authentication timed out and the status is set to declined). Only
 * declined may be asked for: paid is the gateway's word, never the browser's (422 otherwise).
 * The gateway is asked first, so a payment it has already charged stays paid (409
 * payment_already_paid); a payment whose PAY has been sent waits for the gateway's answer (409
 * payment_processing). Otherwise the payment is declined, a challenge still open ends with
 * authentication_failed, and the browser hears payment_failed. Asked again: nothing changes.
 */
export async function updateTmpOrderPaymentStatus(
  app: AppContext,
  session: SessionRecord,
  body: { reference_id: string; status: string },
): Promise<void> {
  if (body.status !== 'declined') {
    throw unprocessable('Only declined can be set here', 'status_not_allowed', {
      status: body.status,
    });
  }
  const { payment, gateway } = await ownedMastercardPayment(app, session, body.reference_id);
  if (payment.status === 'in_progress') await reconcileMastercardPayment(app, payment);
  const now = await findPaymentByReference(app.db, payment.reference);
  if (now?.status === 'paid') {
    throw conflict('This payment has already been paid', 'payment_already_paid');
  }
  if (now?.status !== 'in_progress') return;
  if (gateway.payStartedAt !== null) {
    throw conflict('This payment is being processed', 'payment_processing');
  }
  if (await moveAuthentication(app, gateway, ['pending'], 'failed')) {
    announceAuthentication(app, now, AUTHENTICATION_TIMEOUT_MESSAGE);
  }
  await endMastercardPayment(app, now, 'declined', null);
}
