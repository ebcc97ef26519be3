import type { ErrorId } from '../error-ids';

/** One row of a spec error table, written out by hand from A§8 and B§8, with its entries. */
export interface SpecRow {
  readonly source: string;
  readonly situation: string;
  readonly ids: readonly ErrorId[];
}

/** A§8's table, top to bottom. */
export const A8_ROWS: readonly SpecRow[] = [
  { source: 'A§8 row 1', situation: 'Generic', ids: ['generic'] },
  { source: 'A§8 row 2', situation: '401 on many calls', ids: ['unauthorized'] },
  { source: 'A§8 row 3', situation: "422 with message 'Multiple order'", ids: ['multiple_order'] },
  {
    source: 'A§8 row 4',
    situation: 'Order placement 422 or 500 out_of_stock_error',
    ids: ['items_unavailable'],
  },
  {
    source: 'A§8 row 5',
    situation: 'Other order placement failure with a table',
    ids: ['order_failed_at_table'],
  },
  {
    source: 'A§8 row 6',
    situation: 'Other order placement failure without a table',
    ids: ['order_failed_without_table'],
  },
  { source: 'A§8 row 7', situation: 'Verification failure with 404', ids: ['sign_up_required'] },
  { source: 'A§8 row 8', situation: 'OTP failure with a server message', ids: ['incorrect_otp'] },
  { source: 'A§8 row 9', situation: 'Any other sign-in error', ids: ['sign_in_failed'] },
  { source: 'A§8 row 10', situation: 'Loyalty sign-up failure', ids: ['loyalty_sign_up_failed'] },
  { source: 'A§8 row 11', situation: 'Loyalty fetch failure', ids: ['loyalty_fetch_failed'] },
  { source: 'A§8 row 12', situation: 'Coupon error', ids: ['coupon_error'] },
  {
    source: 'A§8 row 13',
    situation: 'Items in cart not in the current menu',
    ids: ['cart_items_not_in_menu'],
  },
  { source: 'A§8 row 14', situation: 'Empty cart (not dine_ot)', ids: ['cart_empty'] },
  { source: 'A§8 row 15', situation: 'Checkout configuration 401', ids: ['checkout_unauthorized'] },
  {
    source: 'A§8 row 16',
    situation: 'Cart validation failure or exception',
    ids: ['cart_validation_failed'],
  },
  {
    source: 'A§8 row 17',
    situation: 'Guest login without CSRF token',
    ids: ['csrf_token_missing'],
  },
  { source: 'A§8 row 18', situation: 'Profile load failure', ids: ['profile_load_failed'] },
  { source: 'A§8 row 19', situation: 'Order update failure', ids: ['order_update_failed'] },
];

/** A§8's "Other catalogued situations", in order. */
export const A8_OTHER: readonly SpecRow[] = [
  {
    source: 'A§8 other 1',
    situation: 'Not within the restaurant location',
    ids: ['not_in_restaurant_location'],
  },
  {
    source: 'A§8 other 2',
    situation: 'System configuration changed',
    ids: ['system_configuration_changed'],
  },
  { source: 'A§8 other 3', situation: 'Order cannot be reordered', ids: ['reorder_unavailable'] },
  { source: 'A§8 other 4', situation: 'Card deletion failure', ids: ['card_delete_failed'] },
  { source: 'A§8 other 5', situation: 'Menu unavailable', ids: ['menu_unavailable'] },
  { source: 'A§8 other 6', situation: 'Price-change warning', ids: ['price_changed'] },
  { source: 'A§8 other 7', situation: 'Unavailable-items overlay', ids: ['unavailable_items'] },
  {
    source: 'A§8 other 8',
    situation: 'Unable to add items, discounts applied by the restaurant',
    ids: ['pos_discount_blocks_items'],
  },
  {
    source: 'A§8 other 9',
    situation: 'Cannot modify an order already being prepared',
    ids: ['order_being_prepared'],
  },
  {
    source: 'A§8 other 10',
    situation: 'Loyalty redeemed by another user',
    ids: ['loyalty_redeemed_by_other_user'],
  },
  { source: 'A§8 other 11', situation: 'Invalid service type', ids: ['invalid_service_type'] },
];

