import { stripeConnect } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { cardsOf, removeSavedCard } from '../../../card-payments/saved-card-store';
import { contractRoute } from '../../../http/contract-route';
import { requireRegistered } from '../../../users/current-user';
import { pollIntent } from './poll-intent';
import { startConnectedCard } from './start-connected-card';
import { registerStripeWebhook } from './stripe-webhook-route';

/**
 * The connected card provider's calls (B§7 sapaad_payments/stripe_connect/v1; B§4 Connected card
 * provider flow): start a payment, poll its intent, list and remove saved cards; and the
 * provider's signed notifications at /webhooks/stripe.
 */
export function registerConnectedCard(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, stripeConnect.createPaymentIntent, 'session', ({ body, session }) =>
    startConnectedCard(app, session, body),
  );
  contractRoute(server, app, stripeConnect.getPaymentIntent, 'session', ({ params, session }) =>
    pollIntent(app, session, params.id),
  );
  contractRoute(server, app, stripeConnect.listCards, 'session', async ({ session }) => {
    const user = await requireRegistered(app.db, session);
    return cardsOf(app.db, user.id);
  });
  contractRoute(server, app, stripeConnect.deleteCard, 'session', async ({ params, session }) => {
    const user = await requireRegistered(app.db, session);
    return removeSavedCard(app, user.id, { id: params.id });
  });
  registerStripeWebhook(server, app);
}
