import type { OrderPayload } from '@tabula/api-client';
import { createOrder, type CreateOrderOptions } from '../../../src/orders/create-order';
import type { OrderRecord } from '../../../src/orders/order-view';
import { priceOrderPayload } from '../../../src/orders/pricing/price-order-payload';
import { sessionVenue } from '../../../src/venue/venue-snapshots';
import type { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';
import { buildOrderPayload, type PayloadLine, type PayloadOptions } from './payload';
import { sessionOf } from '../../support/sessions';

/**
 * Places an order for the diner the way the payment calls do (priceOrderPayload, then
 * createOrder), without going through a payment: for tests that need an order to exist.
 */
export async function placeOrder(
  t: TestServer,
  diner: Diner,
  venue: 'cafe' | 'kuwait',
  lines: readonly PayloadLine[],
  options: PayloadOptions & Partial<CreateOrderOptions> = {},
): Promise<{ order: OrderRecord; payload: OrderPayload }> {
  const payload = await buildOrderPayload(t, diner, venue, lines, options);
  const session = await sessionOf(t, diner);
  const place = await sessionVenue(t.context, session);
  const priced = await priceOrderPayload(t.context, session, place, payload, {
    paymentType: payload.payment?.payment_type ?? null,
  });
  const order = await createOrder(t.context, session, place, priced, {
    status: options.status ?? 'unconfirmed',
    paymentStatus: options.paymentStatus ?? 'unpaid',
  });
  return { order, payload };
}
