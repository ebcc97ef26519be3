import type { CartItem, Order, SavedCard } from '@tabula/api-client';
import {
  homePage,
  kayaToast,
  kopi,
  loyalty,
  recentOrder,
  registeredUser,
  type HomePage,
} from '@test/fixtures/home-page';
import { icedModifier, orderDiscount, orderedCartItem, orderItem } from '@test/fixtures/orders';
import type { PastOrdersPage } from '../hooks/use-past-orders-page';
import type { ProfilePage } from '../hooks/use-profile-page';

/*
 * Past orders and profile answers of the shared cafe (test/fixtures/home-page), for the account
 * screens' tests. Every amount is what the server stored; the tests only format them.
 */

/** An iced kopi as its cart item carries it. */
export const icedKopiItem = (count = 1): CartItem =>
  orderedCartItem(kopi, 12, count, {
    groups: kopi.groups.map((group) => ({
      ...group,
      items: group.items.map((option) => ({
        ...option,
        selected: option.id === 2002,
        count: option.id === 2002 ? 1 : 0,
      })),
    })),
  });

/** Order A-041: two kaya toasts and an iced kopi, a coupon, 9% GST and a tip, 14 points. */
export const toastAndKopi: Order = recentOrder('delivered', {
  id: 7041,
  order_number: 'A-041',
  sapaad_order_id: 880041,
  created_at: '2026-11-20T08:15:00+08:00',
  eta: null,
  order_details: {
    ...recentOrder('delivered').order_details,
    cartItems: [orderedCartItem(kayaToast, 11, 2), icedKopiItem()],
    items: [
      orderItem({ id: kayaToast.id, name: 'Kaya Toast', quantity: 2, sub_total: '7.00' }),
      orderItem({
        id: kopi.id,
        name: 'Kopi',
        unit_price: '2.20',
        sub_total: '2.70',
        modifiers: [icedModifier],
        note: 'Less sugar',
      }),
    ],
    sub_total: '9.70',
    discounts: [
      orderDiscount({
        discount_id: 41,
        discount_name: 'WELCOME',
        discount_rate: '1.00',
        discountedAmount: '1.00',
      }),
    ],
    tax_total: '0.78',
    tips_amount: '1.00',
    total_amount: '10.48',
    earned_loyalty: '14',
  },
});

/** Order A-040: a kopi that is no longer on the menu (another item id), no points. */
export const retiredItemOrder: Order = recentOrder('delivered', {
  id: 7040,
  order_number: 'A-040',
  sapaad_order_id: null,
  created_at: '2026-11-19T08:15:00+08:00',
  eta: null,
  order_details: {
    ...recentOrder('delivered').order_details,
    cartItems: [
      orderedCartItem(kayaToast, 11, 1),
      orderedCartItem({ ...kopi, id: 999, name: 'Milo', groups: [] }, 12, 1),
    ],
    items: [
      orderItem({ id: kayaToast.id, name: 'Kaya Toast' }),
      orderItem({ id: 999, name: 'Milo', unit_price: '2.00', sub_total: '2.00' }),
    ],
    total_amount: '5.99',
  },
});

/** Group order T-7 at a table: the diner's kaya toast and a friend's kopi. */
export const groupOrder: Order = recentOrder('delivered', {
  id: 7039,
  order_number: 'T-7',
  sapaad_order_id: 880039,
  is_group_order: true,
  order_details: {
    ...recentOrder('delivered').order_details,
    cartItems: [orderedCartItem(kayaToast, 11, 1), { ...icedKopiItem(), customer: 777 }],
    items: [
      orderItem({ id: kayaToast.id, name: 'Kaya Toast' }),
      orderItem({ id: kopi.id, name: 'Kopi', unit_price: '2.20', sub_total: '2.70' }),
    ],
    is_tax_inclusive: true,
    total_amount: '6.20',
  },
});

/** The past-orders answer of the registered member. */
export function pastOrdersPage(changes: Partial<PastOrdersPage> = {}): PastOrdersPage {
  return {
    user: registeredUser,
    session: homePage.session,
    company: homePage.company,
    outlet: homePage.outlet,
    feature_flags: homePage.feature_flags,
    loyalty,
    past_orders: [toastAndKopi, retiredItemOrder, groupOrder],
    ...changes,
  };
}

/** The profile answer of the registered member. */
export function profilePage(changes: Partial<ProfilePage> = {}): ProfilePage {
  return {
    user: registeredUser,
    session: homePage.session,
    company: homePage.company,
    outlet: homePage.outlet,
    feature_flags: homePage.feature_flags,
    loyalty,
    ...changes,
  };
}

/** The member signed in at the counter. */
export const memberHomePage: HomePage = { ...homePage, user: registeredUser, loyalty };

/** Two saved cards. */
export const savedCards: SavedCard[] = [
  {
    id: 31,
    card_token: 'tok_visa',
    brand: 'visa',
    last4: '4242',
    card_last_4_digits: '4242',
    exp_month: 4,
    exp_year: 2099,
  },
  {
    id: 32,
    card_token: 'tok_mc',
    brand: 'mastercard',
    last4: '5454',
    card_last_4_digits: '5454',
    exp_month: 1,
    exp_year: 2020,
  },
];
