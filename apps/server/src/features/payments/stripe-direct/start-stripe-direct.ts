import type { OrderPayload } from '@tabula/api-client';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { cardAmount } from '../../../card-payments/card-amount';
import { announceOutcome } from '../../../card-payments/stripe/stripe-outcome-announce';
import {
  StripeGatewayError,
  type StripeIntent,
} from '../../../card-payments/stripe/stripe-gateway';
import { keepStripeCard } from '../../../card-payments/stripe/stripe-notifications';
import { payments } from '../../../db/schema';
import { conflict, HttpError, unprocessable } from '../../../http/http-error';
import { paymentObjectFor } from '../../../payments/payment-object';
import { findPaymentByReference, type PaymentRecord } from '../../../payments/payment-store';
import { settlePayment } from '../../../payments/settle-payment';
import type { SessionRecord } from '../../../session/session-store';
import { requireRegistered } from '../../../users/current-user';
import { isUniqueViolation } from '../../../users/unique-violation';
import type { Venue } from '../../../venue/venue';
import { sessionVenue } from '../../../venue/venue-snapshots';
import type { PaymentResult } from '../payment-result';
import { startPayment } from '../start-payment';
import { cardProvider } from '../../../card-payments/card-provider';

/** The body of B§7 POST payments/stripe/v1/orders: the order with the completed card payment. */
export interface StripeDirectBody {
  order_details: OrderPayload & {
    payment: NonNullable<OrderPayload['payment']> & {
      save_card: boolean;
      transaction_id: string;
      reference_code: string;
    };
  };
}

const REFERENCE = /^[\w-]{8,100}$/;
const INTENT_ID = /^pi_[A-Za-z0-9]{8,255}$/;

const amountMismatch = () =>
  unprocessable(
    'The amount charged on the card does not match the order. The charge has been refunded',
    'stripe_amount_mismatch',
  );

/**
 * Places an order the diner already paid by card at Stripe (B§7 POST payments/stripe/v1/orders;
 * ADR 0008 addendum). The browser confirmed the card with Stripe.js on Stripe's origin, so the
 * server never sees the card, and it trusts nothing the browser says about the result:
 * - the payload pays with payment_type stripe; reference_code is our payment reference and
 *   transaction_id the PaymentIntent's id (pi_…); save_card is for registered diners only;
 * - the same reference again from the same diner is the same answer (never a second order), from
 *   anyone else a 409; an intent already recorded on another payment is a 409;
 * - the intent is read from Stripe with the secret key: unknown is a 422, not succeeded a 422 with
 *   the provider's message, and nothing is placed;
 * - the order is placed and priced on the server (startPayment); a refusal there refunds the
 *   intent in full and is answered as it is, so no card stays charged without an order;
 * - the intent's amount and currency must be the payment's in minor units: then the payment is
 *   paid (and the card kept when asked), else it is declined, the intent refunded in full and
 *   the answer a 422 stripe_amount_mismatch.
 */
export async function startStripeDirect(
  app: AppContext,
  session: SessionRecord,
  body: StripeDirectBody,
): Promise<PaymentResult> {
  const payment = body.order_details.payment;
  if (payment.payment_type !== 'stripe') {
    throw unprocessable('The payment must be a Stripe card payment', 'payment_type_mismatch');
  }
  const reference = payment.reference_code;
  if (!REFERENCE.test(reference)) {
    throw unprocessable(
      'The payment reference must be 8 to 100 letters, digits, _ or -',
      'invalid_reference',
    );
  }
  const intentId = payment.transaction_id;
  if (!INTENT_ID.test(intentId)) {
    throw unprocessable('This is not a Stripe payment', 'stripe_transaction_invalid');
  }
  const saveCard = payment.save_card;
  if (saveCard) await requireRegistered(app.db, session);

  const existing = await findPaymentByReference(app.db, reference);
  if (existing) return replayStart(app, session, existing, intentId, saveCard);
  await refuseUsedIntent(app, intentId, reference);

  const intent = await paidIntent(app, intentId, reference);
  let started;
  try {
    started = await startPayment(app, session, body.order_details, 'stripe', { reference });
  } catch (error) {
    // The same reference started at once elsewhere: its order stands. When it may be paid by
    // this very intent (recorded, or not yet), the intent is not refunded.
    const winner = await findPaymentByReference(app.db, reference);
    if (
      winner &&
      startedBy(winner, session) &&
      (winner.providerPaymentId === null || winner.providerPaymentId === intentId)
    ) {
      return replayStart(app, session, winner, intentId, saveCard);
    }
    await refundIntent(app, intent, 'the order was refused');
    if (winner) return replayStart(app, session, winner, intentId, saveCard);
    throw error;
  }
  await recordIntent(app, started.payment, intent.id);
  await finish(app, started.payment, started.venue, intent, saveCard);
  return {
    order_details: {
      earned_loyalty: started.earnedLoyalty,
      payment: { ...started.paymentObject, transaction_id: intent.id },
    },
  };
}

/**
 * Records the intent on the payment. The database lets one payment hold an intent
 * (payments_provider_payment_once): when another order took it meanwhile, in any process, this
 * payment is declined and the answer is a 409; the intent pays the other order and is not
 * refunded.
 */
