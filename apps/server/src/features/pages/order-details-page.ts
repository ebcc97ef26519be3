import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { spliceJson } from '../../http/json-text';
import { venueFields } from '../../pages/venue-fields';
import { CART_VENUE_FIELDS, loadCartPageFields } from './cart-page-fields';

/**
 * GET /pages/order_details (spec: A§7 and B§7; A§2 /order-details): the menu for the cart, the
 * placed dine-in order at the table, loyalty, promotions and the status bar's order.
 */
export function registerOrderDetailsPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    pages.orderDetails,
    'session',
    async ({ session }) => {
      const { snapshot, own } = await loadCartPageFields(app, session);
      return spliceJson(own, venueFields(snapshot, app.now(), CART_VENUE_FIELDS));
    },
    { runningOrder: true },
  );
}
