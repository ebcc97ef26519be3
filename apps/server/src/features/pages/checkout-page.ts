import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { spliceJson } from '../../http/json-text';
import { venueFields } from '../../pages/venue-fields';
import { CART_VENUE_FIELDS, loadCartPageFields } from './cart-page-fields';

/**
 * GET /pages/checkout (spec: A§7 and B§7; B§2 Checkout screen): the menu (for re-pricing the
 * cart), loyalty, payment methods, tips, promotions, the table's running order and the status
 * bar's order.
 */
export function registerCheckoutPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    pages.checkout,
    'session',
    async ({ session }) => {
      const { snapshot, own } = await loadCartPageFields(app, session);
      return spliceJson(
        own,
        venueFields(snapshot, app.now(), [...CART_VENUE_FIELDS, 'payment_types', 'tips']),
      );
    },
    { runningOrder: true },
  );
}
