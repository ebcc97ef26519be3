import { endpoints, type PosPaymentRefunds } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { orderPayments, refundView } from '../../refunds/order-payments';
import { paymentRefunds, refundPayment, type PaymentRefunds } from '../../refunds/refund-payment';
import { voidPayment } from '../../refunds/void-payment';
import { findPosOrder, posOrderOf } from './pos-orders-query';
import { posRoute } from '../../http/pos-route';

async function view(app: AppContext, found: PaymentRefunds): Promise<PosPaymentRefunds> {
  const { order, tableNumber } = await findPosOrder(app.db, found.payment.orderId);
  return {
    order: await posOrderOf(app.db, order, tableNumber),
    payment_reference: found.payment.reference,
    paid_amount: found.paidAmount,
    refundable_amount: found.refundableAmount,
    refunds: found.refunds.map((row) => refundView(row, found.payment.reference)),
  };
}

/**
 * Staff's refunds and voids of payments (issue 19; src/refunds): an order's payments (what the
 * console refunds or voids), a payment's refunds, a refund (all that is left or part of it) and
 * the void of a payment still in progress.
 */
export function registerPosRefundRoutes(server: FastifyInstance, app: AppContext): void {
  posRoute(server, app, endpoints.pos.orderPayments, ({ params, app: ctx }) =>
    orderPayments(ctx, params.id),
  );
  posRoute(server, app, endpoints.pos.paymentRefunds, async ({ params, app: ctx }) =>
    view(ctx, await paymentRefunds(ctx, params.reference)),
  );
  posRoute(server, app, endpoints.pos.refundPayment, async ({ params, body, staff, app: ctx }) =>
    view(ctx, await refundPayment(ctx, params.reference, body, staff)),
  );
  posRoute(server, app, endpoints.pos.voidPayment, async ({ params, app: ctx }) => {
    await voidPayment(ctx, params.reference);
    return view(ctx, await paymentRefunds(ctx, params.reference));
  });
}
