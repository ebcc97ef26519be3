import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerAdyen } from './adyen/register';
import { registerCancelPayment } from './cancel-payment';
import { registerConnectedCard } from './connected-card/register';
import { registerMastercard } from './mastercard/register';
import { registerOpenPayment } from './open-payment-route';
import { registerGenericPayments } from './hosted-pages/generic-payments';
import { registerHostedPagePayments } from './hosted-pages/hosted-page-payments';
import { registerHostedPagesWebhook } from './hosted-pages/hosted-pages-webhook-route';
import { registerPayAtCashier } from './pay-at-cashier';
import { registerProviderModes } from './provider-mode-routes';
import { registerStripeDirect } from './stripe-direct/register';
import { registerUpdatePaymentStatus } from './update-payment-status';
import { registerVerifyPayment } from './verify-payment';

/**
 * The payment calls of B§7 for walk-in and dine-in pay-first orders: cash at the cashier, the
 * hosted-page providers (settled by the provider's signed notification, hosted-pages/) and Adyen, the generic partner payments,
 * the verification the app polls, the app's own payment status report and the diner's cancel of a
 * provider payment still in progress, and the diner's own payment still open; and the connected card provider (Stripe), through its
 * official SDK, settled by its signed notifications (connected-card/), and Stripe direct, a card
 * payment the browser completed at Stripe and the server checks there (stripe-direct/).
 */
export function registerPayments(server: FastifyInstance, app: AppContext): void {
  registerPayAtCashier(server, app);
  registerHostedPagePayments(server, app);
  registerProviderModes(server, app);
  registerAdyen(server, app);
  registerGenericPayments(server, app);
  registerHostedPagesWebhook(server, app);
  registerVerifyPayment(server, app);
  registerUpdatePaymentStatus(server, app);
  registerCancelPayment(server, app);
  registerOpenPayment(server, app);
  registerConnectedCard(server, app);
  registerMastercard(server, app);
  registerStripeDirect(server, app);
}
