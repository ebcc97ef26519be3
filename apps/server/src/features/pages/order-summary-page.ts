import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { dinerOrderOrNull } from '../../orders/diner-orders';
import { loadPageBase } from '../../pages/page-base';
import { tableOpenOrder } from './page-orders';

/**
 * GET /pages/order_summary (spec: A§7 "The order summary configuration fetch has a path that is
 * not shown", the contract's path; B§2 Order summary (table bill)): the table's running order, or
 * null for an empty table (the app then shows View Menu).
 */
export function registerOrderSummaryPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.orderSummary, 'session', async ({ session }) => {
    const { venue, base } = await loadPageBase(app, session);
    const tableOrder = await tableOpenOrder(app.db, session, app.now());
    const precision = venue.company.decimal_precision;
    return { ...base, order: await dinerOrderOrNull(app.db, tableOrder, precision) };
  });
}
