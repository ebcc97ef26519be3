import type { OrderStatus } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { orders, sessions } from '../db/schema';
import type { SessionRecord } from '../session/session-store';
import type { CheckoutState } from '../session/checkout-state';
import type { Venue } from '../venue/venue';
import { nextOrderNumber, nextSapaadOrderId, outletDay } from './order-number';
import type { OrderRecord } from './order-view';
import type { PricedOrder } from './pricing/price-order-payload';
import { PRICING_KEY } from './pricing/stored-pricing';

/** How a new order starts. */
export interface CreateOrderOptions {
  /** unconfirmed until the POS confirms, or confirmed when the outlet auto-confirms (B§4). */
  status: OrderStatus;
  /** unpaid (cash at the cashier), pending (a provider's page is open) or paid. */
  paymentStatus: 'unpaid' | 'pending' | 'paid';
}

/**
 * Stores a priced order (spec: A§3 Order, B§4 place order) in one transaction: the outlet's
 * order number for the day, the next sapaad_order_id, the order row with the server's
 * order_details (and what priced it, for repriceOrder), and the session's checkout state:
 * last_order_id set, the applied coupon, promo codes and loyalty redemption cleared (they were
 * used by this order). Loyalty points are not debited here: the loyalty settlement does it when
 * the order is paid.
 */
export async function createOrder(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  priced: PricedOrder,
  options: CreateOrderOptions,
): Promise<OrderRecord> {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const orderNumber = await nextOrderNumber(tx, venue.outlet.id, outletDay(venue.timeZone, now));
    const sapaadOrderId = await nextSapaadOrderId(tx);
    const [row] = await tx
      .insert(orders)
      .values({
        companyId: venue.company.id,
        outletId: venue.outlet.id,
        tableId: session.tableId,
        userId: session.userId,
        sessionId: session.id,
        orderNumber,
        sapaadOrderId,
        status: options.status,
        eta: null,
        qrSource: priced.qrSource,
        dineMode: session.dineMode,
        isGroupOrder: false,
        details: { ...priced.details, [PRICING_KEY]: priced.pricing },
        totalAmount: priced.totalAmount,
        currency: venue.company.currency,
        paymentStatus: options.paymentStatus,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('order insert returned nothing');

    const [current] = await tx
      .select({ state: sessions.state })
      .from(sessions)
      .where(eq(sessions.id, session.id))
      .for('update');
    if (current) {
      const state: CheckoutState = { ...(current.state as CheckoutState), last_order_id: row.id };
      delete state.coupon_id;
      delete state.redeemed_points;
      delete state.promo_codes;
      // The coupon was used: the next order needs its code entered again.
      delete state.entered_coupons;
      await tx.update(sessions).set({ state, updatedAt: now }).where(eq(sessions.id, session.id));
    }
    return row;
  });
}
