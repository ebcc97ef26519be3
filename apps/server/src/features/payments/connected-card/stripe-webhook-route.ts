import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { StripeGatewayError } from '../../../card-payments/stripe/stripe-gateway';
import { handleStripeNotification } from '../../../card-payments/stripe/stripe-notifications';
import { cardProvider } from '../../../card-payments/card-provider';

/** Where Stripe (or the card sandbox) sends its notifications; docs/server.md says how to set it. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/**
 * POST /webhooks/stripe: a notification whose Stripe-Signature holds for the webhook secret (and
 * is at most 5 minutes old) is acted on once and answered 200 — also when it was seen before or
 * is of no interest, so the provider stops retrying; a missing or wrong signature is 400 and
 * nothing happens. The body is read as sent, since the signature covers its exact bytes.
 */
export function registerStripeWebhook(server: FastifyInstance, app: AppContext): void {
  void server.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || typeof request.body !== 'string') {
        return reply.status(400).send({
          error: 'A signed Stripe notification is expected',
          error_id: 'invalid_signature',
        });
      }
      let event;
      try {
        event = await cardProvider(app, 'stripe').readNotification(
          request.body,
          signature,
          app.now(),
        );
      } catch (error) {
        if (!(error instanceof StripeGatewayError)) throw error;
        return reply.status(400).send({
          error: 'The notification signature does not hold',
          error_id: 'invalid_signature',
        });
      }
      const result = await handleStripeNotification(app, event);
      request.log.info({ event: event.id, type: event.type, result }, 'stripe notification');
      return reply.status(200).send({ received: true, result });
    });
    done();
  });
}
