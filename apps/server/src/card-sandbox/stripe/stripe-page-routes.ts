import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CARD_PAGE_HEADERS, cardMessagePage } from '../sandbox-page';
import { renderCardForm, renderChallenge, STRIPE_PAGE_PATHS } from './stripe-card-pages';
import type { SandboxIntent } from './stripe-objects';
import type { StripeLedger } from './stripe-ledger';
import { StripeRefusal } from './stripe-ledger';

const secretSchema = z.object({ client_secret: z.string().min(1).max(200) });
const payFormSchema = secretSchema.extend({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
const challengeParamsSchema = z.object({
  id: z.string().max(100),
  outcome: z.enum(['complete', 'fail']),
});

function page(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(CARD_PAGE_HEADERS).send(html);
}

/** The return address with Stripe's redirect parameters added. */
function returnTo(intent: SandboxIntent, status: 'succeeded' | 'failed'): string | null {
  if (intent.return_url === null) return null;
  const url = new URL(intent.return_url);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('redirect_status', status);
  return url.toString();
}

function goBack(reply: FastifyReply, intent: SandboxIntent, status: 'succeeded' | 'failed') {
  const target = returnTo(intent, status);
  if (target === null) {
    return page(
      reply,
      200,
      cardMessagePage(
        status === 'succeeded' ? 'Payment complete' : 'Payment not completed',
        'You can close this page.',
      ),
    );
  }
  return reply.header('cache-control', 'no-store').redirect(target, 303);
}

/** "MM/YY" or "MM/YYYY" as a month and a four-digit year. */
export function readExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return { month, year: year < 100 ? 2000 + year : year };
}

/**
 * The browser side of the sandbox's Stripe, on the sandbox's own origin: the card form of a
 * payment intent (its client secret names it), which tokenises the card, confirms the intent and
 * sends the browser back to the intent's return_url with `payment_intent` and `redirect_status`;
 * the 3-D Secure challenge (Complete or Fail); and Cancel, which goes back as failed.
 */
export function registerStripePages(server: FastifyInstance, ledger: StripeLedger): void {
  /** The intent a client secret names (and, when given, whose id is `id`), or null. */
  const intentOf = (secret: string, id?: string): SandboxIntent | null => {
    try {
      const intent = ledger.intentBySecret(secret);
      return id === undefined || intent.id === id ? intent : null;
    } catch {
      return null;
    }
  };
  const notFound = (reply: FastifyReply) =>
    page(
      reply,
      404,
      cardMessagePage('Payment not found', 'There is no card payment waiting at this address.'),
    );

  server.get(STRIPE_PAGE_PATHS.pay, async (request, reply) => {
    const query = secretSchema.safeParse(request.query);
    const intent = query.success ? intentOf(query.data.client_secret) : null;
    if (!intent) return notFound(reply);
    if (intent.status === 'succeeded') return goBack(reply, intent, 'succeeded');
    if (intent.status === 'canceled') {
      return page(reply, 409, cardMessagePage('Payment cancelled', 'This payment was cancelled.'));
    }
    if (intent.status === 'requires_action') {
      return reply.redirect(
        STRIPE_PAGE_PATHS.challenge(intent.id) +
          `?client_secret=${encodeURIComponent(intent.client_secret)}`,
        303,
      );
    }
    return page(reply, 200, renderCardForm(intent, null));
  });

  server.post(STRIPE_PAGE_PATHS.pay, async (request, reply) => {
    const form = payFormSchema.safeParse(request.body);
    if (!form.success) {
      const secret = secretSchema.safeParse(request.body);
      const intent = secret.success ? intentOf(secret.data.client_secret) : null;
      if (!intent) return notFound(reply);
      return page(
        reply,
        400,
        renderCardForm(intent, 'Please fill in the card number, expiry and CVC.'),
      );
    }
    const intent = intentOf(form.data.client_secret);
    if (!intent) return notFound(reply);
    const expiry = readExpiry(form.data.expiry);
    if (!expiry)
      return page(reply, 400, renderCardForm(intent, "Your card's expiration date is invalid."));
    try {
      const method = ledger.tokenise(
        {
          number: form.data.number,
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: form.data.cvc,
        },
        null,
      );
      const confirmed = ledger.confirm(intent.id, { paymentMethod: method.id });
      if (confirmed.status === 'requires_action' && confirmed.next_action) {
        return await reply
          .header('cache-control', 'no-store')
          .redirect(confirmed.next_action.redirect_to_url.url, 303);
      }
      if (confirmed.status === 'succeeded') return await goBack(reply, confirmed, 'succeeded');
      return await page(
        reply,
        402,
        renderCardForm(
          confirmed,
          confirmed.last_payment_error?.message ?? 'Your card was declined.',
        ),
      );
    } catch (error) {
      if (error instanceof StripeRefusal) {
        const status = error.status === 404 ? 404 : 402;
        return page(reply, status, renderCardForm(intent, error.message));
      }
      throw error;
    }
  });

  server.post(`${STRIPE_PAGE_PATHS.pay}/cancel`, async (request, reply) => {
    const form = secretSchema.safeParse(request.body);
    const intent = form.success ? intentOf(form.data.client_secret) : null;
    if (!intent) return notFound(reply);
    return goBack(reply, intent, intent.status === 'succeeded' ? 'succeeded' : 'failed');
  });

  server.get('/stripe/3ds/:id', async (request, reply) => {
    const query = secretSchema.safeParse(request.query);
    const { id } = request.params as { id: string };
    const intent = query.success ? intentOf(query.data.client_secret, id) : null;
    if (intent === null) return notFound(reply);
    if (intent.status !== 'requires_action')
      return goBack(reply, intent, intent.status === 'succeeded' ? 'succeeded' : 'failed');
    return page(reply, 200, renderChallenge(intent));
  });

  server.post('/stripe/3ds/:id/:outcome', async (request, reply) => {
    const params = challengeParamsSchema.safeParse(request.params);
    const form = secretSchema.safeParse(request.body);
    const intent =
      form.success && params.success ? intentOf(form.data.client_secret, params.data.id) : null;
    if (!params.success || intent === null) return notFound(reply);
    if (intent.status !== 'requires_action') {
      return page(
        reply,
        409,
        cardMessagePage('Already answered', 'This authentication is already answered.'),
      );
    }
    const done = ledger.authenticate(intent.id, params.data.outcome === 'complete');
    return goBack(reply, done, done.status === 'succeeded' ? 'succeeded' : 'failed');
  });
}
