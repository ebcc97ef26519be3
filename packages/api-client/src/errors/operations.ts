/**
 * The situations a failed call happens in; {@link resolveError} picks a catalogue entry from
 * the error and the operation, since the same status means different things in different places
 * (a 404 from verification means sign-up, a 404 from tracking means go home).
 */
export const API_OPERATIONS = [
  // ordering
  'place_order',
  'make_payment',
  'order_update',
  'cart_validation',
  'coupon',
  'promo_code',
  // page configuration
  'checkout_config',
  'tracking_config',
  'order_summary',
  'page_config',
  // account
  'verify_user',
  'sign_in',
  'verify_otp',
  'guest_login',
  'profile_load',
  'profile_update',
  'card_delete',
  'loyalty_sign_up',
  'loyalty_fetch',
  'loyalty_redeem',
  // tables
  'table_status',
  'join_table',
  'payment_preference',
  'split_queue',
  'split_selection',
  'split_screen_hold',
  // payment providers
  'card_token',
  'stripe_connect_payment',
  'stripe_connect_poll',
  'stripe_payment',
  'adyen_payment',
  'mastercard_payment',
  'apple_pay',
  'apple_pay_merchant_validation',
  'google_pay',
  'google_pay_card_verification',
  'google_pay_authentication',
  'generic_payment',
  // anything else
  'other',
] as const;

/** One situation a call fails in, e.g. `'place_order'` or `'join_table'`. */
export type ApiOperation = (typeof API_OPERATIONS)[number];
