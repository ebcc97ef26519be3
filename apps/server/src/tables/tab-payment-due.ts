import { tabPaymentShare, type TabPaymentShare } from '@tabula/engine';
import type { Queryable } from '../db/client';
import type { OrderRecord } from '../orders/order-view';
import { priceWithEngine } from '../orders/pricing/price-with-engine';
import { readStoredPricing } from '../orders/pricing/stored-pricing';
import type { Venue } from '../venue/venue';
import { tabPaidParts } from './tab-paid-parts';
import type { OpenTab } from './table-tab';

/**
 * What payments of the tab by each of `payerSets` take now (the engine's tabPaymentShare), one
 * share per set: the tab's bill as the server stored it when its lines were placed (their
 * prices and the promotions then in force), priced once, the members still unpaid, the covers,
 * and the bill's part of every earlier payment, read once.
 */
export async function tabPaymentDue(
  db: Queryable,
  venue: Venue,
  tab: Pick<OpenTab, 'covers'>,
  order: Pick<OrderRecord, 'id' | 'details'>,
  unpaid: readonly number[],
  payerSets: readonly (readonly number[])[],
): Promise<TabPaymentShare[]> {
  const bill = priceWithEngine(readStoredPricing(order.details).input, venue);
  const paid = await tabPaidParts(db, order.id, venue.company.decimal_precision);
  return payerSets.map((payers) =>
    tabPaymentShare(bill, { payers, unpaid, covers: tab.covers, paid }),
  );
}
