import type { Order, OrderDetails, OrderStatus, Session } from '@tabula/api-client';
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
} from '../../../../test/fixtures/home-page';
import type { TrackingPageData } from '../utils/tracking-page-data';

/*
 * The track screen's fixtures: Kopi & Kaya Cafe's order A-042 (the shared recentOrder, id 7001),
 * filled in with two lines, a surcharge, a coupon, redeemed loyalty, a tip and a card payment.
 * Each parses with the contract's trackingPageSchema (fixtures.test.ts).
 */

/** Order details with every row of the breakdown present: 9% GST on top. */
export const fullDetails: OrderDetails = {
  ...recentOrder('confirmed').order_details,
  items: [
    {
      id: 102,
      quantity: 2,
      note: 'Less sugar',
      modifiers: [
        {
          id: 2002,
          group_id: 1001,
          quantity: 1,
          name: 'Iced',
          unit_price: '0.50',
          sub_total: '1.00',
          items_modifer_group_item_id: 2002,
        },
      ],
      name: 'Kopi',
      unit_price: '2.20',
      sub_total: '5.40',
      image_url: null,
      discount: '0.00',
      is_free_item: false,
      order_item_id: null,
    },
    {
      id: 101,
      quantity: 1,
      note: null,
      modifiers: [],
      name: 'Kaya Toast',
      unit_price: '3.50',
      sub_total: '3.50',
      image_url: null,
      discount: '0.00',
      is_free_item: false,
      order_item_id: null,
    },
  ],
  note: 'No straws, please',
  sub_total: '8.90',
  tips_amount: '1.00',
  surcharges_breakdown: [
    {
      id: 4,
      name: 'Takeaway packaging',
      surcharge_type: 2,
      rate: '0.30',
      is_taxable: false,
      is_delivery_charge: false,
      applicable_on_dinein: false,
      tax_rate_id: null,
      tax_rate: null,
      amount: '0.30',
    },
  ],
  discounts: [
    {
      discount_id: 21,
      discount_name: 'WELCOME10',
      discount_type: 1,
      discount_rate: '10',
      discountedAmount: '0.89',
      maxdiscountableAmount: null,
      min_order_amount: null,
      on_total: true,
      applied_from_pos: false,
      promotion_id: null,
      applicable_on_dinein: null,
    },
    {
      discount_id: 22,
      discount_name: 'Staff treat',
      discount_type: 2,
      discount_rate: '1.00',
      discountedAmount: '1.00',
      maxdiscountableAmount: null,
      min_order_amount: null,
      on_total: true,
      applied_from_pos: true,
      promotion_id: null,
      applicable_on_dinein: null,
    },
  ],
  redeemed_loyalty: '1.00',
  earned_loyalty: '8',
  tax_total: '0.72',
  total_amount: '8.03',
  is_tax_inclusive: false,
  payments: [
    {
      id: 3,
      payment_type: 'stripe',
      amount: '8.03',
      name: 'Credit card',
      customer_id: 500,
      tip: '1.00',
    },
  ],
};

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
