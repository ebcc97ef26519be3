import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { cardMessagePage } from '../sandbox-page';
import {
  cardElementHeaders,
  renderCardElementForm,
  renderCardElementResult,
  STRIPE_CARD_ELEMENT_PATHS,
  type CardElementPayment,
} from './stripe-card-element-pages';
import { renderChallenge } from './stripe-card-pages';
import { StripeRefusal, type StripeLedger } from './stripe-ledger';
import type { SandboxIntent } from './stripe-objects';
import { readExpiry } from './stripe-page-routes';

// The payment as the app names it (Stripe direct's rules for the reference).
const paymentSchema = z.object({
  key: z.string().min(1).max(200),
  amount: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
  currency: z.string().regex(/^[a-z]{3}$/),
  reference: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  locale: z
    .string()
    .regex(/^(auto|[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2})$/)
    .optional(),
});
const cardSchema = z.object({
  number: z.string().min(1).max(40),
  expiry: z.string().min(1).max(10),
  cvc: z.string().min(1).max(8),
});
const secretSchema = z.object({ client_secret: z.string().min(1).max(200) });
const doneSchema = z.object({
  payment_intent: z.string().min(1).max(100),
  redirect_status: z.string().max(40).optional(),
});

/** Where the card page's 3-D Secure challenge of an intent is. */
function challengePath(intent: SandboxIntent): string {
  return `${STRIPE_CARD_ELEMENT_PATHS.challenge}?client_secret=${encodeURIComponent(intent.client_secret)}`;
}

/**
 * Stripe direct's card page, on the sandbox's origin, framed by the diner app (and only it): what
 * Stripe.js's card element does for a merchant's page. The app names the payment in the address
 * (the publishable key, amount in minor units, currency, its reference); the diner types the card
 * here, and the page makes the payment's intent at the sandbox's Stripe (one per reference, its
 * `metadata.reference` the reference), tokenises the card and confirms the intent with it. A
 * declined card shows the form again for another card, which confirms the same intent; a card
 * asking for 3-D Secure goes through the challenge, which comes back to `done`. When the payment
 * ends the page posts `stripe_payment_result` (the intent and its status at Stripe) to the app,
 * at the app's origin only; the app then sends the order with the intent's id. The card travels in
 * the form's body only, never in an address, and is never logged.
 *
 * @param publishableKey - The key the page takes (the sandbox's Stripe publishable key).
 * @param publicUrl - The sandbox's address as browsers reach it (the challenge's return_url).
 * @param appOrigin - The diner app's origin, read per page (known once the app listens).
 */
