import { channelName, type OrderPayload } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { cardAmount } from '../../../card-payments/card-amount';
import { stripeCustomerOf } from '../../../card-payments/provider-customer';
import {
  StripeGatewayError,
  type StripeIntent,
} from '../../../card-payments/stripe/stripe-gateway';
import { payments, savedCards } from '../../../db/schema';
import { conflict, unprocessable } from '../../../http/http-error';
import { findPaymentByReference, type PaymentRecord } from '../../../payments/payment-store';
import { paymentReturnPath } from '../../../payments/return-path';
import { ownerRooms } from '../../../card-payments/owner-rooms';
import { announceOutcome } from '../../../card-payments/stripe/stripe-outcome-announce';
import { settlePayment } from '../../../payments/settle-payment';
import type { SessionRecord } from '../../../session/session-store';
import { requireRegistered } from '../../../users/current-user';
import { paymentResult, type PaymentResult } from '../payment-result';
import { startPayment } from '../start-payment';
import { cardProvider } from '../../../card-payments/card-provider';

/** Where the card page sends the diner back once the intent is confirmed (B§4 step 6). */
export function connectedCardReturnUrl(app: AppContext, payment: PaymentRecord): string {
  return `${app.config.publicUrl}${paymentReturnPath(payment)}`;
}

/** The diner app's card page of a connected-card payment, where the browser confirms its intent. */
export const CARD_PAYMENT_PATH = '/card-payment';

/**
 * Where the browser confirms the intent (B§4 step 6, "with a client secret the payment is
 * confirmed"): the diner app's card page for the payment, which reads the intent's client secret
 * from the poll and confirms it with Stripe.js's card field, on Stripe's origin; the same page
 * with a restaurant's keys and with the card sandbox.
 */
export function confirmUrl(app: AppContext, payment: Pick<PaymentRecord, 'reference'>): string {
  return `${app.config.publicUrl}${CARD_PAYMENT_PATH}?${new URLSearchParams({ reference: payment.reference }).toString()}`;
}

/** Tells the diner's browser the intent is ready (or failed), on the payment's private channel. */
export function announceIntent(app: AppContext, payment: PaymentRecord, intent: StripeIntent) {
  const channel = channelName('private_stripe_connect_transaction', payment.reference);
  if (intent.clientSecret === null) return;
  app.realtime.publish(
    channel,
    'payment_intent_created',
    {
      client_secret: intent.clientSecret,
      reference_id: payment.reference,
      return_url: connectedCardReturnUrl(app, payment),
      confirm_url: confirmUrl(app, payment),
    },
    ownerRooms(payment),
  );
}

/** The saved card a registered diner pays with: theirs, or a 422 the app shows as 'oops'. */
async function ownSavedCard(app: AppContext, userId: number, token: string): Promise<string> {
  const [card] = await app.db
    .select({ token: savedCards.cardToken })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.cardToken, token)));
  if (!card) {
    throw unprocessable(
      'This saved card is not available. Please choose another card',
      'card_token_error',
    );
  }
  return card.token;
}

/**
 * Starts a connected-card payment (B§4 Connected card provider flow, steps 3 to 5; B§7 POST
 * sapaad_payments/stripe_connect/v1/payment_intents):
 * - the payload pays with payment_mode card; a saved card's token (payment_method_id) and
 *   save_card are for registered diners only (B§6: a guest has no save-card option);
 * - the app's reference names the payment; the same reference again from the same diner is the
 *   same payment (a retried start is never doubled), from anyone else a 409;
 * - the order (or the tab or bill part) is placed as with any provider, then the provider's
 *   intent is made for its amount in minor units;
 * - a saved card is charged at once: approved settles the payment, declined ends it with the
 *   provider's message (payment_intent_failed), 3-D Secure goes to the browser like a new card;
 * - otherwise payment_intent_created carries the client secret, the return address and where the
 *   browser confirms it.
 */
export async function startConnectedCard(
  app: AppContext,
  session: SessionRecord,
  body: { order_details: OrderPayload; reference_id: string },
): Promise<PaymentResult & { reference_id: string }> {
  const reference = body.reference_id;
  if (!/^[\w-]{8,100}$/.test(reference)) {
    throw unprocessable(
      'The payment reference must be 8 to 100 letters, digits, _ or -',
      'invalid_reference',
    );
  }
  const payment = body.order_details.payment;
  if (payment?.payment_type !== 'stripe_connect') {
    throw unprocessable('The payment must be a connected card payment', 'payment_type_mismatch');
  }
  if (payment.payment_mode !== undefined && payment.payment_mode !== 'card') {
    throw unprocessable('Only card payments are taken here', 'payment_mode_unavailable');
  }
  const savedToken = payment.payment_method_id ?? null;
  const saveCard = payment.save_card === true && savedToken === null;
  const user = savedToken !== null || saveCard ? await requireRegistered(app.db, session) : null;

  const existing = await findPaymentByReference(app.db, reference);
  if (existing) return replayStart(app, session, existing);

  const savedCard =
    user && savedToken !== null ? await ownSavedCard(app, user.id, savedToken) : null;
  let started;
  try {
    started = await startPayment(app, session, body.order_details, 'stripe_connect', { reference });
  } catch (error) {
    // The same start sent twice at once: the second lost the reference's unique row.
    const winner = await findPaymentByReference(app.db, reference);
    if (winner) return replayStart(app, session, winner);
    throw error;
  }
  const answer = { ...paymentResult(started), reference_id: reference };
  const customer = user ? await stripeCustomerOf(app, user) : null;
  let intent: StripeIntent;
  try {
    intent = await cardProvider(app, 'stripe').createIntent({
      reference,
      ...cardAmount(started.payment, started.venue.company.decimal_precision),
      customer,
      savedCard,
      saveCard,
      // A saved card is confirmed at once, and its 3-D Secure comes back here; a new card is
      // confirmed by Stripe.js in the page, which takes 3-D Secure itself (Stripe refuses a
      // return_url on an intent it does not confirm).
      returnUrl: savedCard === null ? null : connectedCardReturnUrl(app, started.payment),
    });
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    await failStart(app, started.payment, error.message);
    return answer;
  }
  await app.db
    .update(payments)
    .set({ providerPaymentId: intent.id, updatedAt: app.now() })
    .where(eq(payments.id, started.payment.id));
  if (intent.status === 'succeeded') {
    await settlePayment(app, reference, 'paid');
    announceOutcome(app, started.payment, 'paid');
  } else {
    announceIntent(app, started.payment, intent);
  }
  return answer;
}

/** A start the provider refused: the payment is declined and the diner told why (B§8). */
async function failStart(app: AppContext, payment: PaymentRecord, message: string) {
  await settlePayment(app, payment.reference, 'declined');
  app.realtime.publish(
    channelName('private_stripe_connect_transaction', payment.reference),
    'payment_intent_failed',
    { error: message },
    ownerRooms(payment),
  );
}

/** The same start again: the same answer, and the intent announced again if it waits. */
async function replayStart(
  app: AppContext,
  session: SessionRecord,
  existing: PaymentRecord,
): Promise<PaymentResult & { reference_id: string }> {
  const mine =
    existing.provider === 'stripe_connect' &&
    (existing.sessionId === session.id ||
      (session.userId !== null && existing.userId === session.userId));
  if (!mine) throw conflict('This payment reference is already in use', 'reference_in_use');
  if (existing.status === 'in_progress' && existing.providerPaymentId !== null) {
    const intent = await cardProvider(app, 'stripe').retrieveIntent(existing.providerPaymentId);
    announceIntent(app, existing, intent);
  }
  return { reference_id: existing.reference };
}
