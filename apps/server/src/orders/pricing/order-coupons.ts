import type { Discount, OrderPayload } from '@tabula/api-client';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { checkoutState, couponWasEntered } from '../../session/checkout-state';
import { findCouponById } from './coupon-store';

/** The message for a coupon the company does not have (any more). spec: A§5 promo code messages. */
export const INVALID_PROMO_CODE = 'Invalid promo code!';

/**
 * The coupon this order takes, as the server stores it: the one the diner applied in this session
 * (discounts.apply), or the one the payload names in `discounts`, whose code the diner must have
 * entered on this session (GET /discounts/\{code\}). Only the coupon's id is read from the payload;
 * its type, rate, cap and minimum come from the database.
 *
 * @throws HttpError 422 promo_code_invalid for an unknown or inactive coupon, a diner claiming a
 * POS discount, or more than one coupon
 */
// our choice: at most one coupon per order (A§5: one order promotion per order; the coupon field
// is hidden once a promotion is applied).
export async function orderCoupons(
  db: Database,
  session: SessionRecord,
  companyId: number,
  payload: Pick<OrderPayload, 'discounts'>,
): Promise<Discount[]> {
  if (payload.discounts.some((discount) => discount.applied_from_pos)) {
    throw unprocessable(
      'A discount applied by the restaurant cannot be added by the diner',
      'promo_code_invalid',
    );
  }
  const sessionCoupon = checkoutState(session).coupon_id;
  const ids = [
    ...new Set([
      ...(sessionCoupon === undefined ? [] : [sessionCoupon]),
      ...payload.discounts.map((discount) => discount.discount_id),
    ]),
  ];
  if (ids.length > 1) {
    throw unprocessable('Only one coupon can be used per order', 'promo_code_invalid', {
      discount_ids: ids,
    });
  }
  const coupons: Discount[] = [];
  for (const id of ids) {
    // A coupon applies only when its code was entered on this session (issue 12).
    const coupon = couponWasEntered(session, id) ? await findCouponById(db, companyId, id) : null;
    if (!coupon) throw unprocessable(INVALID_PROMO_CODE, 'promo_code_invalid', { discount_id: id });
    coupons.push(coupon.discount);
  }
  return coupons;
}
