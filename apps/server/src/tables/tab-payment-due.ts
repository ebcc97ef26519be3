import { tabPaymentShare, type TabPaymentShare } from '@tabula/engine';
import type { Queryable } from '../db/client';
import type { OrderRecord } from '../orders/order-view';
import { priceWithEngine } from '../orders/pricing/price-with-engine';
import { readStoredPricing } from '../orders/pricing/stored-pricing';
import type { Venue } from '../venue/venue';
import { tabPaidParts } from './tab-paid-parts';
import type { OpenTab } from './table-tab';

/**
 * What a payment of the tab by `payers` takes now (the engine's tabPaymentShare): the tab's bill
 * as the server stored it when its lines were placed (their prices and the promotions then in
 * force), the members still unpaid, the covers, and the bill's part of every earlier payment.
 */
export async function tabPaymentDue(
  db: Queryable,
  venue: Venue,
  tab: Pick<OpenTab, 'covers'>,
  order: Pick<OrderRecord, 'id' | 'details'>,
  members: { unpaid: readonly number[]; payers: readonly number[] },
): Promise<TabPaymentShare> {
  const bill = priceWithEngine(readStoredPricing(order.details).input, venue);
  return tabPaymentShare(bill, {
    payers: members.payers,
    unpaid: members.unpaid,
    covers: tab.covers,
    paid: await tabPaidParts(db, order.id, venue.company.decimal_precision),
  });
}
