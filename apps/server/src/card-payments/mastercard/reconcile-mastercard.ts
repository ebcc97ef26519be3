import type { AppContext } from '../../app-context';
import { PAYMENT_TIMEOUT_MS } from '../../payments/payment-timeout';
import type { PaymentRecord } from '../../payments/payment-store';
import type { PaymentOutcome } from '../../payments/settle-payment';
import { findPaymentByReference } from '../../payments/payment-store';
import { MastercardGatewayError } from './mastercard-gateway';
import {
  announceAuthentication,
  authenticationEnded,
  declineMessage,
  endMastercardPayment,
  GATEWAY_TRANSACTIONS,
  loadMastercardPayment,
  moveAuthentication,
} from './mastercard-payment';

/** What the diner reads when the challenge was not answered in time (B§8 error.auth_timeout). */
export const AUTHENTICATION_TIMEOUT_MESSAGE = 'The card holder authentication timed out';

/**
 * Settles a Mastercard gateway payment still in progress by the gateway's order
 * (RETRIEVE_ORDER), so a browser closed mid-payment or a challenge whose return was lost still
 * ends right:
 * - a successful PAY is paid, a failed one declined;
 * - a challenge the gateway reports answered is acted on as its return would have been
 *   (authentication_completed and, for a card, PAY; or authentication_failed and declined);
 * - a challenge still unanswered past its deadline (B§9: 120 s) is declined with
 *   authentication_failed (error.auth_timeout);
 * - past the overall payment timeout (B§9, 665 s) a payment the gateway never charged is
 *   declined.
 * A gateway that cannot be reached leaves the payment as it is, for the next try.
 *
 * @returns the payment's outcome, or null while it is still open
 */
export async function reconcileMastercardPayment(
  app: AppContext,
  payment: PaymentRecord,
): Promise<PaymentOutcome | null> {
  const found = await loadMastercardPayment(app, payment.reference);
  if (found?.payment.status !== 'in_progress') return null;
  const { gateway } = found;
  const gatewayApi = app.cardProviders.mastercard;
  // The gateway no longer configured: the payment is left to its timeout.
  if (gatewayApi === null) return null;
  const now = app.now();
  try {
    const order = await gatewayApi.retrieveOrder(payment.reference);
    const pays = (order?.transactions ?? []).filter((t) => t.id === GATEWAY_TRANSACTIONS.payment);
    const pay = pays[0];
    if (pay?.result === 'SUCCESS') {
      await endMastercardPayment(app, payment, 'paid', null);
      return await outcome(app, payment);
    }
    if (pay?.result === 'FAILURE') {
      await endMastercardPayment(app, payment, 'declined', declineMessage(pay.gatewayCode));
      return await outcome(app, payment);
    }
    if (gateway.authentication === 'pending') {
      const challenge = await gatewayApi.retrieveTransaction(
        payment.reference,
        GATEWAY_TRANSACTIONS.authentication,
      );
      await authenticationEnded(app, payment, gateway, challenge);
      const deadline = gateway.authenticationDeadline;
      if (
        challenge.authenticationStatus === 'AUTHENTICATION_PENDING' &&
        deadline !== null &&
        now.getTime() >= deadline.getTime() &&
        (await moveAuthentication(app, gateway, ['pending'], 'failed'))
      ) {
        announceAuthentication(app, payment, AUTHENTICATION_TIMEOUT_MESSAGE);
        await endMastercardPayment(app, payment, 'declined', AUTHENTICATION_TIMEOUT_MESSAGE);
      }
      return await outcome(app, payment);
    }
    if (now.getTime() - payment.createdAt.getTime() >= PAYMENT_TIMEOUT_MS) {
      await endMastercardPayment(app, payment, 'declined', null);
    }
    return await outcome(app, payment);
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    app.log.warn(
      { reference: payment.reference, error: error.message },
      'Mastercard gateway not reachable; payment left in progress',
    );
    return null;
  }
}

async function outcome(app: AppContext, payment: PaymentRecord): Promise<PaymentOutcome | null> {
  const now = await findPaymentByReference(app.db, payment.reference);
  if (now === null || now.status === 'in_progress') return null;
  return now.status === 'paid' ? 'paid' : now.status === 'abandoned' ? 'abandoned' : 'declined';
}
