import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { unauthorized } from '../../http/http-error';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { settledEarnings, withSettledEarnings } from '../../loyalty/settled-earnings';
import { dinerOrders } from '../../orders/diner-orders';
import { loadPageBase } from '../../pages/page-base';
import { pastOrdersOf } from './page-orders';

/**
 * GET /pages/past_orders (spec: A§7 "Past orders come through the past-orders page
 * configuration"; A§2 Past orders list): the registered diner's orders, newest first, with the
 * points each earned and their loyalty card. A visitor or a guest gets 401 (A§6: a guest does not see My Orders).
 */
export function registerPastOrdersPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.pastOrders, 'session', async ({ session }) => {
    const { venue, base } = await loadPageBase(app, session);
    if (!base.user || base.user.is_guest) {
      throw unauthorized('Please sign in to see your past orders', 'unauthorized');
    }
    const rows = await pastOrdersOf(app.db, base.user.id, venue.company.id, app.now());
    const precision = venue.company.decimal_precision;
    const earned = await settledEarnings(
      app.db,
      rows.map((row) => row.id),
      precision,
    );
    const orders = await dinerOrders(app.db, rows, precision);
    return {
      ...base,
      user: base.user,
      loyalty: await loyaltyFor(app.db, venue, session),
      past_orders: orders.map((order) => withSettledEarnings(order, earned.get(order.id))),
    };
  });
}
