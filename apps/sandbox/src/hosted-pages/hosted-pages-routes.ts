import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WebhookSender } from '../cards/webhook-sender';
import { readGenericToken } from './generic-token';
import {
  hostedPageHeaders,
  hostedPagePath,
  renderHostedPage,
  renderMessagePage,
} from './hosted-page-html';
import { createPageSchema, type HostedPagesLedger, type PageOutcome } from './hosted-pages-ledger';
import { SIGNATURE_HEADER, signatureHolds } from './hosted-pages-signature';

/** The provider's API, under its base address (HOSTED_PAGES_URL is `{origin}/hosted-pages`). */
export const HOSTED_PAGES_BASE_PATH = '/hosted-pages';

const referenceSchema = z.object({ reference: z.string().regex(/^[\w-]{1,200}$/) });
const actionSchema = referenceSchema.extend({
  action: z.enum(['approve', 'decline', 'abandon']),
});
const genericFormSchema = z.object({ payment_token: z.string().min(1).max(4096) });

const OUTCOME: Record<z.infer<typeof actionSchema>['action'], PageOutcome> = {
  approve: 'paid',
  decline: 'declined',
  abandon: 'abandoned',
};

const page = (reply: FastifyReply, status: number, html: string, returnUrl: string | null = null) =>
  reply.status(status).headers(hostedPageHeaders(returnUrl)).send(html);

const notFoundPage = (reply: FastifyReply) =>
  page(
    reply,
    404,
    renderMessagePage('Payment not found', 'There is no payment waiting at this address.'),
  );

const settledPage = (reply: FastifyReply, outcome: PageOutcome) =>
  page(
    reply,
    409,
    renderMessagePage(
      'Payment already settled',
      `This payment is already ${outcome}; it cannot be settled again.`,
    ),
  );

const refuseUnsigned = (reply: FastifyReply) =>
  reply
    .status(401)
    .send({ error: 'The request signature does not hold', error_id: 'invalid_signature' });

const refusedPage = (reply: FastifyReply) =>
  page(
    reply,
    400,
    renderMessagePage(
      'Payment refused',
      'The payment request is missing, altered, or its signature does not hold.',
    ),
  );

/**
 * The hosted-page provider's side of Tabula's hosted-page protocol (docs/server.md, "Hosted
 * payment pages"), as PayTabs, iPay88, Fiserv, CCAvenue, PayU and MyFatoorah each play it:
 * - POST {base}/v1/pages: a merchant's signed create call (reference, amount, currency, merchant,
 *   method, return_url) answers 201 with the page's address; a wrong or stale signature is 401;
 * - GET {base}/pay/:reference shows the payment with Approve, Decline and Abandon;
 * - POST {base}/pay/:reference/{action} settles it once, sends the merchant a signed notification
 *   before answering, and sends the browser back to the return address (303); a settled page is 409;
 * - POST {base}/v1/pages/:reference/cancel: the merchant's signed cancel closes an open page
 *   unpaid and answers how the page ended (abandoned, or paid or declined when the buyer was first);
 * - POST {base}/v1/generic takes a generic payment's payment_token form field, checks its
 *   signature with the shared secret (400 when it does not hold) and shows the same page.
 * our choice: the merchant's unguessable reference is the page's address, as a provider's page id.
 */
export function registerHostedPages(
  server: FastifyInstance,
  options: {
    ledger: HostedPagesLedger;
    secret: string;
    notifications: WebhookSender;
    publicUrl: () => string;
    now: () => Date;
  },
): void {
  const { ledger, secret, notifications } = options;
  /** The exact body of a merchant's call whose signature holds; null for any other. */
  const signedBody = (request: FastifyRequest): string | null => {
    const body = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header : undefined;
    return signatureHolds(secret, signature, body, options.now()) ? body : null;
  };
  void server.register((scope, _options, done) => {
    // The signature covers the body's exact bytes.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post(`${HOSTED_PAGES_BASE_PATH}/v1/pages`, async (request, reply) => {
      const body = signedBody(request);
      if (body === null) return refuseUnsigned(reply);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const create = createPageSchema.safeParse(json);
      if (!create.success) {
        return reply.status(400).send({
          error:
            'A payment page needs reference, amount, currency, merchant, method and return_url',
          error_id: 'invalid_request',
        });
      }
      const opened = ledger.open(create.data);
      return reply.status(201).send({
        reference: opened.reference,
        page_url: `${options.publicUrl()}${hostedPagePath(opened.reference)}`,
      });
    });
    scope.post(`${HOSTED_PAGES_BASE_PATH}/v1/pages/:reference/cancel`, async (request, reply) => {
      const body = signedBody(request);
      if (body === null) return refuseUnsigned(reply);
      const params = referenceSchema.safeParse(request.params);
      const found = params.success ? ledger.pages.get(params.data.reference) : undefined;
      if (!found) return reply.status(404).send({ error: 'No such page', error_id: 'not_found' });
      // A page still open is closed unpaid; a settled one keeps how it ended.
      ledger.settle(found.reference, 'abandoned');
      return reply.send({ reference: found.reference, outcome: found.outcome });
    });
    done();
  });

  server.get(`${HOSTED_PAGES_BASE_PATH}/pay/:reference`, async (request, reply) => {
    const params = referenceSchema.safeParse(request.params);
    const found = params.success ? ledger.pages.get(params.data.reference) : undefined;
    if (!found) return notFoundPage(reply);
    if (found.outcome !== null) return settledPage(reply, found.outcome);
    return page(reply, 200, renderHostedPage(found), found.returnUrl);
  });

  server.post(`${HOSTED_PAGES_BASE_PATH}/pay/:reference/:action`, async (request, reply) => {
    const params = actionSchema.safeParse(request.params);
    const found = params.success ? ledger.pages.get(params.data.reference) : undefined;
    if (!params.success || !found) return notFoundPage(reply);
    if (found.outcome !== null) return settledPage(reply, found.outcome);
    const notification = ledger.settle(found.reference, OUTCOME[params.data.action]);
    if (notification === null) return notFoundPage(reply);
    // The merchant hears of it before the diner is back, as providers that notify first do.
    await notifications.pushNow({ id: notification.id, body: JSON.stringify(notification) });
    return reply.header('cache-control', 'no-store').redirect(found.returnUrl, 303);
  });

  server.post(`${HOSTED_PAGES_BASE_PATH}/v1/generic`, async (request, reply) => {
    const form = genericFormSchema.safeParse(request.body);
    const fields = form.success ? readGenericToken(secret, form.data.payment_token) : null;
    if (!fields) return refusedPage(reply);
    const opened = ledger.open({ ...fields });
    if (opened.amount !== fields.amount || opened.currency !== fields.currency) {
      return refusedPage(reply);
    }
    if (opened.outcome !== null) return settledPage(reply, opened.outcome);
    return page(reply, 200, renderHostedPage(opened), opened.returnUrl);
  });
}
