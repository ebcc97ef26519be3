import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { checkoutState, saveCheckoutState } from '../../session/checkout-state';

/**
 * DELETE /promotions/{id}/code: takes back the promo code checked for promotion {id} on this
 * session, so the pricing no longer offers that promotion (spec: A§5, "on rejection the discount
 * is removed"). The diner's Remove calls it, and so does the app when a checked code's promotion
 * cannot apply to the cart. Forgetting a code that was never checked changes nothing; either
 * way the answer is 204, so a retry is harmless.
 */
export function registerForgetPromoCode(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    endpoints.orders.forgetPromoCode,
    'session',
    async ({ params, session }) => {
      const state = checkoutState(session);
      const codes = state.promo_codes ?? [];
      const kept = codes.filter((code) => code.promotion_id !== params.id);
      if (kept.length === codes.length) return;
      await saveCheckoutState(app.db, session, { ...state, promo_codes: kept });
    },
  );
}
