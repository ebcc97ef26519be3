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
