import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import {
  HOSTED_PAGES_SIGNATURE_HEADER,
  hostedPagesSignatureHolds,
} from '../../../card-payments/hosted-pages/hosted-pages-signature';
import { isHostedPageProvider } from '../../../card-payments/hosted-pages/hosted-page-providers';
import { findPaymentByReference } from '../../../payments/payment-store';
import { settlePayment } from '../../../payments/settle-payment';

/** Where the hosted-page provider sends its notifications; docs/server.md says how to set it. */
export const HOSTED_PAGES_WEBHOOK_PATH = '/webhooks/hosted-pages';

const notificationSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('payment.settled'),
  reference: z.string().regex(/^[\w-]{1,200}$/),
  outcome: z.enum(['paid', 'declined', 'abandoned']),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/**
 * POST /webhooks/hosted-pages: the provider's word that a page was paid, declined or abandoned
 * (docs/server.md, "Hosted payment pages"). The notification's signature must hold for
 * HOSTED_PAGES_SECRET and be at most 5 minutes old (400 invalid_signature otherwise, nothing
 * happens); its amount and currency must be the payment's (422 amount_mismatch). The payment is
 * settled once: a notification seen again, or about a payment already settled, is answered 200 so
 * the provider stops retrying. A reference that is no hosted-page payment of ours is 404; without
 * HOSTED_PAGES_URL every notification is a 422 payment_type_unavailable.
 */
export function registerHostedPagesWebhook(server: FastifyInstance, app: AppContext): void {
  void server.register((scope, _options, done) => {
    // The signature covers the body's exact bytes.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post(HOSTED_PAGES_WEBHOOK_PATH, async (request, reply) => {
      const settings = app.config.hostedPages;
      if (settings === null) {
        // As any call reaching a provider nothing configures (card-payments/card-provider.ts).
        return reply.status(422).send({
          error: 'This payment method is not available',
          error_id: 'payment_type_unavailable',
        });
      }
      const header = request.headers[HOSTED_PAGES_SIGNATURE_HEADER];
      const body = typeof request.body === 'string' ? request.body : '';
      if (
        !hostedPagesSignatureHolds(
          settings.secret,
          typeof header === 'string' ? header : undefined,
          body,
          app.now(),
        )
      ) {
        return reply.status(400).send({
          error: 'A hosted-page notification signed with the shared secret is expected',
          error_id: 'invalid_signature',
        });
      }
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // answered below
      }
      const notification = notificationSchema.safeParse(json);
      if (!notification.success) {
        return reply.status(400).send({
          error: 'The notification is not a settled payment',
          error_id: 'invalid_notification',
        });
      }
      const { reference, outcome, amount, currency } = notification.data;
      const payment = await findPaymentByReference(app.db, reference);
      if (payment === null || !isHostedPageProvider(payment.provider)) {
        return reply.status(404).send({ error: 'No such payment', error_id: 'payment_not_found' });
      }
      if (payment.amount !== amount || payment.currency !== currency) {
        return reply.status(422).send({
          error: "The notification's amount is not the payment's",
          error_id: 'amount_mismatch',
        });
      }
      const result = await settlePayment(app, reference, outcome);
      request.log.info(
        { notification: notification.data.id, reference, outcome, result: result.kind },
        'hosted-page notification',
      );
      return reply.status(200).send({ received: true });
    });
    done();
  });
}
