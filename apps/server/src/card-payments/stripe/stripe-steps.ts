import type { AppContext } from '../../app-context';
import { PAYMENT_TIMEOUT_MS } from '../../payments/payment-timeout';
import type { PaymentRecord } from '../../payments/payment-store';
import { settlePayment, type PaymentOutcome } from '../../payments/settle-payment';
import { cardAmount } from '../card-amount';
import { cardProvider } from '../card-provider';
import {
  ProviderRefused,
  ProviderUnreachable,
  type ProviderPayment,
  type ProviderSteps,
  type RefundStep,
} from '../provider-steps';
import { StripeGatewayError } from './stripe-gateway';
import { intentOutcome } from './stripe-intent-outcome';
import { announceOutcome } from './stripe-outcome-announce';

/**
 * Cancels an intent and reads how it ended: cancelling one that succeeded meanwhile is refused
 * (400), so it is read again. Still open after the cancel counts as declined.
 */
async function cancelIntent(app: AppContext, intentId: string): Promise<PaymentOutcome> {
  const stripe = cardProvider(app, 'stripe');
  const intent = await stripe.cancelIntent(intentId).catch(async (error: unknown) => {
    if (error instanceof StripeGatewayError && error.status === 400) {
      return stripe.retrieveIntent(intentId);
    }
    throw error;
  });
  return intentOutcome(intent) ?? 'declined';
}

/** Staff void: the intent cancelled at Stripe first; without one yet, declined at once. */
async function voidStripe(app: AppContext, payment: PaymentRecord): Promise<'paid' | 'declined'> {
  if (payment.providerPaymentId === null) {
    await settlePayment(app, payment.reference, 'declined');
    return 'declined';
  }
  let outcome: PaymentOutcome;
  try {
    outcome = await cancelIntent(app, payment.providerPaymentId);
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    throw new ProviderUnreachable(error.message);
  }
  const settled = await settlePayment(app, payment.reference, outcome);
  if (settled.kind === 'settled') announceOutcome(app, payment, outcome);
  return outcome === 'paid' ? 'paid' : 'declined';
}

/** A refund of the intent, in minor units, keyed on the refund's id. */
const refundStripe: RefundStep = async (app, payment, refund, precision) => {
  const { amountMinor } = cardAmount(
    { amount: refund.amount, currency: payment.currency },
    precision,
  );
  try {
    return await cardProvider(app, 'stripe').refund({
      intentId: payment.providerPaymentId,
      amountMinor,
      key: `refund-${String(refund.id)}`,
    });
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    throw new ProviderRefused(error.message);
  }
};

/**
 * Reads the intent and settles by it: succeeded is paid, cancelled declined. Past the overall
 * payment timeout (B§9, 665 s) an intent still open is cancelled first, so it can never be paid
 * after Tabula gave up. Stripe unreachable or no longer configured: left for the next try or the
 * timeout.
 */
async function reconcileStripe(
  app: AppContext,
  payment: ProviderPayment,
): Promise<PaymentOutcome | null> {
  const stripe = app.cardProviders.stripe;
  if (stripe === null) return null;
  try {
    let outcome = intentOutcome(await stripe.retrieveIntent(payment.providerPaymentId));
    const expired = app.now().getTime() - payment.createdAt.getTime() >= PAYMENT_TIMEOUT_MS;
    if (outcome === null && expired) {
      outcome = await stripe
        .cancelIntent(payment.providerPaymentId)
        .catch(async (error: unknown) => {
          // Cancelling an intent that succeeded meanwhile is refused: read it again.
          if (error instanceof StripeGatewayError) {
            return stripe.retrieveIntent(payment.providerPaymentId);
          }
          throw error;
        })
        .then((intent) => intentOutcome(intent) ?? 'declined');
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

/** The connected card (stripe_connect): its notifications settle it, reconciliation backs them up. */
export const STRIPE_CONNECT_STEPS: ProviderSteps = {
  void: voidStripe,
  refund: refundStripe,
  reconcile: reconcileStripe,
};

/**
 * Stripe direct (stripe): the server checks the intent when the app verifies it, so nothing
 * reconciles it in the background; the overall timeout ends one left open.
 */
export const STRIPE_DIRECT_STEPS: ProviderSteps = {
  void: voidStripe,
  refund: refundStripe,
  reconcile: null,
};
