import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { dinerOrder } from '../../orders/diner-orders';
import { loadPageBase } from '../../pages/page-base';
import { trackedOrder } from './page-orders';

/**
 * GET /pages/tracking (spec: A§7 and B§7; B§2 Track-order screen): the order being tracked.
 * With no order to track it answers 404, which sends the diner to / (A§7 "Tracking configuration
 * answering 404 leads to /").
 */
export function registerTrackingPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.tracking, 'session', async ({ session }) => {
    const order = await trackedOrder(app.db, session);
    if (!order) throw notFound('Order not found', 'tracking_not_found');
    const { venue, base } = await loadPageBase(app, session);
    return {
      ...base,
      loyalty: await loyaltyFor(app.db, venue, session),
      order: await dinerOrder(app.db, order, venue.company.decimal_precision),
    };
  });
}
