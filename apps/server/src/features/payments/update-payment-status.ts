import { orders as orderCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import { findOwnedPayment } from '../../payments/payment-store';
import { settlePayment } from '../../payments/settle-payment';
import { endingOutcome } from '../../card-payments/hosted-pages/hosted-page-ending';

/**
 * PUT /payments/update_payment_status (B§7 "update payment status"; B§8 a failed or timed-out
 * payment is marked declined): the app reports that its payment failed. Only the diner who
 * started the payment may (404 otherwise).
 * our choice: the app may only report declined (an in-progress payment becomes declined and its
 * order rejected; a payment already declined or abandoned stays as it is) or in_progress (a
 * no-op while it is in progress). It can never mark a payment paid: only the gateway can (422).
 * A paid payment cannot be declined (409), nor can cash, which the cashier settles (422).
 */
export function registerUpdatePaymentStatus(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    orderCalls.updatePaymentStatus,
    'session',
    async ({ body, session }) => {
      const payment = await findOwnedPayment(app.db, session, { reference: body.reference_id });
      if (!payment) throw notFound('Payment not found', 'payment_not_found');
      if (body.status === 'paid') {
        throw unprocessable(
          'Only the payment provider can mark a payment paid',
          'payment_status_not_allowed',
        );
      }
      if (payment.provider === 'cash') {
        throw unprocessable(
          'A cash payment is settled at the cashier',
          'payment_status_not_allowed',
        );
      }
      if (payment.status === 'paid') {
        throw conflict('This payment is already paid', 'payment_already_settled');
      }
      if (body.status === 'in_progress') {
        if (payment.status !== 'in_progress') {
          throw conflict(`This payment is already ${payment.status}`, 'payment_already_settled');
        }
        return undefined;
      }
      if (payment.status !== 'in_progress') return undefined;
      const outcome = await endingOutcome(app, payment, 'declined');
      const result = await settlePayment(app, payment.reference, outcome);
      if (result.kind === 'already_settled' && result.payment.status === 'paid') {
        throw conflict('This payment is already paid', 'payment_already_settled');
      }
      return undefined;
    },
  );
}
