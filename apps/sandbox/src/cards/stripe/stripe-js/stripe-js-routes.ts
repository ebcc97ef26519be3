import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { cardMessagePage, STAND_IN_SCRIPT_HEADERS } from '../../sandbox-page';
import type { StripeLedger } from '../stripe-ledger';
import type { SandboxIntent } from '../stripe-objects';
import { cardFrameHeaders, renderCardFrame, renderControllerFrame } from './card-element-page';
import { STRIPE_JS_PAGE_PATHS, STRIPE_JS_PATH, STRIPE_JS_RELEASE_PATH } from './stripe-js-path';
import { STRIPE_JS_SCRIPT } from './stripe-js-script';
import {
  renderThreeDSecure,
  renderThreeDSecureDone,
  threeDSecureHeaders,
} from './three-d-secure-pages';

const frameQuerySchema = z.object({
  key: z.string().regex(/^pk_\w{1,200}$/),
  parent: z.string().max(300),
  locale: z
    .string()
    .regex(/^(auto|[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2})$/)
    .optional(),
});
const challengeSchema = z.object({
  key: z.string().max(300),
  client_secret: z.string().min(1).max(200),
  parent: z.string().max(300),
});
const doneQuerySchema = z.object({ parent: z.string().max(300) });
const outcomeSchema = z.object({ outcome: z.enum(['complete', 'fail']) });

const SCRIPT_HEADERS = {
  ...STAND_IN_SCRIPT_HEADERS,
  'content-type': 'application/javascript; charset=utf-8',
} as const;

/**
 * The stand-in of Stripe.js, on the sandbox's origin: its script at Stripe's paths (`/v3/`, and
 * `/endive/stripe.js` where `@stripe/stripe-js` loads it), and the pages it frames in the
 * merchant's page: the card Element's frame, the controller frame and the bank's 3-D Secure
 * challenge, whose answer goes to the ledger and ends on a page that tells the script. Every page
 * is framed by the app's origin only and talks to it only: a page asked for by another `parent`
 * is refused (400). The card's API calls are the sandbox's Stripe API with the publishable key
 * (stripe-js/publishable-key-api.ts).
 *
 * @param publishableKey - The key the challenge takes (the sandbox's Stripe publishable key).
 * @param appOrigin - The diner app's origin, read per page (known once the app listens).
 */
export function registerStripeJs(
  server: FastifyInstance,
  ledger: StripeLedger,
  publishableKey: string,
  appOrigin: () => string,
): void {
  const origin = () => new URL(appOrigin()).origin;

  for (const path of [STRIPE_JS_PATH, '/v3', STRIPE_JS_RELEASE_PATH]) {
    server.get(path, (_request, reply) => reply.headers(SCRIPT_HEADERS).send(STRIPE_JS_SCRIPT));
  }

  const frame = (
    path: string,
    render: (data: { parent: string; key: string; locale: string }) => string,
  ) =>
    server.get(path, (request, reply) => {
      const app = origin();
      const query = frameQuerySchema.safeParse(request.query);
      const page = reply.headers(cardFrameHeaders(app));
      if (!query.success || query.data.parent !== app) {
        return page
          .status(400)
          .send(cardMessagePage('Card form not available', 'This page cannot show the card form.'));
      }
      return page.send(
        render({ parent: app, key: query.data.key, locale: query.data.locale ?? 'auto' }),
      );
    });
  frame(STRIPE_JS_PAGE_PATHS.card, renderCardFrame);
  frame(STRIPE_JS_PAGE_PATHS.controller, renderControllerFrame);

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(threeDSecureHeaders(origin())).send(html);

  /** The intent a challenge's query or form names, or the page that refuses it. */
  const challengeOf = (
    reply: FastifyReply,
    input: unknown,
  ): { intent: SandboxIntent; parent: string } | { refused: FastifyReply } => {
    const fields = challengeSchema.safeParse(input);
    const refuse = (status: number, title: string, text: string) => ({
      refused: page(reply, status, cardMessagePage(title, text)),
    });
    if (!fields.success || fields.data.parent !== origin()) {
      return refuse(400, 'Authentication not available', 'This page cannot show the challenge.');
    }
    if (fields.data.key !== publishableKey) {
      return refuse(401, 'Not authorised', 'This page was opened with a wrong key.');
    }
    try {
      return {
        intent: ledger.intentBySecret(fields.data.client_secret),
        parent: fields.data.parent,
      };
    } catch {
      return refuse(404, 'Payment not found', 'There is no card payment waiting at this address.');
    }
  };

  const done = (reply: FastifyReply, parent: string, intent: SandboxIntent) =>
    page(
      reply,
      200,
      intent.status === 'succeeded'
        ? renderThreeDSecureDone(parent, 'Authentication complete', 'Back to the payment…')
        : renderThreeDSecureDone(
            parent,
            'Authentication failed',
            'Nothing was charged. Back to the payment…',
          ),
    );

  server.get(STRIPE_JS_PAGE_PATHS.threeDSecure, async (request, reply) => {
    const checked = challengeOf(reply, request.query);
    if ('refused' in checked) return checked.refused;
    const { intent, parent } = checked;
    // A challenge already answered (the frame reloaded) only tells the script to read the intent.
    if (intent.status !== 'requires_action') return done(reply, parent, intent);
    return page(reply, 200, renderThreeDSecure(intent, { key: publishableKey, parent }));
  });

  server.post(`${STRIPE_JS_PAGE_PATHS.threeDSecure}/:outcome`, async (request, reply) => {
    const outcome = outcomeSchema.safeParse(request.params);
    if (!outcome.success) {
      return page(reply, 404, cardMessagePage('Not found', 'There is nothing at this address.'));
    }
    const checked = challengeOf(reply, request.body);
    if ('refused' in checked) return checked.refused;
    const { intent, parent } = checked;
    if (intent.status !== 'requires_action') return done(reply, parent, intent);
    return done(reply, parent, ledger.authenticate(intent.id, outcome.data.outcome === 'complete'));
  });

  // The intent's return_url: where a challenge opened from next_action's address comes back.
  server.get(STRIPE_JS_PAGE_PATHS.threeDSecureDone, async (request, reply) => {
    const query = doneQuerySchema.safeParse(request.query);
    if (!query.success || query.data.parent !== origin()) {
      return page(
        reply,
        400,
        cardMessagePage('Authentication not available', 'This page cannot show the challenge.'),
      );
    }
    return page(
      reply,
      200,
      renderThreeDSecureDone(query.data.parent, 'Authentication finished', 'Back to the payment…'),
    );
  });
}
