import type { AppContext } from '../../app-context';
import type { SessionRecord } from '../../session/session-store';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { dinerOrderOrNull } from '../../orders/diner-orders';
import { recentOrderFor } from '../../orders/order-view';
import { loadDinerFields } from '../../pages/page-base';
import { tableOpenOrder } from './page-orders';

/** The venue's fields the checkout and order-details pages both answer, spliced (venue-fields.ts). */
export const CART_VENUE_FIELDS = [
  'company',
  'outlet',
  'feature_flags',
  'menu',
  'out_of_stock_items',
  'promotions',
] as const;

/**
 * What the checkout and order-details pages both answer of the diner's own (spec: A§7 and B§7):
 * the user, the session, loyalty, the table's running order and the status bar's order. The
 * venue's part (the menu for re-pricing the cart, promotions, …) is spliced from the snapshot
 * (CART_VENUE_FIELDS). Answers the snapshot too, for the fields a page adds.
 */
export async function loadCartPageFields(app: AppContext, session: SessionRecord) {
  const { venue, snapshot, diner } = await loadDinerFields(app, session);
  const tableOrder = await tableOpenOrder(app.db, session, app.now());
  const recent = await recentOrderFor(app.db, session);
  const precision = venue.company.decimal_precision;
  const own = {
    ...diner,
    loyalty: await loyaltyFor(app.db, venue, session),
    order: await dinerOrderOrNull(app.db, tableOrder, precision),
    recent_order: await dinerOrderOrNull(app.db, recent, precision),
  };
  return { snapshot, own };
}
