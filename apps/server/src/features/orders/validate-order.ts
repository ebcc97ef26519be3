import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { sessionVenue } from '../../venue/venue-snapshots';
import { checkOrder } from '../../orders/place-order';

/**
 * POST /orders/validate (spec: A§7 and B§7, "cart validation returns data.validated"): prices the
 * payload exactly as placing it would, without storing anything.
 */
// our choice: a cart that passes answers data.validated true; a cart that does not is a 422 with
// the same text and error id placing it would get (out_of_stock_error,
// order_total_amount_mismatch, cart_items_not_in_menu, ...), so the app's error catalogue can
// show the specific popup rather than a bare false. The payment type is the payload's, if any: the
// app validates the cart before the diner chooses how to pay.
export function registerValidateOrder(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, endpoints.orders.validate, 'session', async ({ body, session }) => {
    const venue = await sessionVenue(app, session);
    await checkOrder(app, session, venue, body.order_details);
    return { data: { validated: true } };
  });
}
