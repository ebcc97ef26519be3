import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import { INVALID_PROMO_CODE } from '../../orders/pricing/order-coupons';
import { rememberEnteredCoupon } from '../../session/checkout-state';
import { findCouponByCode } from '../../orders/pricing/coupon-store';

/**
 * GET /discounts/\{code\} (spec: A§7 and B§7): the coupon's discount fields (discount_name,
 * discount_type, discount_rate, min_order_amount, on_total, applied_from_pos, promotion_id,
 * discount_id) for an active coupon of the session's company; codes match without regard to
 * case. The session remembers the coupon as entered: only then may it be applied or named in an
 * order (issue 12). An unknown or inactive code is a 404 'Invalid promo code!' (A§5; the app shows the
 * server's text beside the coupon field, A§8 coupon error).
 */
export function registerLookupDiscount(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, endpoints.discounts.lookup, 'session', async ({ params, session }) => {
    const coupon = await findCouponByCode(app.db, session.companyId, params.code);
    if (!coupon) throw notFound(INVALID_PROMO_CODE, 'promo_code_invalid');
    await rememberEnteredCoupon(app.db, session, coupon.row.id);
    return coupon.discount;
  });
}