/** B§8's table, top to bottom. */
export const B8_ROWS: readonly SpecRow[] = [
  {
    source: 'B§8 row 1',
    situation: "out_of_stock_error or 'Items are out of stock'",
    ids: ['items_unavailable'],
  },
  { source: 'B§8 row 2', situation: "'Another order exists'", ids: ['another_order_exists'] },
  {
    source: 'B§8 row 3',
    situation: 'payment_in_progress_group_user',
    ids: ['payment_in_progress_group_user'],
  },
  { source: 'B§8 row 4', situation: 'payment_in_progress', ids: ['table_payment_in_progress'] },
  {
    source: 'B§8 row 5',
    situation: 'Other order-placing failure',
    ids: ['order_placement_failed'],
  },
  {
    source: 'B§8 row 6',
    situation: 'Table check 422 key promotion_available',
    ids: ['join_blocked_by_promotion'],
  },
  {
    source: 'B§8 row 7',
    situation: "Join 422 'Payment for this table is being processed'",
    ids: ['table_payment_in_progress'],
  },
  { source: 'B§8 row 8', situation: 'Other join 422', ids: ['system_configuration_changed'] },
  { source: 'B§8 row 9', situation: 'Other join failure', ids: ['join_failed'] },
  { source: 'B§8 row 10', situation: 'Network failure on join', ids: ['join_network_error'] },
  { source: 'B§8 row 11', situation: 'Payment preference 409', ids: ['payment_preference_locked'] },
  {
    source: 'B§8 row 12',
    situation: 'Other payment preference failure',
    ids: ['payment_preference_failed'],
  },
  {
    source: 'B§8 row 13',
    situation: 'Cart validation failure or exception',
    ids: ['cart_validation_failed'],
  },
  { source: 'B§8 row 14', situation: 'Cash-only with dine_pf', ids: ['cash_only_dine_pf'] },
  { source: 'B§8 row 15', situation: 'Empty cart (not dine_ot)', ids: ['cart_empty'] },
  {
    source: 'B§8 row 16',
    situation: '401 on loading checkout config',
    ids: ['checkout_unauthorized'],
  },
  { source: 'B§8 row 17', situation: 'Order updated from POS', ids: ['order_updated_from_pos'] },
  {
    source: 'B§8 row 18',
    situation: 'Group order updated by another diner',
    ids: ['group_order_updated'],
  },
  { source: 'B§8 row 19', situation: 'Order update failure', ids: ['order_update_failed'] },
  { source: 'B§8 row 20', situation: 'Table updated from POS', ids: ['table_updated_from_pos'] },
  { source: 'B§8 row 21', situation: 'Table movement in progress', ids: ['table_moving'] },
  {
    source: 'B§8 row 22',
    situation: 'Loyalty redeemed by another user',
    ids: ['loyalty_redeemed_by_other_user'],
  },
  { source: 'B§8 row 23', situation: 'Loyalty fetch failure', ids: ['loyalty_fetch_failed'] },
  {
    source: 'B§8 row 24',
    situation: 'POS discount on dine_ot for an unpaid user',
    ids: ['pos_discount_blocks_items'],
  },
  {
    source: 'B§8 row 25',
    situation: 'Modifying an order being prepared',
    ids: ['order_being_prepared'],
  },
  {
    source: 'B§8 row 26',
    situation: 'Dining partner approval timeout',
    ids: ['join_approval_timeout'],
  },
  {
    source: 'B§8 row 27',
    situation: 'Split screen held by another member',
    ids: ['split_screen_occupied'],
  },
  {
    source: 'B§8 row 28',
    situation: 'Split item-wise coupon rejected',
    ids: ['coupon_exceeds_eligible_amount', 'coupon_below_minimum_order'],
  },
  { source: 'B§8 row 29', situation: 'Coupon error', ids: ['coupon_error'] },
  {
    source: 'B§8 row 30',
    situation: 'Promo code error',
    ids: ['promo_code_invalid', 'promo_code_error'],
  },
  {
    source: 'B§8 row 31',
    situation: 'Reorder with nothing or only part available',
    ids: ['reorder_unavailable'],
  },
];

/** B§8's "Payment failures" list, in order. */
export const B8_PAYMENT: readonly SpecRow[] = [
  { source: 'B§8 payment 1', situation: 'Card token error', ids: ['card_token_error'] },
  { source: 'B§8 payment 2', situation: 'Adyen failure', ids: ['adyen_payment_failed'] },
  {
    source: 'B§8 payment 3',
    situation: 'Stripe Connect: provider error, polling error, 180 s timeout, out_of_stock_error',
    ids: [
      'stripe_connect_failed',
      'stripe_connect_poll_failed',
      'stripe_connect_timeout',
      'items_unavailable',
    ],
  },
  {
    source: 'B§8 payment 4',
    situation: 'Google Pay card verification failure',
    ids: ['google_pay_card_verification_failed'],
  },
  {
    source: 'B§8 payment 5',
    situation: 'Google Pay authentication errors, each followed by the payment-failed error',
    ids: [
      'google_pay_auth_failed',
      'google_pay_unexpected_auth_response',
      'google_pay_auth_error',
      'google_pay_auth_timeout',
      'google_pay_payment_failed',
    ],
  },
  {
    source: 'B§8 payment 6',
    situation: 'order_total_amount_mismatch',
    ids: ['order_total_mismatch'],
  },
  {
    source: 'B§8 payment 7',
    situation: 'Mastercard or Apple Pay failure',
    ids: ['mastercard_payment_failed'],
  },
  {
    source: 'B§8 payment 8',
    situation: 'Apple Pay merchant validation empty or timed out',
    ids: ['apple_pay_session_aborted'],
  },
  {
    source: 'B§8 payment 9',
    situation: 'Generic payment payload failure',
    ids: ['generic_payment_failed'],
  },
  {
    source: 'B§8 payment 10',
    situation: 'Payment page timeout of 665 s',
    ids: ['payment_timeout'],
  },
  {
    source: 'B§8 payment 11',
    situation: 'Failing order summary fetch; no order',
    ids: ['order_summary_fetch_failed', 'no_order_found'],
  },
  {
    source: 'B§8 payment 12',
    situation: 'Price-changed box, unavailable items overlay, table-has-order dialog',
    ids: ['price_changed', 'unavailable_items', 'table_has_order'],
  },
];

/** Sources outside the §8 tables that an entry may also name. */
export const OTHER_SOURCES = [
  'A§7 page configuration',
  'B§7 page configuration',
  'B§4 payment selection',
];
