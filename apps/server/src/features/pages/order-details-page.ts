import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loyaltyFor } from '../loyalty/loyalty-view';
import { orderView, recentOrderFor } from '../orders/order-view';
import { loadPageBase, pageMenu } from './page-base';
import { tableOpenOrder } from './page-orders';

/**
 * GET /pages/order_details (spec: A§7 and B§7; A§2 /order-details): the menu for the cart, the
 * placed dine-in order at the table, loyalty, promotions and the status bar's order.
 */
export function registerOrderDetailsPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.orderDetails, 'session', async ({ session }) => {
    const { venue, base } = await loadPageBase(app, session);
    const tableOrder = await tableOpenOrder(app.db, session);
    const recent = await recentOrderFor(app.db, session);
    return {
      ...base,
      ...pageMenu(app, venue),
      loyalty: await loyaltyFor(app.db, venue, session),
      promotions: venue.promotions,
      order: tableOrder ? orderView(tableOrder) : null,
      recent_order: recent ? orderView(recent) : null,
    };
  });
}
