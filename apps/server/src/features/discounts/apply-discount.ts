import { endpoints, orderDetailsSchema, type OrderDiscount } from '@tabula/api-client';
import { canRemoveDiscount, discountTypeCode, toAmount } from '@tabula/engine';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { findOwnedOrder, type OrderRecord } from '../../orders/order-view';
import { RUNNING_STATUSES } from '../../session/running-order';
import { INVALID_PROMO_CODE } from '../../orders/pricing/order-coupons';
import { repriceOrder } from '../../orders/reprice-order';
import { sessionVenue } from '../../venue/venue-snapshots';
import { checkoutState, couponWasEntered, saveCheckoutState } from '../../session/checkout-state';
import { findCouponById, type Coupon } from '../../orders/pricing/coupon-store';

/** The order's discounts as stored. */
function discountsOf(order: OrderRecord): OrderDiscount[] {
  return orderDetailsSchema.parse(order.details).discounts;
}

/** A placed order of this diner that a coupon may still change: running and not paid. */
async function openOwnedOrder(
  app: AppContext,
  session: SessionRecord,
  orderId: number,
): Promise<OrderRecord | null> {
  const order = await findOwnedOrder(app.db, session, { id: orderId });
  if (!order) return null;
  if (order.paymentStatus === 'paid' || !RUNNING_STATUSES.includes(order.status as never)) {
    throw conflict("Order Discount Can't Be Applied", 'order_discount_locked', {
      status: order.status,
      payment_status: order.paymentStatus,
    });
  }
  return order;
}

/** The coupon as the cart's discounts list it before the order is priced. */
// our choice: discountedAmount is 0 until the order is priced (orders/validate or placement):
// the server has no cart before then; the app shows the engine's figure meanwhile.
function pendingDiscount(coupon: Coupon, precision: number): OrderDiscount {
  const { discount } = coupon;
  return {
    discount_id: discount.discount_id,
    discount_name: discount.discount_name,
    discount_type: discountTypeCode(discount.discount_type),
    discount_rate: discount.discount_rate,
    discountedAmount: toAmount('0', precision),
    maxdiscountableAmount: discount.maxdiscountableAmount ?? null,
    min_order_amount: discount.min_order_amount,
    on_total: discount.on_total,
    applied_from_pos: false,
    promotion_id: discount.promotion_id,
    applicable_on_dinein: discount.applicable_on_dinein ?? null,
  };
}

/**
 * POST /discounts/apply and /discounts/remove (spec: A§7 "apply and remove discount: calls
 * exist"; A§5 coupons). `order_id` names the order: when it is one of the diner's placed orders
 * still running and unpaid, the coupon is applied to (or removed from) that order, which is
 * priced again, and the answer is its discounts. Otherwise the coupon is for the order the diner
 * is building: it is kept in the session (coupon_id) and priced, against the cart, when the order
 * is validated or placed (a coupon under its min_order_amount is refused there with 'This coupon
 * can only be used for orders above {currency} {amount}!').
 */
// our choice: an order_id that is not one of the diner's orders reads as "no order yet", never
// as another diner's order: nothing of that order is read or changed.
// spec: A§5 a discount applied from the POS cannot be removed by the diner (422 pos_discount_locked).
export function registerApplyDiscount(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, endpoints.discounts.apply, 'session', async ({ body, session }) => {
    // A coupon whose code was not entered on this session is unknown to this diner.
    const coupon = couponWasEntered(session, body.discount_id)
      ? await findCouponById(app.db, session.companyId, body.discount_id)
      : null;
    if (!coupon) throw notFound(INVALID_PROMO_CODE, 'promo_code_invalid');
    const order = await openOwnedOrder(app, session, body.order_id);
    if (order) {
      const repriced = await repriceOrder(app, order, { dinerCouponId: coupon.row.id });
      return { discounts: discountsOf(repriced) };
    }
    const venue = await sessionVenue(app, session);
    await saveCheckoutState(app.db, session, {
      ...checkoutState(session),
      coupon_id: coupon.row.id,
    });
    return { discounts: [pendingDiscount(coupon, venue.company.decimal_precision)] };
  });

  contractRoute(server, app, endpoints.discounts.remove, 'session', async ({ body, session }) => {
    const order = await openOwnedOrder(app, session, body.order_id);
    if (order) {
      const current = discountsOf(order).find((d) => d.discount_id === body.discount_id);
      if (current && !canRemoveDiscount(current)) {
        throw unprocessable(
          'A discount applied by the restaurant cannot be removed',
          'pos_discount_locked',
        );
      }
      if (!current) return { discounts: discountsOf(order) };
      const repriced = await repriceOrder(app, order, { dinerCouponId: null });
      return { discounts: discountsOf(repriced) };
    }
    const state = checkoutState(session);
    if (state.coupon_id === body.discount_id) {
      const rest = { ...state };
      delete rest.coupon_id;
      await saveCheckoutState(app.db, session, rest);
      return { discounts: [] };
    }
    if (state.coupon_id === undefined) return { discounts: [] };
    const kept = await findCouponById(app.db, session.companyId, state.coupon_id);
    const venue = await sessionVenue(app, session);
    return { discounts: kept ? [pendingDiscount(kept, venue.company.decimal_precision)] : [] };
  });
}
