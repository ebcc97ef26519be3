import { genericPayments as genericCalls, type genericPaymentBodySchema } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { contractRoute } from '../../../http/contract-route';
import { notFound, unprocessable } from '../../../http/http-error';
import type { SessionRecord } from '../../../session/session-store';
import { signPaymentToken } from '../../../payments/payment-token';
import { expireStalePayment } from '../../../payments/expire-stale-payment';
import { paymentDetailsView } from '../../../payments/payment-details-view';
import { paymentResult } from '../payment-result';
import { findOwnedPayment } from '../../../payments/payment-store';
import { startPayment } from '../start-payment';
import { hostedPagesSettings } from '../../../card-payments/hosted-pages/hosted-pages-settings';
import { hostedReturnUrl, methodTitle } from './hosted-page';

type GenericBody = z.output<typeof genericPaymentBodySchema>;

/**
 * Starts a generic (fintech partner) payment: places the order as payment_in_progress and
 * answers payment_payload, a token signed with the server's secret holding the reference,
 * amount, currency, return URL, merchant and method, keyed with the secret shared with the
 * partner (HOSTED_PAGES_SECRET), and payment_url, the partner's form address ({HOSTED_PAGES_URL}/v1/generic) (B§4
 * Other providers: "the returned payment_payload and payment_url are posted as a hidden form
 * field payment_token"). form_data carries the same field, { payment_token }.
 * our choice: the user block must be the session's diner (422 otherwise); the payment type must
 * be offered with a generic (or generic standalone) integration.
 */
async function startGeneric(
  app: AppContext,
  session: SessionRecord,
  body: GenericBody,
  standalone: boolean,
) {
  if (session.userId !== null && body.user.id !== session.userId) {
    throw unprocessable('This payment is for another customer', 'customer_mismatch');
  }
  const settings = hostedPagesSettings(app);
  const started = await startPayment(app, session, body.order_details, body.payment_type, {
    integration: standalone ? 'generic_standalone' : 'generic',
    standalone,
  });
  const { payment } = started;
  const token = signPaymentToken(settings.secret, {
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    return_url: hostedReturnUrl(app, payment),
    merchant: started.venue.company.name,
    method: methodTitle(started),
  });
  return {
    ...paymentResult(started, { formData: { payment_token: token } }),
    payment_payload: token,
    payment_url: `${settings.url}/v1/generic`,
  };
}

/** The payment details of the diner's own payment by reference; 404 for anyone else's. */
async function ownPaymentDetails(
  app: AppContext,
  session: SessionRecord,
  reference: string,
  paymentType?: string,
) {
  const found = await findOwnedPayment(app.db, session, { reference });
  if (!found || (paymentType !== undefined && found.provider !== paymentType)) {
    throw notFound('Payment not found', 'payment_not_found');
  }
  const payment = await expireStalePayment(app, found);
  return { payment_details: await paymentDetailsView(app.db, payment) };
}

/**
 * The generic payment calls of B§7: sapaad_payments/generic_payments/payments and
 * generic_standalone_payments/payments (order_details, user, payment_type; idempotent), and
 * their payment_status?reference_id checks (standalone adds payment_type), owner only.
 */
export function registerGenericPayments(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, genericCalls.pay, 'session', ({ body, session }) =>
    startGeneric(app, session, body, false),
  );
  contractRoute(server, app, genericCalls.payStandalone, 'session', ({ body, session }) =>
    startGeneric(app, session, body, true),
  );
  contractRoute(server, app, genericCalls.paymentStatus, 'session', ({ query, session }) =>
    ownPaymentDetails(app, session, query.reference_id),
  );
  contractRoute(
    server,
    app,
    genericCalls.standalonePaymentStatus,
    'session',
    ({ query, session }) => ownPaymentDetails(app, session, query.reference_id, query.payment_type),
  );
}
