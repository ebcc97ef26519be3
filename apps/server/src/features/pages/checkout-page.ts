import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loadCartPageFields } from './cart-page-fields';

/**
 * GET /pages/checkout (spec: A§7 and B§7; B§2 Checkout screen): the menu (for re-pricing the
 * cart), loyalty, payment methods, tips, promotions, the table's running order and the status
 * bar's order.
 */
export function registerCheckoutPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.checkout, 'session', async ({ session }) => {
    const { venue, fields } = await loadCartPageFields(app, session);
    return {
      ...fields,
      payment_types: venue.paymentTypes,
      tips: venue.company.has_tips ? venue.tips : [],
    };
  });
}
