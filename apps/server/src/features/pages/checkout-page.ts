import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loyaltyFor } from '../loyalty/loyalty-view';
import { orderView, recentOrderFor } from '../orders/order-view';
import { loadPageBase, pageMenu } from './page-base';
import { tableOpenOrder } from './page-orders';

/**
 * GET /pages/checkout (spec: A§7 and B§7; B§2 Checkout screen): the menu (for re-pricing the
 * cart), loyalty, payment methods, tips, promotions, the table's running order and the status
 * bar's order.
 */
export function registerCheckoutPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.checkout, 'session', async ({ session }) => {
    const { venue, base } = await loadPageBase(app, session);
    const tableOrder = await tableOpenOrder(app.db, session);
    const recent = await recentOrderFor(app.db, session);
    return {
      ...base,
      ...pageMenu(app, venue),
      loyalty: await loyaltyFor(app.db, venue, session),
      payment_types: venue.paymentTypes,
      tips: venue.company.has_tips ? venue.tips : [],
      promotions: venue.promotions,
      order: tableOrder ? orderView(tableOrder) : null,
      recent_order: recent ? orderView(recent) : null,
    };
  });
}
