import { payments } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { contractRoute } from '../../../http/contract-route';
import { startStripeDirect } from './start-stripe-direct';
import { startStripeIntent } from './start-stripe-intent';

/**
 * Stripe direct (B§7 POST payments/stripe/v1/orders): the intent Stripe.js confirms the card
 * against, and the order of a card payment the browser already completed at Stripe, checked
 * against Stripe before it is placed.
 */
export function registerStripeDirect(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, payments.stripeIntent, 'session', ({ body, session }) =>
    startStripeIntent(app, session, body),
  );
  contractRoute(server, app, payments.stripeOrder, 'session', ({ body, session }) =>
    startStripeDirect(app, session, body),
  );
}
