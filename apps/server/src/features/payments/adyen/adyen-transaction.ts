import { payments as paymentCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { unprocessable } from '../../http/http-error';
import { paymentResult, sandboxPageUrl } from './payment-result';
import { isAdyenMethod } from './provider-modes';
import { startPayment } from './start-payment';

/**
 * POST payments/adyen/v1/transactions (B§7: payment_method and order_details, response
 * data.action): places the order as payment_in_progress and answers Adyen's next action, a
 * redirect to the sandbox page (our choice: Adyen's redirect action shape, type redirect, method
 * GET, url), with payment_page_url beside it. The payment method must be one the payment modes
 * offer. Idempotent per Idempotency-Key.
 */
export function registerAdyenTransaction(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    paymentCalls.adyenTransaction,
    'session',
    async ({ body, session }) => {
      if (!isAdyenMethod(body.payment_method.type)) {
        throw unprocessable(
          'This Adyen payment method is not available',
          'payment_mode_unavailable',
        );
      }
      const started = await startPayment(app, session, body.order_details, 'adyen');
      const url = sandboxPageUrl(app, started.payment.reference);
      return {
        ...paymentResult(started, { pageUrl: url }),
        data: {
          action: {
            type: 'redirect',
            method: 'GET',
            url,
            paymentMethodType: body.payment_method.type,
          },
        },
      };
    },
  );
}
