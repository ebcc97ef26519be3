import {
  payments as paymentCalls,
  type OrderPayload,
  type PaymentTypeName,
} from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { contractRoute } from '../../../http/contract-route';
import { unprocessable } from '../../../http/http-error';
import type { SessionRecord } from '../../../session/session-store';
import { paymentResult, type PaymentResult } from '../payment-result';
import { isMyFatoorahMode } from '../provider-modes';
import { startPayment } from '../start-payment';
import { openHostedPage } from './hosted-page';

/** Starts a hosted-page payment and answers the provider's page to send the browser to. */
async function startHostedPage(
  app: AppContext,
  session: SessionRecord,
  payload: OrderPayload,
  provider: PaymentTypeName,
): Promise<PaymentResult> {
  const started = await startPayment(app, session, payload, provider);
  return paymentResult(started, { pageUrl: await openHostedPage(app, started) });
}

/**
 * The hosted-page providers of B§7 (paytabs create_payment_page; pay_u, my_fatoorah, i_pay88,
 * fiserv, cc_avenue payment_pages): each prices the order with its provider (its card service
 * charge, B§9), places it as payment_in_progress and answers payment_page_url, the page the
 * hosted-page provider made for the payment (hosted-page.ts; B§4 "Redirect providers: the browser goes to the returned
 * payment_page_url"). pay_u's name and e-mail (B§5) are checked by the contract; MyFatoorah's
 * chosen payment mode must be one its payment_modes offers. Idempotent per Idempotency-Key.
 */
export function registerHostedPagePayments(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, paymentCalls.paytabsPaymentPage, 'session', ({ body, session }) =>
    startHostedPage(app, session, body.order_details, 'paytabs'),
  );
  contractRoute(server, app, paymentCalls.payUPaymentPage, 'session', ({ body, session }) =>
    startHostedPage(app, session, body.order_details, 'pay_u'),
  );
  contractRoute(server, app, paymentCalls.myFatoorahPaymentPage, 'session', ({ body, session }) => {
    if (!isMyFatoorahMode(body.order_details.myFatoorahSelectedPaymentMode)) {
      throw unprocessable(
        'This MyFatoorah payment mode is not available',
        'payment_mode_unavailable',
      );
    }
    return startHostedPage(app, session, body.order_details, 'my_fatoorah');
  });
  contractRoute(server, app, paymentCalls.iPay88PaymentPage, 'session', ({ body, session }) =>
    startHostedPage(app, session, body.order_details, 'i_pay88'),
  );
  contractRoute(server, app, paymentCalls.fiservPaymentPage, 'session', ({ body, session }) =>
    startHostedPage(app, session, body.order_details, 'fiserv'),
  );
  contractRoute(server, app, paymentCalls.ccAvenuePaymentPage, 'session', ({ body, session }) =>
    startHostedPage(app, session, body.order_details, 'cc_avenue'),
  );
}
