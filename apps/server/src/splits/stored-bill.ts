import type { Bill } from '@tabula/engine';
import type { OrderRecord } from '../orders/order-view';
import { priceWithEngine } from '../orders/pricing/price-with-engine';
import { readStoredPricing } from '../orders/pricing/stored-pricing';
import type { Venue } from '../venue/venue';

/** The bill as the server stored it when it was opened or last changed, priced by the engine. */
export function storedBill(order: Pick<OrderRecord, 'details'>, venue: Venue): Bill {
  return priceWithEngine(readStoredPricing(order.details).input, venue);
}
