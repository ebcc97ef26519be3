import { payments as paymentCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { paymentResult } from './payment-result';
import { startPayment } from './start-payment';

/**
 * POST /payments/pay_at_cashier (B§7; B§4 "Cash: the order is posted to the cashier path"): places
 * the order to be paid in cash at the counter. It is unconfirmed ('waiting for payment', A§4)
 * until the cashier records the payment in the POS. Refused at a table (B§4, B§8 cash-only with
 * dine_pf) and with loyalty redeemed (B§4). Idempotent per Idempotency-Key.
 */
export function registerPayAtCashier(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, paymentCalls.payAtCashier, 'session', async ({ body, session }) => {
    const started = await startPayment(app, session, body.order_details, 'cash');
    return paymentResult(started);
  });
}
