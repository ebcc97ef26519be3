import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { paymentGatewayPort } from '../../payments/gateway-port';
import type { PaymentTokenFields } from '../../payments/payment-token';
import type { PaymentOutcome } from '../../payments/settle-payment';
import { loadSandboxCheckout } from './load-checkout';
import { SANDBOX_PAGE_HEADERS, renderCheckoutPage, renderMessagePage } from './sandbox-page';

const referenceParamsSchema = z.object({ reference: z.string().regex(/^[\w-]{1,200}$/) });
const actionParamsSchema = referenceParamsSchema.extend({
  action: z.enum(['approve', 'decline', 'abandon']),
});
const genericFormSchema = z.object({ payment_token: z.string().min(1).max(4096) });

const OUTCOME: Record<z.infer<typeof actionParamsSchema>['action'], PaymentOutcome> = {
  approve: 'paid',
  decline: 'declined',
  abandon: 'abandoned',
};

function page(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(SANDBOX_PAGE_HEADERS).send(html);
}

const notFoundPage = (reply: FastifyReply) =>
  page(
    reply,
    404,
    renderMessagePage('Payment not found', 'There is no payment waiting at this address.'),
  );

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
 * The sandbox payment gateway that ships with the server and plays the hosted-page provider
 * (B§4 Payment, Other providers; issue 4 Payments):
 * - GET /sandbox/pay/:reference shows the payment (merchant, amount, currency) with Approve,
 *   Decline and Abandon;
 * - POST /sandbox/pay/:reference/{approve|decline|abandon} settles it (paid, declined,
 *   abandoned) and sends the browser back with 303 to /payment-processing?reference=..&type=..;
 *   a settled payment answers a 409 page and changes nothing;
 * - POST /sandbox/generic takes a generic payment's payment_token form field, checks its
 *   signature (400 when it does not hold) and shows the same page.
 * our choice: the unguessable reference is what lets a browser act on a payment, as a real
 * provider's hosted page address does; card data is never asked for, so none reaches our pages.
 */
export function registerSandboxGateway(server: FastifyInstance, app: AppContext): void {
  const payments = paymentGatewayPort(app);
  const showCheckout = async (
    reply: FastifyReply,
    reference: string,
    token?: PaymentTokenFields,
  ) => {
    const found = await loadSandboxCheckout(app, payments, reference);
    if (!found) return notFoundPage(reply);
    if (
      token &&
      (token.amount !== found.payment.amount || token.currency !== found.payment.currency)
    ) {
      return refusedPage(reply);
    }
    if (found.payment.status !== 'in_progress') {
      return page(
        reply,
        409,
        renderMessagePage(
          'Payment already settled',
          `This payment is already ${found.payment.status.replace('_', ' ')}.`,
        ),
      );
    }
    return page(reply, 200, renderCheckoutPage(found.checkout));
  };

  server.get('/sandbox/pay/:reference', async (request, reply) => {
    const params = referenceParamsSchema.safeParse(request.params);
    if (!params.success) return notFoundPage(reply);
    return showCheckout(reply, params.data.reference);
  });

  server.post('/sandbox/pay/:reference/:action', async (request, reply) => {
    const params = actionParamsSchema.safeParse(request.params);
    if (!params.success) return notFoundPage(reply);
    const found = await loadSandboxCheckout(app, payments, params.data.reference);
    if (!found) return notFoundPage(reply);
    const result = await payments.settle(params.data.reference, OUTCOME[params.data.action]);
    if (result.kind === 'not_found') return notFoundPage(reply);
    if (result.kind === 'already_settled') {
      return page(
        reply,
        409,
        renderMessagePage(
          'Payment already settled',
          `This payment is already ${result.payment.status.replace('_', ' ')}; it cannot be settled again.`,
        ),
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(payments.returnPath(result.payment), 303);
  });

  server.post('/sandbox/generic', async (request, reply) => {
    const form = genericFormSchema.safeParse(request.body);
    const fields = form.success ? payments.verifyToken(form.data.payment_token) : null;
    if (!fields) return refusedPage(reply);
    return showCheckout(reply, fields.reference, fields);
  });
}