export function registerStripeCardElement(
  server: FastifyInstance,
  ledger: StripeLedger,
  publishableKey: string,
  publicUrl: () => string,
  appOrigin: () => string,
): void {
  const origin = () => new URL(appOrigin()).origin;
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(cardElementHeaders(origin())).send(html);
  const message = (reply: FastifyReply, status: number, title: string, text: string) =>
    page(reply, status, cardMessagePage(title, text));

  /** The payment a query or form names, or the page that refuses it (401 key, 400 the rest). */
  const paymentOf = (
    reply: FastifyReply,
    input: unknown,
  ): { payment: CardElementPayment } | { refused: FastifyReply } => {
    const key =
      typeof input === 'object' && input !== null ? (input as { key?: unknown }).key : undefined;
    if (key !== publishableKey) {
      return {
        refused: message(reply, 401, 'Not authorised', 'This page was opened with a wrong key.'),
      };
    }
    const parsed = paymentSchema.safeParse(input);
    if (!parsed.success) {
      return {
        refused: message(reply, 400, 'Payment not valid', 'This payment cannot be taken here.'),
      };
    }
    return { payment: parsed.data };
  };

  /** The result of an intent the page made, as the app is told it. */
  const result = (reply: FastifyReply, intent: SandboxIntent) => {
    const reference = intent.metadata.reference ?? '';
    if (intent.status === 'succeeded') {
      return page(
        reply,
        200,
        renderCardElementResult(origin(), {
          reference,
          payment_intent: intent.id,
          status: 'succeeded',
        }),
      );
    }
    const payment: CardElementPayment = {
      key: publishableKey,
      amount: intent.amount,
      currency: intent.currency,
      reference,
    };
    return page(
      reply,
      intent.status === 'canceled' ? 409 : 402,
      renderCardElementResult(
        origin(),
        { reference, payment_intent: intent.id, status: 'failed' },
        intent.status === 'canceled'
          ? null
          : {
              payment,
              error: intent.last_payment_error?.message ?? 'The payment was not completed.',
            },
      ),
    );
  };

  /**
   * Where the payment's intent stands when the page made one: paid (the result), waiting for 3-D
   * Secure (the challenge), cancelled or made for another amount (a 409); null when there is none
   * yet or it wants a card.
   */
  const standing = (reply: FastifyReply, payment: CardElementPayment) => {
    const intent = ledger.pageIntent(payment.key, payment.reference);
    if (intent === null) return null;
    if (intent.amount !== payment.amount || intent.currency !== payment.currency) {
      return message(
        reply,
        409,
        'Payment not valid',
        'This payment reference is already used for another amount.',
      );
    }
    if (intent.status === 'succeeded') return result(reply, intent);
    if (intent.status === 'requires_action') {
      return reply.header('cache-control', 'no-store').redirect(challengePath(intent), 303);
    }
    if (intent.status === 'canceled') {
      return message(reply, 409, 'Payment cancelled', 'This payment was cancelled.');
    }
    return null;
  };

  /** The intent a client secret names, when the page made it. */
  const pageIntentOf = (intent: SandboxIntent | undefined): SandboxIntent | null => {
    const reference = intent?.metadata.reference;
    if (intent === undefined || reference === undefined) return null;
    return ledger.pageIntent(publishableKey, reference)?.id === intent.id ? intent : null;
  };
  const notFound = (reply: FastifyReply) =>
    message(reply, 404, 'Payment not found', 'There is no card payment waiting at this address.');

  server.get(STRIPE_CARD_ELEMENT_PATHS.page, async (request, reply) => {
    const checked = paymentOf(reply, request.query);
    if ('refused' in checked) return checked.refused;
    const { payment } = checked;
    return standing(reply, payment) ?? page(reply, 200, renderCardElementForm(payment, null));
  });

  server.post(STRIPE_CARD_ELEMENT_PATHS.page, async (request, reply) => {
    const checked = paymentOf(reply, request.body);
    if ('refused' in checked) return checked.refused;
    const { payment } = checked;
    const stands = standing(reply, payment);
    if (stands !== null) return stands;
    const again = (status: number, error: string) =>
      page(reply, status, renderCardElementForm(payment, error));
    const card = cardSchema.safeParse(request.body);
    if (!card.success) return again(400, 'Please fill in the card number, expiry and CVC.');
    const expiry = readExpiry(card.data.expiry);
    if (!expiry) return again(402, "Your card's expiration date is invalid.");
    try {
      const method = ledger.tokenise({
        number: card.data.number,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: card.data.cvc,
      });
      const intent = ledger.pageIntentFor({
        key: payment.key,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        returnUrl: `${publicUrl()}${STRIPE_CARD_ELEMENT_PATHS.done}`,
      });
      const confirmed = ledger.confirm(intent.id, { paymentMethod: method.id });
      if (confirmed.status === 'requires_action') {
        return await reply
          .header('cache-control', 'no-store')
          .redirect(challengePath(confirmed), 303);
      }
      if (confirmed.status === 'succeeded') return await result(reply, confirmed);
      return await again(402, confirmed.last_payment_error?.message ?? 'Your card was declined.');
    } catch (error) {
      if (error instanceof StripeRefusal) return again(402, error.message);
      throw error;
    }
  });

  server.post(STRIPE_CARD_ELEMENT_PATHS.cancel, async (request, reply) => {
    const checked = paymentOf(reply, request.body);
    if ('refused' in checked) return checked.refused;
    const { payment } = checked;
    const intent = ledger.pageIntent(payment.key, payment.reference);
    // A payment that went through is the app's to know, whatever was pressed after.
    if (intent?.status === 'succeeded') return result(reply, intent);
    return page(
      reply,
      200,
      renderCardElementResult(origin(), {
        reference: payment.reference,
        payment_intent: intent?.id ?? null,
        status: 'canceled',
      }),
    );
  });

  server.get(STRIPE_CARD_ELEMENT_PATHS.challenge, async (request, reply) => {
    const query = secretSchema.safeParse(request.query);
    let intent: SandboxIntent | null = null;
    if (query.success) {
      try {
        intent = pageIntentOf(ledger.intentBySecret(query.data.client_secret));
      } catch {
        intent = null;
      }
    }
    if (intent === null) return notFound(reply);
    if (intent.status !== 'requires_action') return result(reply, intent);
    return page(reply, 200, renderChallenge(intent));
  });

  server.get(STRIPE_CARD_ELEMENT_PATHS.done, async (request, reply) => {
    const query = doneSchema.safeParse(request.query);
    const intent = query.success
      ? pageIntentOf(ledger.intents.get(query.data.payment_intent))
      : null;
    if (intent === null) return notFound(reply);
    if (intent.status === 'requires_action') {
      return reply.header('cache-control', 'no-store').redirect(challengePath(intent), 303);
    }
    // The status is Stripe's (the ledger's), never the address's redirect_status.
    return result(reply, intent);
  });
}
