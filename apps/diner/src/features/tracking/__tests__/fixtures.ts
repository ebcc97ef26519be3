import type { Order, OrderStatus, Session } from '@tabula/api-client';
import {
  company,
  counterSession,
  fullPlanFlags,
  homePageWith,
  outlet,
  recentOrder,
  registeredUser,
  loyalty,
  type HomePage,
} from '@test/fixtures/home-page';
import { fullDetails } from '@test/fixtures/orders';
import type { TrackingPageData } from '../utils/tracking-page-data';

/*
 * The track screen's fixtures: Kopi & Kaya Cafe's order A-042 (the shared recentOrder, id 7001),
 * filled in with the shared fullDetails (test/fixtures/orders): two lines, a surcharge, a coupon,
 * redeemed loyalty, a tip and a card payment.
 * Each parses with the contract's trackingPageSchema (fixtures.test.ts).
 */

/** The full details with nothing paid yet. */
export const unpaid: Order['order_details'] = { ...fullDetails, payments: [] };

/**
 * What staff gave back of the order's card payment (8.03): `refundedAmount` in one refund,
 * refunded in full when it is all of `paidAmount` (issue 30).
 */
export function refunded(refundedAmount: string, paidAmount = '8.03'): Order['refund'] {
  return {
    status: refundedAmount === paidAmount ? 'refunded' : 'partially_refunded',
    paid_amount: paidAmount,
    refunded_amount: refundedAmount,
    refunds: [{ amount: refundedAmount, created_at: '2026-11-21T02:30:00.000Z' }],
  };
}

/** The tracked order in a status, with the full details unless others are given. */
export function trackedOrder(status: OrderStatus, changes: Partial<Order> = {}): Order {
  return recentOrder(status, { order_details: fullDetails, ...changes });
}

/** The tracking page of a signed-in member at the counter, tracking order A-042. */
export function trackingPage(
  order: Order,
  changes: Partial<TrackingPageData> = {},
): TrackingPageData {
  return {
    user: registeredUser,
    session: counterSession,
    company,
    outlet,
    feature_flags: fullPlanFlags,
    loyalty,
    order,
    ...changes,
  };
}

/** The home page configuration beside it: same cafe and session, the order on the status bar. */
export function homePageFor(page: TrackingPageData, session: Session = page.session): HomePage {
  return homePageWith({
    user: page.user,
    session,
    company: page.company,
    outlet: page.outlet,
    feature_flags: page.feature_flags,
    loyalty: page.loyalty,
    recent_order: page.order,
  });
}
