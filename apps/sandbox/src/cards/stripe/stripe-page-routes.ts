import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CARD_PAGE_HEADERS, cardMessagePage } from '../sandbox-page';
import { renderChallenge } from './stripe-card-pages';
import type { SandboxIntent } from './stripe-objects';
import type { StripeLedger } from './stripe-ledger';

const secretSchema = z.object({ client_secret: z.string().min(1).max(200) });
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

/**
 * The issuer's 3-D Secure challenge of an intent the server confirmed with a saved card, on the
 * sandbox's own origin: the intent's `next_action.redirect_to_url`, a whole page the browser is
 * sent to (Complete or Fail), which sends it back to the intent's return_url with
 * `payment_intent` and `redirect_status`, as Stripe's redirect does. A new card is confirmed by
 * the stand-in of Stripe.js instead (stripe-js/), which takes 3-D Secure in the page.
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
