import { z } from 'zod';
import {
  advertisementSchema,
  companySchema,
  featureFlagsSchema,
  loyaltySchema,
  menuSchema,
  nonEmptyStringSchema,
  orderSchema,
  outOfStockItemSchema,
  outletSchema,
  paymentDetailsSchema,
  paymentTypeNameSchema,
  paymentTypeSchema,
  promotionSchema,
  sessionSchema,
  tableChoiceSchema,
  tipsSchema,
  urlSchema,
  userSchema,
} from '../schemas/index';
import { defineEndpoint } from './endpoint';

/*
 * spec: A§7 Page configuration and B§7 Page configuration. The configuration answers carry
 * user, session, company, outlet, menu (categories, surcharges, taxes, is_tax_inclusive),
 * out_of_stock_items, order, payment_types, tips, promotions, past_orders, loyalty, recent_order;
 * the feature flags (A§4) and the advertisements (A§3) travel with them.
 *
 * our choice: which page answers which field, by what its screen shows (A§2, B§2); see
 * docs/api.md ("Which page answers which field"). Every page answers the shared base below.
 */

/** The fields every configuration page answers: who, where, which company, and the feature flags. */
// our choice: the flags travel as feature_flags on every page, since every route guard reads them
// (A§2); user is null for a visitor.
export const pageBaseSchema = z.object({
  user: userSchema.nullable(),
  session: sessionSchema,
  company: companySchema,
  outlet: outletSchema,
  feature_flags: featureFlagsSchema,
});

const menuFields = {
  menu: menuSchema,
  out_of_stock_items: z.array(outOfStockItemSchema),
};

const loyaltyField = {
  /** The diner's loyalty; null for a visitor, a guest or a non-member. */
  loyalty: loyaltySchema.nullable(),
};

const paymentFields = {
  payment_types: z.array(paymentTypeSchema),
  tips: tipsSchema,
};

/** `/pages/home`: the menu with its advertisements and promotions, and the status bar's order. */
// spec: A§2 / (menu, search, advertisement carousel, categories, cart bar; order status bar)
export const homePageSchema = pageBaseSchema.extend({
  ...menuFields,
  ...loyaltyField,
  advertisements: z.array(advertisementSchema),
  promotions: z.array(promotionSchema),
  /** The diner's latest order, for the status bar; null when none is running. */
  recent_order: orderSchema.nullable(),
  /**
   * The question a scan of another table left waiting (issue 30): the diner is on an unpaid
   * open tab at `tab_table` and scanned `scanned_table`; null when nothing waits.
   */
  table_choice: tableChoiceSchema.nullable(),
});

/** `/pages/checkout`: what the payment screen needs. */
// spec: B§2 Checkout screen (order summary, coupon, tips, loyalty, payment methods, charges)
export const checkoutPageSchema = pageBaseSchema.extend({
  ...menuFields,
  ...loyaltyField,
  ...paymentFields,
  promotions: z.array(promotionSchema),
  /** The running dine-in order (the group's items); null away from a table. */
  order: orderSchema.nullable(),
  recent_order: orderSchema.nullable(),
});

/** `/pages/tracking`: the order being tracked. A 404 means there is none (the app goes to /). */
// spec: A§7 and B§7 (tracking configuration 404 leads to /); B§2 Track-order screen
export const trackingPageSchema = pageBaseSchema.extend({
  ...loyaltyField,
  order: orderSchema,
});

/** `/pages/profiles`: the signed-in diner's profile. Saved cards come from their own call. */
// spec: A§2 Profile screen
export const profilesPageSchema = pageBaseSchema.extend({
  ...loyaltyField,
  user: userSchema,
});

/** `/pages/past_orders`: the diner's past orders and loyalty card. */
// spec: A§7 (past orders come through the past-orders page configuration: past_orders)
export const pastOrdersPageSchema = pageBaseSchema.extend({
  ...loyaltyField,
  user: userSchema,
  past_orders: z.array(orderSchema),
});

/** `/pages/loyalty`: the loyalty widget's data. */
export const loyaltyPageSchema = pageBaseSchema.extend(loyaltyField);

/**
 * The captcha widget sign-in draws before Next (A§5): Cloudflare Turnstile's site key and the
 * address of its script (Cloudflare's, or a stand-in's).
 */
// our choice (issue 31): the spec names no captcha service; the server names the one its keys
// configure (docs/server.md, Sign-in).
export const captchaWidgetSchema = z.object({
  provider: z.literal('turnstile'),
  site_key: nonEmptyStringSchema,
  script_url: urlSchema,
});
/** The captcha widget sign-in draws. */
export type CaptchaWidget = z.infer<typeof captchaWidgetSchema>;

