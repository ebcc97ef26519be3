import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hostedSessionScriptPath } from './session-js-path';
import { cardBrand } from '../test-cards';
import { HOSTED_CARD_FIELDS, hostedCardSchema, readHostedCard } from './hosted-card';
import {
  hostedFieldHeaders,
  renderHostedField,
  renderHostedFieldFailure,
} from './hosted-field-page';
import type { MastercardLedger } from './mastercard-ledger';
import { sessionScript } from './session-js';

/** The Hosted Session's root for a merchant, as MPGS's session.js is served. */
const FORM_ROOT = '/form/version/:version/merchant/:merchant';

/** Where the sandbox's Hosted Session lives on its origin, for a version and a merchant. */
export const HOSTED_SESSION_PATHS = {
  /** The session.js a merchant's page loads. */
  script: hostedSessionScriptPath,
  /** A hosted field, framed in the merchant's page by session.js. */
  field: (version: string, merchantId: string, field: string) =>
    `/form/version/${version}/merchant/${encodeURIComponent(merchantId)}/hosted-field/${field}`,
  /** Where the card number's field sends the card typed in the fields of a session. */
  update: (version: string, merchantId: string, sessionId: string) =>
    `/form/version/${version}/merchant/${encodeURIComponent(merchantId)}/session/${encodeURIComponent(sessionId)}`,
} as const;

/**
 * session.js's headers: a script for other origins' pages (the merchant's), kept for 5 minutes
 * (our choice: the script changes only with the gateway, and a page loads it once per visit).
 */
export const SESSION_SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=300',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

const rootSchema = z.object({ version: z.string().regex(/^\d{1,3}$/), merchant: z.string() });

const fieldQuerySchema = z.object({
  session: z.string().min(1).max(100),
  instance: z.string().regex(/^[0-9a-f]{8,64}$/),
  formatCard: z.enum(['EMBOSSED', 'PLAIN']).default('PLAIN'),
  invalidFieldCharacters: z.enum(['REJECT', 'ALLOW']).default('ALLOW'),
});

const MPGS_BRANDS = {
  mastercard: 'MASTERCARD',
  visa: 'VISA',
  amex: 'AMEX',
  discover: 'DISCOVER',
  unknown: 'UNKNOWN',
} as const;

/**
 * The sandbox's Hosted Session (MPGS session.js), on its own origin:
 * - `GET …/session.js`: the script a merchant's page loads (only for the sandbox's merchant);
 * - `GET …/hosted-field/:field`: a field session.js frames in the page, which only the app's
 *   origin may frame;
 * - `POST …/session/:session`: the card number's field sends the card typed in the fields; the
 *   card goes into the gateway's session (the one the REST API's INITIATE_AUTHENTICATION and PAY
 *   read), and the answer is session.js's `formSessionUpdate` response: the card masked, or each
 *   wrong field's error.
 */
export function registerHostedSession(
  server: FastifyInstance,
  ledger: MastercardLedger,
  merchantId: string,
  appOrigin: () => string,
  now: () => Date,
): void {
  const root = (params: unknown) => {
    const parsed = rootSchema.safeParse(params);
    return parsed.success && parsed.data.merchant === merchantId ? parsed.data : null;
  };

  server.get(`${FORM_ROOT}/session.js`, (request, reply) => {
    const found = root(request.params);
    if (found === null) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('No Hosted Session for this merchant or version.');
    }
    return reply.headers(SESSION_SCRIPT_HEADERS).send(sessionScript(merchantId, found.version));
  });

  const fieldPage = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(hostedFieldHeaders(appOrigin())).send(html);
  server.get(`${FORM_ROOT}/hosted-field/:field`, (request, reply) => {
    const found = root(request.params);
    const { field } = request.params as { field: string };
    const query = fieldQuerySchema.safeParse(request.query);
    const known = HOSTED_CARD_FIELDS.find((name) => name === field);
    if (found === null || known === undefined || !query.success) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No such hosted field.');
    }
    const { session, instance } = query.data;
    if (!ledger.sessions.has(session)) {
      return fieldPage(
        reply,
        404,
        renderHostedFieldFailure(known, instance, 'Session not found', appOrigin()),
      );
    }
    return fieldPage(
      reply,
      200,
      renderHostedField(
        {
          field: known,
          instance,
          sessionId: session,
          formatCard: query.data.formatCard,
          invalidFieldCharacters: query.data.invalidFieldCharacters,
          updateUrl: HOSTED_SESSION_PATHS.update(found.version, merchantId, session),
        },
        appOrigin(),
      ),
    );
  });

  server.post(`${FORM_ROOT}/session/:session`, (request, reply) => {
    const found = root(request.params);
    const { session: sessionId } = request.params as { session: string };
    const session = { id: sessionId };
    if (found === null || !ledger.sessions.has(sessionId)) {
      return reply
        .status(404)
        .send({ status: 'system_error', session, errors: { message: 'Session not found' } });
    }
    const body = z.object({ card: hostedCardSchema }).safeParse(request.body);
    if (!body.success) {
      return reply.status(400).send({
        status: 'system_error',
        session,
        errors: { message: 'The hosted fields sent a malformed card.' },
      });
    }
    const read = readHostedCard(body.data.card, now());
    const version = found.version;
    if (!read.ok) {
      return reply.send({ status: 'fields_in_error', session, errors: read.errors, version });
    }
    const { card } = read;
    ledger.putCard(sessionId, card);
    const brand = MPGS_BRANDS[cardBrand(card.number)];
    return reply.send({
      status: 'ok',
      merchant: merchantId,
      session: { ...session, updateStatus: 'SUCCESS' },
      sourceOfFunds: {
        provided: {
          card: {
            brand,
            scheme: brand,
            number: `${card.number.slice(0, 6)}xxxxxx${card.number.slice(-4)}`,
            expiry: { month: String(card.month), year: String(card.year % 100).padStart(2, '0') },
            securityCode: 'x'.repeat(card.securityCode.length),
            ...(card.nameOnCard === null ? {} : { nameOnCard: card.nameOnCard }),
          },
        },
      },
      version,
    });
  });
}
