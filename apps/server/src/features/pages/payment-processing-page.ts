import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { dinerOrderOrNull } from '../../orders/diner-orders';
import { findOwnedOrder } from '../../orders/order-view';
import { paymentDetailsView } from '../../payments/payment-details-view';
import { findOwnedPayment } from '../../payments/payment-store';
import { loadPageBase } from '../../pages/page-base';
import { trackedOrder } from './page-orders';

/**
 * GET /pages/payment_processing (spec: A§7 and B§7, optional query invoice_id and type; B§3
 * Payment details; B§2 /payment-processing): the payment the app returned with and the order it
 * pays.
 * our choice: invoice_id is the payment reference the provider returned with; a reference that
 * is unknown or another diner's answers 404 (never telling the two apart), and one whose provider
 * differs from `type` too. Without invoice_id the page carries the tracked order and no payment.
 */
export function registerPaymentProcessingPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.paymentProcessing, 'session', async ({ session, query }) => {
    const { venue, base } = await loadPageBase(app, session);
    const loyalty = await loyaltyFor(app.db, venue, session);
    const precision = venue.company.decimal_precision;
    if (query.invoice_id === undefined) {
      const order = await trackedOrder(app.db, session);
      return {
        ...base,
        loyalty,
        order: await dinerOrderOrNull(app.db, order, precision),
        payment_details: null,
      };
    }
    const payment = await findOwnedPayment(app.db, session, { reference: query.invoice_id });
    if (!payment || (query.type !== undefined && payment.provider !== query.type)) {
      throw notFound('Payment not found', 'not_found');
    }
    const order = await findOwnedOrder(app.db, session, { id: payment.orderId });
    return {
      ...base,
      loyalty,
      order: await dinerOrderOrNull(app.db, order, precision),
      payment_details: await paymentDetailsView(app.db, payment),
    };
  });
}
