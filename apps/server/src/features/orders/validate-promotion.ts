import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { checkoutState, saveCheckoutState } from '../../session/checkout-state';
import { sessionVenue } from '../../venue/venue-snapshots';

/**
 * POST /promotions/validate (spec: A§7 and B§7: code, company_id, customer_id, promotion_id,
 * promo_code_id; the answer has is_valid). A code is valid when the promotion is an active one of
 * the session's company, carries that promo code (id and code, without regard to case), and the
 * customer is the session's signed-in diner. A valid code unlocks its promotion for this
 * session's order (the pricing offers code promotions only once unlocked).
 */
// our choice: anything that does not hold answers is_valid false (the app shows 'Invalid promo
// code!', B§8), rather than a 4xx, so an id cannot be told apart from another company's.
export function registerValidatePromotion(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    endpoints.orders.validatePromotion,
    'session',
    async ({ body, session }) => {
      const venue = await sessionVenue(app, session);
      const promotion = venue.promotions.find((p) => p.id === body.promotion_id);
      const code = promotion?.coupon_codes.find((c) => c.id === body.promo_code_id);
      const valid =
        body.company_id === venue.company.id &&
        session.userId !== null &&
        body.customer_id === session.userId &&
        code?.code.trim().toUpperCase() === body.code.trim().toUpperCase();
      if (!valid || !promotion) return { is_valid: false };
      const state = checkoutState(session);
      const others = (state.promo_codes ?? []).filter((c) => c.promotion_id !== promotion.id);
      await saveCheckoutState(app.db, session, {
        ...state,
        promo_codes: [...others, { promotion_id: promotion.id, promo_code_id: code.id }],
      });
      return { is_valid: true };
    },
  );
}
