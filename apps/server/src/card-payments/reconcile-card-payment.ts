import { channelName } from '@tabula/api-client';
import type { AppContext } from '../app-context';
import { PAYMENT_TIMEOUT_MS } from '../payments/payment-timeout';
import type { PaymentRecord } from '../payments/payment-store';
import { settlePayment, type PaymentOutcome } from '../payments/settle-payment';
import { reconcileMastercardPayment } from './mastercard/reconcile-mastercard';
import { StripeGatewayError } from './stripe/stripe-gateway';
import { intentOutcome } from './stripe/stripe-intent-outcome';
import { ownerRooms } from './owner-rooms';

export { ownerRooms };

/** Tells the diner's browser how a connected-card payment ended (B§7 private channel). */
export function announceOutcome(
  app: AppContext,
  payment: Pick<PaymentRecord, 'reference' | 'sessionId'>,
  outcome: PaymentOutcome,
  error: string | null = null,
) {
  const channel = channelName('private_stripe_connect_transaction', payment.reference);
  const reference_id = payment.reference;
  const rooms = ownerRooms(payment);
  if (outcome === 'paid')
    app.realtime.publish(channel, 'payment_succeeded', { reference_id }, rooms);
  else if (error !== null)
    app.realtime.publish(channel, 'payment_failed', { reference_id, error }, rooms);
  else app.realtime.publish(channel, 'payment_cancelled', { reference_id }, rooms);
}

/**
 * Asks the provider about a card payment still in progress and settles it by the provider's
 * answer (issue 19: a browser closed mid-payment still ends with a paid order): succeeded is
 * paid, cancelled declined. Past the overall payment timeout (B§9, 665 s) an intent still open is
 * cancelled at the provider first, so it can never be paid after Tabula gave up; if the provider
 * answers that it succeeded meanwhile, the payment is paid. A provider that cannot be reached
 * leaves the payment as it is, for the next try.
 *
 * @returns the payment's outcome, or null while it is still open
 */
export async function reconcileCardPayment(
  app: AppContext,
  payment: PaymentRecord,
): Promise<PaymentOutcome | null> {
  if (payment.status !== 'in_progress' || payment.providerPaymentId === null) return null;
  if (payment.provider === 'mastercard') return reconcileMastercardPayment(app, payment);
  if (payment.provider !== 'stripe_connect') return null;
  const stripe = app.cardProviders.stripe;
  // Stripe no longer configured: the payment is left to its timeout.
  if (stripe === null) return null;
  try {
    let intent = await stripe.retrieveIntent(payment.providerPaymentId);
    let outcome = intentOutcome(intent);
    const expired = app.now().getTime() - payment.createdAt.getTime() >= PAYMENT_TIMEOUT_MS;
    if (outcome === null && expired) {
      intent = await stripe
        .cancelIntent(payment.providerPaymentId)
        .catch(async (error: unknown) => {
          // Cancelling an intent that succeeded meanwhile is refused: read it again.
          if (error instanceof StripeGatewayError)
            return stripe.retrieveIntent(payment.providerPaymentId ?? '');
          throw error;
        });
      outcome = intentOutcome(intent) ?? 'declined';
    }
    if (outcome === null) return null;
    const settled = await settlePayment(app, payment.reference, outcome);
    if (settled.kind === 'settled') announceOutcome(app, payment, outcome);
    return outcome;
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    app.log.warn(
      { reference: payment.reference, error: error.message },
      'card provider not reachable; payment left in progress',
    );
    return null;
  }
}