/**
 * `/pages/sign_in`: the base (the company carries the one-time code settings) and the captcha to
 * draw: null when sign-in asks none (the company's `captcha_enabled` is off, or the server has
 * no captcha service configured).
 */
export const signInPageSchema = pageBaseSchema.extend({ captcha: captchaWidgetSchema.nullable() });

/** `/pages/order_details`: the cart screen with the placed dine-in order. */
// spec: A§2 /order-details (placed dine-in items and the diner's own cart, charges)
export const orderDetailsPageSchema = pageBaseSchema.extend({
  ...menuFields,
  ...loyaltyField,
  promotions: z.array(promotionSchema),
  order: orderSchema.nullable(),
  recent_order: orderSchema.nullable(),
});

/** `/pages/scan_and_pay`: the read-only menu, the table bill and how to pay it. */
// spec: A§2 /menu (read-only menu in scan-and-pay); B§2 Split-bill screen and checkout
export const scanAndPayPageSchema = pageBaseSchema.extend({
  ...menuFields,
  ...loyaltyField,
  ...paymentFields,
  promotions: z.array(promotionSchema),
  /** The table bill; null when the table has no order. */
  order: orderSchema.nullable(),
});

/** `/pages/payment_processing`: the payment's result and the order it paid. */
// spec: B§3 Payment details (processing page); B§2 /payment-processing
// our choice: payment_details, null before the provider reports.
export const paymentProcessingPageSchema = pageBaseSchema.extend({
  ...loyaltyField,
  order: orderSchema.nullable(),
  payment_details: paymentDetailsSchema.nullable(),
});

/** The order summary (table bill): the order, or null for an empty table. */
// spec: B§2 Order summary (table bill); B§4 (no order leads to /)
export const orderSummaryPageSchema = pageBaseSchema.extend({
  order: orderSchema.nullable(),
});

/** The optional query of `/pages/payment_processing`. */
// spec: A§7 and B§7 (optional query invoice_id and type)
export const paymentProcessingQuerySchema = z.object({
  invoice_id: nonEmptyStringSchema.optional(),
  type: paymentTypeNameSchema.optional(),
});

const PAGE_SHAPE_CHOICE = 'response: which configuration fields this page answers';

/** The page configuration calls. */
export const pages = {
  home: defineEndpoint({
    name: 'pages.home',
    method: 'GET',
    path: '/pages/home',
    response: homePageSchema,
    source: 'A§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  checkout: defineEndpoint({
    name: 'pages.checkout',
    method: 'GET',
    path: '/pages/checkout',
    response: checkoutPageSchema,
    source: 'A§7 B§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  tracking: defineEndpoint({
    name: 'pages.tracking',
    method: 'GET',
    path: '/pages/tracking',
    response: trackingPageSchema,
    source: 'A§7 B§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  profiles: defineEndpoint({
    name: 'pages.profiles',
    method: 'GET',
    path: '/pages/profiles',
    response: profilesPageSchema,
    source: 'A§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  pastOrders: defineEndpoint({
    name: 'pages.pastOrders',
    method: 'GET',
    path: '/pages/past_orders',
    response: pastOrdersPageSchema,
    source: 'A§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  loyalty: defineEndpoint({
    name: 'pages.loyalty',
    method: 'GET',
    path: '/pages/loyalty',
    response: loyaltyPageSchema,
    source: 'A§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  signIn: defineEndpoint({
    name: 'pages.signIn',
    method: 'GET',
    path: '/pages/sign_in',
    response: signInPageSchema,
    source: 'A§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  orderDetails: defineEndpoint({
    name: 'pages.orderDetails',
    method: 'GET',
    path: '/pages/order_details',
    response: orderDetailsPageSchema,
    source: 'A§7 B§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  scanAndPay: defineEndpoint({
    name: 'pages.scanAndPay',
    method: 'GET',
    path: '/pages/scan_and_pay',
    response: scanAndPayPageSchema,
    source: 'A§7 B§7',
    choice: PAGE_SHAPE_CHOICE,
  }),
  paymentProcessing: defineEndpoint({
    name: 'pages.paymentProcessing',
    method: 'GET',
    path: '/pages/payment_processing',
    query: paymentProcessingQuerySchema,
    response: paymentProcessingPageSchema,
    source: 'A§7 B§7',
    choice: `${PAGE_SHAPE_CHOICE}; payment_details (B§3) added; query type is a payment type name`,
  }),
  orderSummary: defineEndpoint({
    name: 'pages.orderSummary',
    method: 'GET',
    path: '/pages/order_summary',
    response: orderSummaryPageSchema,
    source: 'A§7',
    choice: `path: the spec does not show it (A§7), /pages/order_summary follows the other pages; ${PAGE_SHAPE_CHOICE}`,
  }),
} as const;
