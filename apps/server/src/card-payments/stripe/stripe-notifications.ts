import { eq } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import type { AppContext } from '../../app-context';
import { payments, savedCards } from '../../db/schema';
import { findPaymentByReference, type PaymentRecord } from '../../payments/payment-store';
import { paymentPrecision } from '../../payments/payment-precision';
import { settlePayment } from '../../payments/settle-payment';
import { cardAmount } from '../card-amount';
import { firstDelivery } from '../provider-events';
import { announceOutcome } from './stripe-outcome-announce';
import { intentOutcome } from './stripe-intent-outcome';
import { cardProvider } from '../card-provider';

/** What a notification did, for the log and the tests. */
export type NotificationResult =
  | 'duplicate'
  | 'ignored'
  | 'unknown_payment'
  | 'settled'
  | 'already_settled'
  | 'attempt_failed'
  | 'refunded_late_payment';

/**
 * Acts on one of Stripe's notifications, verified by the caller (issue 19: signed, idempotent on
 * the event id, safe twice, late or out of order):
 * - payment_intent.succeeded settles the payment paid, and keeps the card when the diner asked to
 *   save it; a success for a payment Tabula already ended (declined after its timeout) is
 *   refunded at once, so no diner pays for an order that was not made;
 * - payment_intent.canceled settles it declined;
 * - payment_intent.payment_failed tells the diner's browser the card was declined; the payment
 *   stays open for another card on the card form;
 * - anything else, and a repeat of an event already seen, changes nothing.
 * The payment is found by the reference in the intent's metadata, so the order of arrival does
 * not matter: a settled payment is never settled again.
 */
export async function handleStripeNotification(
  app: AppContext,
  event: Stripe.Event,
): Promise<NotificationResult> {
  if (!(await firstDelivery(app, { provider: 'stripe', id: event.id, type: event.type }))) {
    return 'duplicate';
  }
  if (!event.type.startsWith('payment_intent.')) return 'ignored';
  const intent = event.data.object as Stripe.PaymentIntent;
  const reference = intent.metadata.reference;
  const payment = reference ? await findPaymentByReference(app.db, reference) : null;
  if (payment?.provider !== 'stripe_connect') return 'unknown_payment';
  if (payment.providerPaymentId === null) {
    await app.db
      .update(payments)
      .set({ providerPaymentId: intent.id, updatedAt: app.now() })
      .where(eq(payments.id, payment.id));
  }

  if (event.type === 'payment_intent.payment_failed') {
    if (payment.status !== 'in_progress') return 'already_settled';
    announceOutcome(app, payment, 'declined', intent.last_payment_error?.message ?? null);
    return 'attempt_failed';
  }
  const outcome = intentOutcome(intent);
  if (outcome === null) return 'ignored';
  if (outcome === 'paid' && payment.status !== 'in_progress' && payment.status !== 'paid') {
    await refundLatePayment(app, payment, intent.id);
    return 'refunded_late_payment';
  }
  const settled = await settlePayment(app, payment.reference, outcome);
  if (settled.kind !== 'settled') return 'already_settled';
  announceOutcome(app, payment, outcome);
  if (outcome === 'paid') await keepSavedCard(app, payment, intent);
  return 'settled';
}

/** Keeps the card the diner asked to save (token, brand, last4 and expiry only). */
async function keepSavedCard(
  app: AppContext,
  payment: PaymentRecord,
  intent: Stripe.PaymentIntent,
) {
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.setup_future_usage === null || !method || payment.userId === null) return;
  await keepStripeCard(app, payment.userId, method);
}

/**
 * Keeps a diner's card that Stripe holds as a payment method: its token, brand, last4 and expiry
 * only, read from the provider (never the card number); a card already kept stays as it is.
 */
export async function keepStripeCard(app: AppContext, userId: number, paymentMethod: string) {
  const card = await cardProvider(app, 'stripe').card(paymentMethod);
  await app.db
    .insert(savedCards)
    .values({
      userId,
      cardToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })
    .onConflictDoNothing();
}

/** Gives back a payment the provider took after Tabula ended it. */
async function refundLatePayment(app: AppContext, payment: PaymentRecord, intentId: string) {
  const precision = await paymentPrecision(app, payment);
  if (precision === null) return;
  const { amountMinor } = cardAmount(payment, precision);
  await cardProvider(app, 'stripe').refund({
    intentId,
    amountMinor,
    key: `late-${payment.reference}`,
  });
  app.log.warn(
    { reference: payment.reference, intentId },
    'a card payment succeeded after it was declined; refunded',
  );
}