async function recordIntent(app: AppContext, payment: PaymentRecord, intentId: string) {
  try {
    await app.db
      .update(payments)
      .set({ providerPaymentId: intentId, updatedAt: app.now() })
      .where(eq(payments.id, payment.id));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const settled = await settlePayment(app, payment.reference, 'declined');
    if (settled.kind === 'settled') announceOutcome(app, payment, 'declined');
    throw conflict(
      'This card payment was already used for another order',
      'transaction_already_used',
    );
  }
}

/** A 409 when the intent already pays another payment (ours, or another flow's). */
async function refuseUsedIntent(app: AppContext, intentId: string, reference: string) {
  const [other] = await app.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, intentId), ne(payments.reference, reference)))
    .limit(1);
  if (other) {
    throw conflict(
      'This card payment was already used for another order',
      'transaction_already_used',
    );
  }
}

/** The intent as Stripe has it, when it took the money; otherwise the 422 the app shows. */
async function paidIntent(app: AppContext, intentId: string, reference: string) {
  let intent: StripeIntent;
  try {
    intent = await cardProvider(app, 'stripe').retrieveIntent(intentId);
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    if (error.status === 404 || error.code === 'resource_missing') {
      throw unprocessable('This is not a Stripe payment', 'stripe_transaction_invalid');
    }
    app.log.error({ intentId, error: error.message }, 'Stripe did not answer for an intent');
    throw new HttpError(
      502,
      'The card provider could not be reached. Please try again',
      'stripe_unavailable',
    );
  }
  // An intent Tabula made for another payment (the connected card) is not this one's.
  if (intent.reference !== null && intent.reference !== reference) {
    throw conflict(
      'This card payment was already used for another order',
      'transaction_already_used',
    );
  }
  if (intent.status !== 'succeeded') {
    throw unprocessable(
      intent.lastError ?? 'The card payment was not completed. Please try again',
      'stripe_payment_incomplete',
      { status: intent.status },
    );
  }
  return intent;
}

/**
 * Ends a placed payment by the intent: paid when Stripe took exactly its amount in its currency,
 * else declined and the intent refunded in full.
 */
async function finish(
  app: AppContext,
  payment: PaymentRecord,
  venue: Venue,
  intent: StripeIntent,
  saveCard: boolean,
) {
  const expected = cardAmount(payment, venue.company.decimal_precision);
  if (
    intent.amount !== expected.amountMinor ||
    intent.currency.toLowerCase() !== expected.currency
  ) {
    const settled = await settlePayment(app, payment.reference, 'declined');
    if (settled.kind === 'settled') announceOutcome(app, payment, 'declined');
    await refundIntent(app, intent, 'its amount differs from the order');
    throw amountMismatch();
  }
  const settled = await settlePayment(app, payment.reference, 'paid');
  if (settled.kind === 'settled') announceOutcome(app, payment, 'paid');
  if (saveCard && payment.userId !== null && intent.paymentMethod !== null) {
    try {
      await keepStripeCard(app, payment.userId, intent.paymentMethod);
    } catch (error) {
      // The order is paid; a card that cannot be kept is only logged.
      if (!(error instanceof StripeGatewayError)) throw error;
      app.log.warn({ reference: payment.reference, error: error.message }, 'card not kept');
    }
  }
}

/** Gives back all an intent took, once however often it is asked (keyed on the intent). */
async function refundIntent(app: AppContext, intent: StripeIntent, why: string) {
  try {
    await cardProvider(app, 'stripe').refund({
      intentId: intent.id,
      amountMinor: intent.amount,
      key: `stripe-direct-refund-${intent.id}`,
    });
    app.log.warn({ intentId: intent.id }, `a Stripe card payment was refunded: ${why}`);
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    app.log.error(
      { intentId: intent.id, error: error.message },
      `a Stripe card payment could not be refunded (${why}); refund it by hand`,
    );
  }
}

/** Whether a Stripe direct payment is the diner's own (their session, or their account). */
function startedBy(existing: PaymentRecord, session: SessionRecord): boolean {
  return (
    existing.provider === 'stripe' &&
    (existing.sessionId === session.id ||
      (session.userId !== null && existing.userId === session.userId))
  );
}

/**
 * The same start again: the same answer for the diner who made it (a payment left in progress is
 * finished by its intent), a 409 for anyone else.
 */
async function replayStart(
  app: AppContext,
  session: SessionRecord,
  existing: PaymentRecord,
  intentId: string,
  saveCard: boolean,
): Promise<PaymentResult> {
  if (!startedBy(existing, session))
    throw conflict('This payment reference is already in use', 'reference_in_use');
  const venue = await sessionVenue(app, session);
  let current = existing;
  if (existing.status === 'in_progress') {
    const recorded = existing.providerPaymentId ?? intentId;
    if (existing.providerPaymentId === null)
      await refuseUsedIntent(app, recorded, existing.reference);
    const intent = await paidIntent(app, recorded, existing.reference);
    await recordIntent(app, existing, intent.id);
    await finish(app, existing, venue, intent, saveCard);
    current = (await findPaymentByReference(app.db, existing.reference)) ?? existing;
  }
  if (current.status === 'declined') throw amountMismatch();
  const paymentType = venue.paymentTypes.find((type) => type.payment_type === 'stripe') ?? {
    id: 1,
    title: 'stripe',
  };
  const object = paymentObjectFor(current, paymentType, current.userId);
  return {
    order_details: {
      earned_loyalty: null,
      payment: { ...object, transaction_id: current.providerPaymentId },
    },
  };
}
