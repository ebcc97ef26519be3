import type { FeatureFlags, MenuItem, Promotion } from '@tabula/api-client';
import type { Cart, CartLine } from '@tabula/engine';
import type { OrderDetailsPage } from '../bill-source';

/*
 * A cafe for the cart screen's tests, shaped like the demo's Kopi & Kaya Cafe: SGD at 2 decimals,
 * 9% GST on top, a takeaway packaging charge at the counter, a free-item promotion, an order
 * promotion over 80.00 and a promo code.
 */

export const GST = { id: 1, name: 'GST', type: 'PERCENTAGE' as const, value: '9' };

export const ITEMS = { flatWhite: 104, kopi: 105, nasiLemak: 108, ondeh: 116 } as const;
export const CATEGORIES = { coffee: 131, mains: 14, desserts: 16 } as const;
export const PROMOTIONS = { freeOndeh: 6, tenPercentOver80: 7, welcome: 11 } as const;

function item(id: number, name: string, price: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    type: 'item',
    name,
    description: null,
    short_description: null,
    image_url: null,
    unit_price: price,
    final_price: null,
    tags: [],
    sequence_no: 1,
    is_popular: false,
    translations: { zh: { name: `${name} (zh)`, description: null } },
    groups: [],
    taxes: [GST],
    ...extra,
  };
}

const flatWhite = item(ITEMS.flatWhite, 'Flat white', '5.50', {
  groups: [
    {
      id: 202,
      name: 'Milk',
      minimum: 1,
      maximum: 1,
      has_quantity_selector: false,
      type: 'single_item',
      items: [
        { id: 302, name: 'Full cream', unit_price: '0.00', final_price: null, is_default: true },
        { id: 303, name: 'Oat milk', unit_price: '0.80', final_price: null, is_default: false },
      ],
    },
  ],
});

function promotion(
  fields: Partial<Promotion> & Pick<Promotion, 'id' | 'name' | 'action' | 'condition'>,
): Promotion {
  return { description: null, priority: 1, promo_type: 'basic', coupon_codes: [], ...fields };
}

const condition = {
  type: 'buys_specific_items' as const,
  include: null,
  exclude: null,
  min_qty: null,
  max_qty: null,
  min_price: null,
  bundle_discount: false,
};
const action = {
  value: null,
  max_discount_value: null,
  quantity: null,
  include: null,
  exclude: null,
  price_modifiers: null,
  bundle_discount: false,
  movement_type: null,
  surcharge: null,
};

export const CAFE_PROMOTIONS: Promotion[] = [
  promotion({
    id: PROMOTIONS.freeOndeh,
    name: 'Free ondeh-ondeh with two nasi lemak',
    priority: 6,
    condition: { ...condition, include: { items: [ITEMS.nasiLemak], categories: [] }, min_qty: 2 },
    action: {
      ...action,
      type: 'gets_free_item',
      quantity: 1,
      include: { items: [ITEMS.ondeh], categories: [] },
    },
  }),
  promotion({
    id: PROMOTIONS.tenPercentOver80,
    name: '10% off orders over 80.00',
    priority: 10,
    condition: { ...condition, type: 'buys_for_specific_amount', min_price: '80.00' },
    action: {
      ...action,
      type: 'gets_percent_discount_on_order',
      value: '10',
      max_discount_value: '15.00',
    },
  }),
  promotion({
    id: PROMOTIONS.welcome,
    name: 'Welcome: 5.00 off',
    priority: 11,
    promo_type: 'advanced',
    coupon_codes: [{ code: 'WELCOME5', id: 1 }],
    condition: { ...condition, type: 'buys_for_specific_amount', min_price: '30.00' },
    action: { ...action, type: 'gets_value_discount_on_order', value: '5.00' },
  }),
];

const flag = { enabled: true, metaData: null };
const FLAGS: FeatureFlags = {
  advertisements: flag,
  company_announcement: flag,
  marketing_announcement: flag,
  cart: flag,
  menu: flag,
  user: flag,
  search: flag,
  loyalty: flag,
  checkout: flag,
  onboarding_screen: flag,
  show_branding: { enabled: false, metaData: null },
  grouped_items_lite: { enabled: false, metaData: null },
  dineIn: flag,
};

/** A registered diner who is a loyalty member. */
export const MEMBER = {
  id: 7,
  name: 'Mei Ling',
  email: 'mei@example.com',
  phone_number: '91234567',
  dialing_code: '+65',
  company_id: 1,
  sapaad_customer_id: null,
  is_guest: false,
  has_loyalty: true,
  marketing_consent: false,
};

