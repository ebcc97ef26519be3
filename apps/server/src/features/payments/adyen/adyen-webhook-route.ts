import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { AdyenGatewayError } from '../../../card-payments/adyen/adyen-gateway';
import {
  adyenNotificationSchema,
  handleAdyenNotification,
} from '../../../card-payments/adyen/adyen-notifications';
import { cardProvider } from '../../../card-payments/card-provider';

/** Where Adyen (or the card sandbox) sends its standard notifications; docs/server.md. */
export const ADYEN_WEBHOOK_PATH = '/webhooks/adyen';

/**
 * POST /webhooks/adyen: Adyen's standard notification, a batch of items, each signed with the
 * merchant's HMAC key (additionalData.hmacSignature, checked by the SDK's HmacValidator). A batch
 * with any item whose signature does not hold is 400 and nothing happens; otherwise each item is
 * acted on once (card-payments/adyen/adyen-notifications.ts) and the batch answered 200
 * "[accepted]", as Adyen expects, also for items seen before or of no interest. A refund Adyen
 * could not take now is 422, so Adyen sends the batch again.
 */
export function registerAdyenWebhook(server: FastifyInstance, app: AppContext): void {
  server.post(ADYEN_WEBHOOK_PATH, async (request, reply) => {
    const parsed = adyenNotificationSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error: 'An Adyen notification is expected', error_id: 'invalid_notification' });
    }
    const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
    if (!items.every((item) => cardProvider(app, 'adyen').validNotification(item))) {
      return reply.status(400).send({
        error: 'The notification signature does not hold',
        error_id: 'invalid_signature',
      });
    }
    const results = [];
    for (const item of items) {
      try {
        results.push(await handleAdyenNotification(app, item));
      } catch (error) {
        if (!(error instanceof AdyenGatewayError)) throw error;
        request.log.warn({ psp: item.pspReference, error: error.message }, 'Adyen refund failed');
        return reply.status(422).send({
          error: 'The notification could not be acted on yet; send it again',
          error_id: 'notification_retry',
        });
      }
    }
    request.log.info(
      { items: items.map((item) => `${item.pspReference}:${item.eventCode}`), results },
      'adyen notification',
    );
    return reply.status(200).type('text/plain').send('[accepted]');
  });
}
