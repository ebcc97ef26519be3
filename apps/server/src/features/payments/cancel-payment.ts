import { payments as paymentCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import { paymentDetailsView } from '../../payments/payment-details-view';
import { findOwnedPayment, type PaymentRecord } from '../../payments/payment-store';
import { settlePayment } from '../../payments/settle-payment';
import { endingOutcome } from '../../card-payments/hosted-pages/hosted-page-ending';

/** The 409 of a payment that can no longer be voided, naming its status for the app. */
function settledConflict(payment: Pick<PaymentRecord, 'status'>) {
  return conflict(`This payment is already ${payment.status}`, 'payment_already_settled', {
    status: payment.status,
  });
}

/**
 * POST /payments/{reference}/cancel: the diner came back from a provider's page without paying
 * and voids that attempt, so the order stops blocking the next one (B§4: place order is disabled
 * while a recent order is pending) instead of waiting for the 665 s payment timeout (B§9).
 * our choice (the spec has a cancel notice for Apple Pay only, B§4):
 * - only the diner who started the payment may (404 otherwise, as verification); cash, which the
 *   cashier settles, is a 422;
 * - a payment in progress is abandoned and its order cancelled through the same settlement as
 *   the gateway's own answer, one conditional update in one transaction, so when the gateway
 *   approves at the same moment exactly one of the two wins: a payment the gateway settled first
 *   is refused with a 409 naming its status (paid, declined) and keeps it;
 * - a hosted page is closed at its provider first (hosted-pages/hosted-page.ts `endingOutcome`),
 *   so the voided attempt can no longer be paid there; when the diner paid there first, that
 *   settles the payment and the cancel is the 409;
 * - a payment already abandoned (cancelled before, left on the provider's page, or timed out)
 *   answers the same as the first cancel, so a retry is harmless.
 */
export function registerCancelPayment(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, paymentCalls.cancel, 'session', async ({ params, session }) => {
    const payment = await findOwnedPayment(app.db, session, { reference: params.reference });
    if (!payment) throw notFound('Payment not found', 'payment_not_found');
    if (payment.provider === 'cash') {
      throw unprocessable('A cash payment is settled at the cashier', 'payment_status_not_allowed');
    }
    let voided = payment;
    if (payment.status === 'in_progress') {
      const outcome = await endingOutcome(app, payment, 'abandoned');
      const result = await settlePayment(app, payment.reference, outcome);
      if (result.kind === 'not_found') throw notFound('Payment not found', 'payment_not_found');
      voided = result.payment;
    }
    if (voided.status !== 'abandoned') throw settledConflict(voided);
    return { payment_details: await paymentDetailsView(app.db, voided) };
  });
}
