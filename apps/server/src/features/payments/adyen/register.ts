import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerAdyenReturn } from './adyen-return-route';
import { registerAdyenTransaction } from './adyen-transaction';
import { registerAdyenWebhook } from './adyen-webhook-route';

/**
 * Adyen (B§7 payments/adyen/v1) through its official SDK: the payment modes and the transaction,
 * the shopper's return from Adyen's redirect, and Adyen's HMAC-signed notifications.
 */
export function registerAdyen(server: FastifyInstance, app: AppContext): void {
  registerAdyenTransaction(server, app);
  registerAdyenReturn(server, app);
  registerAdyenWebhook(server, app);
}
