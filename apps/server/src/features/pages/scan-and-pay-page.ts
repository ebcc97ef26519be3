import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { spliceJson } from '../../http/json-text';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { dinerOrderOrNull } from '../../orders/diner-orders';
import { loadDinerFields } from '../../pages/page-base';
import { venueFields } from '../../pages/venue-fields';
import { tableOpenOrder } from './page-orders';

/**
 * GET /pages/scan_and_pay (spec: A§7 and B§7; A§2 /menu read-only menu, B§2 Split-bill screen):
 * the menu, the table bill, and how to pay it. The venue's part is spliced from the snapshot.
 */
export function registerScanAndPayPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.scanAndPay, 'session', async ({ session }) => {
    const { venue, snapshot, diner } = await loadDinerFields(app, session);
    const tableOrder = await tableOpenOrder(app.db, session, app.now());
    const own = {
      ...diner,
      loyalty: await loyaltyFor(app.db, venue, session),
      order: await dinerOrderOrNull(app.db, tableOrder, venue.company.decimal_precision),
    };
    return spliceJson(
      own,
      venueFields(snapshot, app.now(), [
        'company',
        'outlet',
        'feature_flags',
        'menu',
        'out_of_stock_items',
        'payment_types',
        'tips',
        'promotions',
      ]),
    );
  });
}
