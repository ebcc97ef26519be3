import type { PosDiscountBody } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import type { OrderRecord } from '../../orders/order-view';
import { repriceOrder } from '../../orders/reprice-order';
import { isOpenForPayment } from './pos-order-view';
import { publishOrderUpdatedByPos } from './pos-events';

/** The order staff are changing, refused (409) unless it is unpaid and will be served. */
async function openOrder(app: AppContext, orderId: number): Promise<OrderRecord> {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('This order does not exist', 'order_not_found');
  if (!isOpenForPayment(order)) {
    throw conflict(
      order.paymentStatus === 'paid'
        ? 'This order is already paid'
        : `This order cannot be changed now (${order.status.replaceAll('_', ' ')}, payment ${order.paymentStatus})`,
      order.paymentStatus === 'paid' ? 'order_already_paid' : 'order_not_open',
      { status: order.status, payment_status: order.paymentStatus },
    );
  }
  return order;
}

/**
 * Applies a discount from the POS to an unpaid order (a coupon code of the company, a
 * percentage, or an amount off), re-priced by the engine through repriceOrder with
 * applied_from_pos, then tells the order's followers: order_updated, updated_by 'pos'.
 *
 * @throws HttpError 404 unknown order, 409 paid or closed order, 422 what repriceOrder refuses
 */
// spec: A§6 POS staff can apply discounts; B§6 POS staff discounts; B§7 order_updated.
export async function applyPosDiscount(
  app: AppContext,
  orderId: number,
  body: PosDiscountBody,
): Promise<OrderRecord> {
  const order = await openOrder(app, orderId);
  const posDiscount =
    body.coupon_code !== undefined
      ? { kind: 'coupon' as const, code: body.coupon_code }
      : body.percent !== undefined
        ? { kind: 'percent' as const, rate: body.percent }
        : { kind: 'amount' as const, amount: body.amount ?? '0' };
  const repriced = await repriceOrder(app, order, { posDiscount });
  publishOrderUpdatedByPos(app, repriced);
  return repriced;
}

/**
 * Redeems the diner's loyalty points on an unpaid order from the POS (applied_from_pos), or
 * removes the redemption with "0", through repriceOrder, then publishes order_updated with
 * updated_by 'pos'.
 *
 * @throws HttpError 404 unknown order, 409 paid or closed order, 422 what repriceOrder refuses
 */
// spec: B§6 POS staff; B§6 "loyalty applied from the POS for another customer"; B§7 order_updated.
export async function applyPosLoyalty(
  app: AppContext,
  orderId: number,
  points: string,
): Promise<OrderRecord> {
  const order = await openOrder(app, orderId);
  const repriced = await repriceOrder(app, order, { posLoyaltyPoints: points });
  publishOrderUpdatedByPos(app, repriced);
  return repriced;
}
