import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdyenApiError, type AdyenKeys, type AdyenLedger } from './adyen-ledger';

/** Where the sandbox answers Adyen's Checkout API: the version the official SDK calls. */
export const ADYEN_CHECKOUT_PATH = '/adyen/checkout/v72';

const body = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The part of Adyen's Checkout API the Adyen adapter calls, at ADYEN_CHECKOUT_PATH:
 * POST /paymentMethods, /payments, /payments/details and /payments/{pspReference}/refunds.
 * Every call needs the merchant's X-API-Key (401 otherwise); an Idempotency-Key replays the
 * first answer; a refusal is Adyen's error body (status, errorCode, message, errorType).
 */
export function registerAdyenApi(server: FastifyInstance, ledger: AdyenLedger, keys: AdyenKeys) {
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    call: (payload: Record<string, unknown>) => unknown,
  ) => {
    try {
      if (header(request, 'x-api-key') !== keys.apiKey) {
        throw new AdyenApiError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
      }
      const payload = body(request);
      const result = ledger.idempotently(header(request, 'idempotency-key'), payload, () =>
        call(payload),
      );
      return reply.status(200).send(result);
    } catch (error) {
      if (!(error instanceof AdyenApiError)) throw error;
      return reply.status(error.status).send(error.body());
    }
  };
  server.post(`${ADYEN_CHECKOUT_PATH}/paymentMethods`, (request, reply) =>
    answer(request, reply, (payload) => ledger.paymentMethods(payload)),
  );
  server.post(`${ADYEN_CHECKOUT_PATH}/payments`, (request, reply) =>
    answer(request, reply, (payload) => ledger.createPayment(payload)),
  );
  server.post(`${ADYEN_CHECKOUT_PATH}/payments/details`, (request, reply) =>
    answer(request, reply, (payload) => ledger.paymentDetails(payload)),
  );
  server.post<{ Params: { psp: string } }>(
    `${ADYEN_CHECKOUT_PATH}/payments/:psp/refunds`,
    (request, reply) =>
      answer(request, reply, (payload) => ledger.refund(request.params.psp, payload)),
  );
}
