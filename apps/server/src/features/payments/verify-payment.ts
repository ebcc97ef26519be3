import { payments as paymentCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import { expireStalePayment } from '../../payments/expire-stale-payment';
import { paymentDetailsView } from '../../payments/payment-details-view';
import { findOwnedPayment } from '../../payments/payment-store';

/**
 * POST /payments/verifications (B§7; B§4 Other providers: polled every 30 s by tmp_order_id):
 * the payment details of the diner's payment of that order. Another diner's order, or an order
 * without a payment, is a 404.
 */
export function registerVerifyPayment(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, paymentCalls.verify, 'session', async ({ body, session }) => {
    const found = await findOwnedPayment(app.db, session, { orderId: body.tmp_order_id });
    if (!found) throw notFound('Payment not found', 'payment_not_found');
    const payment = await expireStalePayment(app, found);
    return { payment_details: await paymentDetailsView(app.db, payment) };
  });
}
