import type { AppContext } from '../../app-context';
import type { SessionRecord } from '../../session/session-store';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { orderView, recentOrderFor } from '../../orders/order-view';
import { loadPageBase, pageMenu } from '../../pages/page-base';
import { tableOpenOrder } from './page-orders';

/**
 * What the checkout and order-details pages both answer (spec: A§7 and B§7): the page base, the
 * menu for re-pricing the cart, loyalty, promotions, the table's running order and the status
 * bar's order. Answers the venue too, for the fields a page adds.
 */
export async function loadCartPageFields(app: AppContext, session: SessionRecord) {
  const { venue, snapshot, base } = await loadPageBase(app, session);
  const tableOrder = await tableOpenOrder(app.db, session);
  const recent = await recentOrderFor(app.db, session);
  const fields = {
    ...base,
    ...pageMenu(app, snapshot),
    loyalty: await loyaltyFor(app.db, venue, session),
    promotions: venue.promotions,
    order: tableOrder ? orderView(tableOrder) : null,
    recent_order: recent ? orderView(recent) : null,
  };
  return { venue, fields };
}
