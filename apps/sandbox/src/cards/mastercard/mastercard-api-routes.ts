import { timingSafeEqual } from 'node:crypto';
import { fromMinorUnits } from '@tabula/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currencyPrecision } from '../sandbox-page';
import {
  MastercardRefusal,
  type MastercardLedger,
  type SandboxTransaction,
} from './mastercard-ledger';

/** The merchant and API password the sandbox's gateway accepts. */
export interface MastercardKeys {
  merchantId: string;
  apiPassword: string;
}

/** The REST API's root for a merchant, as MPGS's. */
export const MASTERCARD_API_ROOT = '/api/rest/version/:version/merchant/:merchant';

const amountSchema = z.string().regex(/^\d{1,12}(\.\d{1,3})?$/);
const currencySchema = z.string().regex(/^[A-Za-z]{3}$/);

const operationSchema = z.discriminatedUnion('apiOperation', [
  z.object({
    apiOperation: z.literal('INITIATE_AUTHENTICATION'),
    session: z.object({ id: z.string().min(1) }),
    order: z.object({ amount: amountSchema, currency: currencySchema }),
    authentication: z
      .object({ channel: z.string().optional(), purpose: z.string().optional() })
      .loose()
      .optional(),
  }),
  z.object({
    apiOperation: z.literal('AUTHENTICATE_PAYER'),
    session: z.object({ id: z.string().min(1) }),
    order: z.object({ amount: amountSchema, currency: currencySchema }),
    authentication: z.object({ redirectResponseUrl: z.url() }),
    device: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    apiOperation: z.literal('PAY'),
    session: z.object({ id: z.string().min(1) }),
    order: z
      .object({ amount: amountSchema, currency: currencySchema, reference: z.string().optional() })
      .loose(),
    authentication: z.object({ transactionId: z.string().min(1) }).optional(),
    sourceOfFunds: z.object({ type: z.string() }).optional(),
  }),
  z.object({
    apiOperation: z.literal('REFUND'),
    transaction: z.object({ amount: amountSchema, currency: currencySchema }),
  }),
  z.object({
    apiOperation: z.literal('VERIFY'),
    session: z.object({ id: z.string().min(1) }),
    order: z.object({ currency: currencySchema }).loose(),
  }),
]);

const walletUpdateSchema = z.object({
  order: z.object({ walletProvider: z.enum(['GOOGLE_PAY', 'APPLE_PAY']) }).loose(),
  sourceOfFunds: z.object({
    type: z.literal('CARD'),
    provided: z.object({
      card: z.object({ devicePayment: z.object({ paymentToken: z.string().min(1) }) }),
    }),
  }),
});

