import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormRecord, FormValue } from '../form-body';
import {
  confirmWithPublishableKey,
  PUBLISHABLE_KEY_ROUTES,
  retrieveWithPublishableKey,
} from './stripe-js/publishable-key-api';
import { publicPaymentMethod, type SandboxIntent } from './stripe-objects';
import type { StripeLedger } from './stripe-ledger';
import { StripeRefusal } from './stripe-ledger';

/** The keys the sandbox's Stripe accepts. */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
}

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

const record = (value: FormValue | undefined): Record<string, string> => {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

const integer = (value: FormValue | undefined, param: string): number | undefined => {
  const raw = text(value);
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) {
    throw new StripeRefusal(
      400,
      'invalid_request_error',
      'parameter_invalid_integer',
      `Invalid integer: ${raw}`,
      param,
    );
  }
  return Number(raw);
};

const required = <T>(value: T | undefined, param: string): T => {
  if (value === undefined) {
    throw new StripeRefusal(
      400,
      'invalid_request_error',
      'parameter_missing',
      `Missing required param: ${param}.`,
      param,
    );
  }
  return value;
};

const body = (request: FastifyRequest): FormRecord =>
  typeof request.body === 'object' && request.body !== null ? (request.body as FormRecord) : {};

const idParam = (request: FastifyRequest): string => (request.params as { id: string }).id;

/** A confirmation the card declined answers 402 with the card error, as Stripe's API does. */
function declinedThrows(intent: SandboxIntent): SandboxIntent {
  const failure = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && failure !== null) {
    throw new StripeRefusal(402, 'card_error', failure.code, failure.message);
  }
  return intent;
}

/** Stripe's error answer. */
export function refusalReply(reply: FastifyReply, error: unknown) {
  if (error instanceof StripeRefusal) {
    return reply.status(error.status).send({
      error: {
        type: error.type,
        code: error.code,
        message: error.message,
        ...(error.param === undefined ? {} : { param: error.param }),
        ...(error.type === 'card_error' ? { decline_code: error.code } : {}),
        ...(error.paymentIntent === undefined ? {} : { payment_intent: error.paymentIntent }),
      },
    });
  }
  throw error;
}

/**
 * The part of Stripe's API (v1) that Tabula's Stripe adapter calls through the official SDK:
 * customers, their cards, payment intents (create, read, confirm, cancel) and refunds. Requests
 * carry the secret key as a bearer token; a POST with an Idempotency-Key is answered once and
 * replayed after, as Stripe does. The publishable key may read and confirm an intent whose client
 * secret it carries, as Stripe.js does (stripe-js/publishable-key-api.ts).
 */
export function registerStripeApi(
  server: FastifyInstance,
  ledger: StripeLedger,
  keys: StripeKeys,
): void {
  const replays = new Map<string, { status: number; payload: unknown }>();

  void server.register((api, _options, done) => {
    const publishable = (request: FastifyRequest) =>
      request.headers.authorization === `Bearer ${keys.publishableKey}`;
    api.addHook('onRequest', (request, reply, next) => {
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      const allowed =
        request.headers.authorization === `Bearer ${keys.secretKey}` ||
        (publishable(request) && PUBLISHABLE_KEY_ROUTES.has(route));
      if (!allowed) {
        reply.status(401).send({
          error: {
            type: 'authentication_error',
            code: 'invalid_api_key',
            message: 'Invalid API Key provided.',
          },
        });
        return;
      }
      next();
    });
    api.setErrorHandler((error, _request, reply) => refusalReply(reply, error));

    const post = (path: string, handle: (request: FastifyRequest) => unknown) =>
      api.post(path, async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const replayKey = typeof key === 'string' ? `${request.url} ${key}` : null;
        const replay = replayKey === null ? undefined : replays.get(replayKey);
        if (replay)
          return reply
            .status(replay.status)
            .header('idempotent-replayed', 'true')
            .send(replay.payload);
        try {
          const payload = handle(request);
          if (replayKey !== null)
            replays.set(replayKey, { status: 200, payload: structuredClone(payload) });
          return payload;
        } catch (error) {
          if (replayKey !== null && error instanceof StripeRefusal && error.type === 'card_error') {
            replays.set(replayKey, {
              status: error.status,
              payload: { error: { type: error.type, code: error.code, message: error.message } },
            });
          }
          throw error;
        }
      });

    post('/v1/customers', (request) => {
      const form = body(request);
      return ledger.createCustomer({
        email: text(form.email),
        name: text(form.name),
        metadata: record(form.metadata),
      });
    });
    api.get('/v1/customers/:id', (request, reply) => reply.send(ledger.customer(idParam(request))));
    api.get('/v1/customers/:id/payment_methods', (request, reply) => {
      const cards = ledger.customerCards(idParam(request));
      return reply.send({
        object: 'list',
        data: cards,
        has_more: false,
        url: request.url.split('?')[0],
      });
    });
    api.get('/v1/payment_methods/:id', (request, reply) =>
      reply.send(publicPaymentMethod(ledger.paymentMethod(idParam(request)))),
    );
    post('/v1/payment_methods/:id/detach', (request) => ledger.detach(idParam(request)));

    post('/v1/payment_intents', (request) => {
      const form = body(request);
      const usage = text(form.setup_future_usage);
      const intent = ledger.createIntent({
        amount: required(integer(form.amount, 'amount'), 'amount'),
        currency: required(text(form.currency), 'currency'),
        customer: text(form.customer),
        paymentMethod: text(form.payment_method),
        setupFutureUsage: usage === 'off_session' || usage === 'on_session' ? usage : undefined,
        metadata: record(form.metadata),
        returnUrl: text(form.return_url),
        account: text(request.headers['stripe-account']),
      });
      if (text(form.confirm) === 'true') return declinedThrows(ledger.confirm(intent.id, {}));
      return intent;
    });
    api.get('/v1/payment_intents/:id', (request, reply) =>
      reply.send(
        publishable(request)
          ? retrieveWithPublishableKey(ledger, idParam(request), request.query)
          : ledger.intent(idParam(request)),
      ),
    );
    post('/v1/payment_intents/:id/confirm', (request) => {
      const form = body(request);
      if (publishable(request)) return confirmWithPublishableKey(ledger, idParam(request), form);
      return declinedThrows(
        ledger.confirm(idParam(request), {
          paymentMethod: text(form.payment_method),
          returnUrl: text(form.return_url),
        }),
      );
    });
    post('/v1/payment_intents/:id/cancel', (request) => ledger.cancel(idParam(request)));
    post('/v1/refunds', (request) => {
      const form = body(request);
      return ledger.refund({
        paymentIntent: required(text(form.payment_intent), 'payment_intent'),
        amount: integer(form.amount, 'amount'),
        metadata: record(form.metadata),
      });
    });
    done();
  });
}
