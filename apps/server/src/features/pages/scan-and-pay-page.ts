import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { orderView } from '../../orders/order-view';
import { loadPageBase, pageMenu } from '../../pages/page-base';
import { tableOpenOrder } from './page-orders';

/**
 * GET /pages/scan_and_pay (spec: A§7 and B§7; A§2 /menu read-only menu, B§2 Split-bill screen):
 * the menu, the table bill, and how to pay it.
 */
export function registerScanAndPayPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.scanAndPay, 'session', async ({ session }) => {
    const { venue, snapshot, base } = await loadPageBase(app, session);
    const tableOrder = await tableOpenOrder(app.db, session);
    return {
      ...base,
      ...pageMenu(app, snapshot),
      loyalty: await loyaltyFor(app.db, venue, session),
      payment_types: venue.paymentTypes,
      tips: venue.company.has_tips ? venue.tips : [],
      promotions: venue.promotions,
      order: tableOrder ? orderView(tableOrder) : null,
    };
  });
}
