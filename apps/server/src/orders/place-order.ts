import type { OrderPayload } from '@tabula/api-client';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import type { SessionRecord } from '../session/session-store';
import type { Venue } from '../venue/venue';
import { createOrder, type CreateOrderOptions } from './create-order';
import { publishOrderPlaced } from './order-status';
import type { OrderRecord } from './order-view';
import { priceOrderPayload, type PricedOrder } from './pricing/price-order-payload';

/** How an order is placed: the payment type it is priced with, and how it starts. */
export interface PlaceOrderOptions extends CreateOrderOptions {
  /**
   * The payment type the order is paid with (cash, stripe_connect, ...); null for an open tab's
   * order, paid later by its members.
   */
  paymentType: string | null;
}

/** A placed order, what priced it, and what was stored with it. */
export interface PlacedOrder<T> {
  order: OrderRecord;
  priced: PricedOrder;
  stored: T;
}

/**
 * Checks an order payload exactly as placing it would (POST /orders/validate), without storing
 * anything: the payment type is the payload's, if any, as the app validates the cart before the
 * diner chooses how to pay.
 *
 * @throws HttpError 401 or 422 as {@link priceOrderPayload} does
 */
export function checkOrder(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  payload: OrderPayload,
): Promise<PricedOrder> {
  return priceOrderPayload(app, session, venue, payload, {
    paymentType: payload.payment?.payment_type ?? null,
    stage: 'validation',
  });
}

/**
 * Places an order (B§4 place order): prices the payload on the server with the payment type
 * (priceOrderPayload), then stores the order (createOrder) and what goes with it (`storeWith`,
 * e.g. the payment row) in one transaction, so neither exists without the other; once it is
 * stored, its first status is published (publishOrderPlaced).
 *
 * @throws HttpError 401 or 422 as {@link priceOrderPayload} does
 */
export async function placeOrder<T>(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  payload: OrderPayload,
  options: PlaceOrderOptions,
  storeWith: (tx: Database, order: OrderRecord, priced: PricedOrder) => Promise<T>,
): Promise<PlacedOrder<T>> {
  const priced = await priceOrderPayload(app, session, venue, payload, {
    paymentType: options.paymentType,
  });
  const placed = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const order = await createOrder({ ...app, db: tx }, session, venue, priced, {
      status: options.status,
      paymentStatus: options.paymentStatus,
    });
    return { order, priced, stored: await storeWith(tx, order, priced) };
  });
  // Announced once the order is stored for good, never from a transaction that may roll back.
  publishOrderPlaced(app, placed.order);
  return placed;
}