/** The member's loyalty: 120 points, at least 10 to redeem, no maximum, nothing redeemed. */
export const MEMBER_LOYALTY = {
  customer_loyalty: '120.00',
  min_redeem_value: '10',
  max_redeem_value: '0',
  // One point pays one unit here, so the bill tests read redeemed points as their money; the
  // loyalty tests give the cafe's real 0.10.
  point_value: '1',
  redeemedPoints: null,
  hasRedeemed: false,
  applied_from_pos: false,
  customer_id: 7,
};

/** The cafe's order-details page for a signed-in member at the walk-in counter. */
export function cafePage(overrides: Partial<OrderDetailsPage> = {}): OrderDetailsPage {
  return {
    user: MEMBER,
    session: {
      dine_mode: null,
      subscription_plan_id: 'sapaad_direct',
      table_id: null,
      sapaad_outlet_id: 5,
      qr_source: null,
      qr_type: 'walk-in',
      table_number: null,
      user_id: 7,
      order_id: null,
      location_id: 10,
      country_code: 'SG',
      currency: 'SGD',
      precision: 2,
    },
    company: {
      id: 1,
      name: 'Kopi & Kaya Cafe',
      announcement: null,
      brand_color: '#0F766E',
      logo: null,
      currency: 'SGD',
      country_code: 'SG',
      decimal_precision: 2,
      has_tips: true,
      website_url: null,
      domain_name: null,
      locale_data: { locales: ['en', 'zh'], default: 'en' },
      sms_info: { sms_module_status: false, sms_rules: { order_confirmed: false } },
      otp_settings: { email: true },
      configuration: { captcha_enabled: false, email: null, contact_number: null },
      loyalty_details: { enabled_for_walkin: true, enabled_for_dinein: true, is_discount: true },
    },
    outlet: {
      id: 5,
      announcement: null,
      service_type: 'eat_in_and_take_away',
      call_waiter_enabled: false,
      auto_confirm_enabled: false,
      checkout_mode: 'login_and_guest',
      open_tab_checkout_mode: 'login_and_guest',
      time_zone: 'Asia/Singapore',
      order_limits: {
        max_line_quantity: 50,
        max_order_items: 100,
        max_order_amount: null,
        max_tip_percent: '50',
      },
    },
    feature_flags: FLAGS,
    menu: {
      categories: [
        {
          id: CATEGORIES.coffee,
          name: 'Coffee',
          has_subcategory: false,
          schedules: null,
          items: [flatWhite, item(ITEMS.kopi, 'Kopi', '2.00')],
        },
        {
          id: CATEGORIES.mains,
          name: 'Mains',
          has_subcategory: false,
          schedules: null,
          items: [item(ITEMS.nasiLemak, 'Nasi lemak', '8.00')],
        },
        {
          id: CATEGORIES.desserts,
          name: 'Desserts',
          has_subcategory: false,
          schedules: null,
          items: [item(ITEMS.ondeh, 'Ondeh-ondeh', '2.50')],
        },
      ],
      taxes: [GST],
      surcharges: [
        {
          id: 2,
          name: 'Takeaway packaging',
          type: 'FIXED',
          value: '0.50',
          taxes: [GST],
          applicable_on_dinein: false,
          applicable_on_walkin: true,
          is_taxable: true,
          is_delivery_charge: true,
          tax_rate_id: GST.id,
          tax_rate: GST.value,
        },
      ],
      is_tax_inclusive: false,
    },
    out_of_stock_items: [],
    loyalty: MEMBER_LOYALTY,
    promotions: CAFE_PROMOTIONS,
    order: null,
    recent_order: null,
    ...overrides,
  };
}

/** A line of the diner's cart, at the menu's prices (as the engine's addItem makes it). */
export function line(
  id: string,
  itemId: number,
  count: number,
  fields: Partial<CartLine> = {},
): CartLine {
  const prices: Record<number, [string, number]> = {
    [ITEMS.flatWhite]: ['5.50', CATEGORIES.coffee],
    [ITEMS.kopi]: ['2.00', CATEGORIES.coffee],
    [ITEMS.nasiLemak]: ['8.00', CATEGORIES.mains],
    [ITEMS.ondeh]: ['2.50', CATEGORIES.desserts],
  };
  const [price, category] = prices[itemId] ?? ['1.00', CATEGORIES.coffee];
  return {
    id,
    item_id: itemId,
    category_id: category,
    count,
    unit_price: price,
    modifiers: [],
    taxes: [GST],
    last_updated_at: 1_000,
    ...fields,
  };
}

/** A cart of these lines. */
export function cartOf(...lines: CartLine[]): Cart {
  return { lines, updated_at: 1_000 };
}

/** An oat flat white: 5.50 + 0.80. */
export const OAT_FLAT_WHITE = (id: string, count = 1): CartLine =>
  line(id, ITEMS.flatWhite, count, {
    modifiers: [{ id: 303, group_id: 202, count: 1, unit_price: '0.80' }],
  });