function authorised(request: FastifyRequest, keys: MastercardKeys): boolean {
  const header = request.headers.authorization ?? '';
  const expected = Buffer.from(
    `Basic ${Buffer.from(`merchant.${keys.merchantId}:${keys.apiPassword}`).toString('base64')}`,
  );
  const given = Buffer.from(header);
  const { merchant } = request.params as { merchant: string };
  return (
    merchant === keys.merchantId &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

function refuse(reply: FastifyReply, refusal: MastercardRefusal) {
  return reply.status(refusal.status).send({
    result: 'ERROR',
    error: {
      cause: refusal.errorCause,
      explanation: refusal.explanation,
      ...(refusal.field === null ? {} : { field: refusal.field }),
    },
  });
}

/** Minor units as the decimal amount MPGS writes ("12.30"). */
function minorToDecimal(minor: number, currency: string): string {
  return fromMinorUnits(minor, currencyPrecision(currency));
}

/** A transaction as MPGS answers it (the fields the adapter reads). */
export function transactionBody(
  orderId: string,
  transaction: SandboxTransaction,
  html: string | null,
) {
  return {
    result: transaction.result,
    order: { id: orderId, currency: transaction.currency },
    response: {
      gatewayCode: transaction.gatewayCode,
      gatewayRecommendation:
        transaction.type === 'AUTHENTICATION'
          ? transaction.authenticationStatus === 'AUTHENTICATION_FAILED'
            ? 'DO_NOT_PROCEED'
            : 'PROCEED'
          : undefined,
    },
    transaction: {
      id: transaction.id,
      type: transaction.type,
      authenticationStatus: transaction.authenticationStatus ?? undefined,
      amount: minorToDecimal(transaction.amount, transaction.currency),
      currency: transaction.currency,
    },
    authentication: {
      ...(transaction.payerInteraction === null
        ? {}
        : { payerInteraction: transaction.payerInteraction }),
      ...(html === null ? {} : { redirect: { html } }),
    },
    sourceOfFunds: transaction.card
      ? {
          type: 'CARD',
          provided: {
            card: {
              brand: transaction.card.brand.toUpperCase(),
              number: transaction.card.masked,
              expiry: {
                month: String(transaction.card.expiry.month).padStart(2, '0'),
                year: String(transaction.card.expiry.year % 100).padStart(2, '0'),
              },
            },
          },
        }
      : undefined,
    timeOfRecord: transaction.at.toISOString(),
  };
}

/**
 * The sandbox's MPGS REST API, the subset the adapter calls: create, update and read a session;
 * INITIATE_AUTHENTICATION, AUTHENTICATE_PAYER, PAY, VERIFY and REFUND on an order's transaction; read an
 * order (RETRIEVE_ORDER) and a transaction. Basic authentication as `merchant.{id}` with the API
 * password; errors as MPGS's `{ result: 'ERROR', error: { cause, explanation, field } }`.
 */
export function registerMastercardApi(
  server: FastifyInstance,
  ledger: MastercardLedger,
  keys: MastercardKeys,
): void {
  server.register(
    (api, _options, done) => {
      api.addHook('onRequest', (request, reply, next) => {
        if (authorised(request, keys)) {
          next();
          return;
        }
        void reply.status(401).send({
          result: 'ERROR',
          error: { cause: 'INVALID_REQUEST', explanation: 'Invalid credentials.' },
        });
      });
      api.setErrorHandler((error, _request, reply) => {
        if (error instanceof MastercardRefusal) return refuse(reply, error);
        if (error instanceof z.ZodError) {
          return refuse(
            reply,
            new MastercardRefusal(
              400,
              'INVALID_REQUEST',
              error.issues[0]?.message ?? 'Invalid request',
              error.issues[0]?.path.join('.') ?? null,
            ),
          );
        }
        return reply.status(400).send({
          result: 'ERROR',
          error: {
            cause: 'INVALID_REQUEST',
            explanation: error instanceof Error ? error.message : 'Invalid request',
          },
        });
      });

      api.post('/session', (_request, reply) => {
        const session = ledger.createSession();
        return reply.status(201).send({
          result: 'SUCCESS',
          session: { id: session.id, updateStatus: 'NO_UPDATE', version: '1' },
        });
      });
      api.put('/session/:id', (request, reply) => {
        const { id } = request.params as { id: string };
        const update = walletUpdateSchema.parse(request.body);
        ledger.putWalletToken(
          id,
          update.sourceOfFunds.provided.card.devicePayment.paymentToken,
          update.order.walletProvider,
        );
        return reply.send({ session: { id, updateStatus: 'SUCCESS', version: '2' } });
      });
      api.get('/session/:id', (request, reply) => {
        const { id } = request.params as { id: string };
        const session = ledger.session(id);
        return reply.send({
          session: { id, updateStatus: session.card === null ? 'NO_UPDATE' : 'SUCCESS' },
        });
      });
      api.put('/order/:order/transaction/:transaction', (request, reply) => {
        const { order, transaction } = request.params as { order: string; transaction: string };
        const operation = operationSchema.parse(request.body);
        switch (operation.apiOperation) {
          case 'INITIATE_AUTHENTICATION': {
            const done = ledger.initiateAuthentication({
              orderId: order,
              transactionId: transaction,
              sessionId: operation.session.id,
              amount: operation.order.amount,
              currency: operation.order.currency,
            });
            return reply.send(transactionBody(order, done, null));
          }
          case 'AUTHENTICATE_PAYER': {
            const done = ledger.authenticatePayer({
              orderId: order,
              transactionId: transaction,
              sessionId: operation.session.id,
              amount: operation.order.amount,
              currency: operation.order.currency,
              redirectResponseUrl: operation.authentication.redirectResponseUrl,
            });
            return reply.send(transactionBody(order, done, ledger.challengeHtml(done, order)));
          }
          case 'PAY': {
            const done = ledger.pay({
              orderId: order,
              transactionId: transaction,
              sessionId: operation.session.id,
              amount: operation.order.amount,
              currency: operation.order.currency,
              authenticationTransactionId: operation.authentication?.transactionId ?? null,
            });
            return reply.send(transactionBody(order, done, null));
          }
          case 'REFUND': {
            const done = ledger.refund({
              orderId: order,
              transactionId: transaction,
              amount: operation.transaction.amount,
              currency: operation.transaction.currency,
            });
            return reply.send(transactionBody(order, done, null));
          }
          case 'VERIFY': {
            const done = ledger.verify({
              orderId: order,
              transactionId: transaction,
              sessionId: operation.session.id,
              currency: operation.order.currency,
            });
            return reply.send(transactionBody(order, done, null));
          }
        }
      });
      api.get('/order/:order/transaction/:transaction', (request, reply) => {
        const { order, transaction } = request.params as { order: string; transaction: string };
        return reply.send(transactionBody(order, ledger.transaction(order, transaction), null));
      });
      api.get('/order/:order', (request, reply) => {
        const { order: id } = request.params as { order: string };
        const order = ledger.order(id);
        const transactions = [...order.transactions.values()];
        const captured = transactions.some((t) => t.type === 'PAYMENT' && t.result === 'SUCCESS');
        const failed = transactions.some((t) => t.type === 'PAYMENT' && t.result === 'FAILURE');
        const authentication = transactions.find((t) => t.type === 'AUTHENTICATION');
        return reply.send({
          result: 'SUCCESS',
          id,
          amount: minorToDecimal(order.amount, order.currency),
          currency: order.currency,
          status: captured
            ? 'CAPTURED'
            : failed
              ? 'FAILED'
              : authentication
                ? 'AUTHENTICATION_INITIATED'
                : 'VERIFIED',
          authenticationStatus: authentication?.authenticationStatus ?? undefined,
          transaction: transactions.map((t) => transactionBody(id, t, null)),
        });
      });
      done();
    },
    { prefix: MASTERCARD_API_ROOT },
  );
}
