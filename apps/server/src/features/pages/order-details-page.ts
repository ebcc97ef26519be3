import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loadCartPageFields } from './cart-page-fields';

/**
 * GET /pages/order_details (spec: A§7 and B§7; A§2 /order-details): the menu for the cart, the
 * placed dine-in order at the table, loyalty, promotions and the status bar's order.
 */
export function registerOrderDetailsPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.orderDetails, 'session', async ({ session }) => {
    const { fields } = await loadCartPageFields(app, session);
    return fields;
  });
}
