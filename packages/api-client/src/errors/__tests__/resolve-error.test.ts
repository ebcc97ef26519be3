import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../http/api-error';
import { ERROR_CATALOGUE } from '../error-catalogue';
import { ERROR_IDS, type ErrorId } from '../error-ids';
import type { ApiOperation } from '../operations';
import { type ErrorContext, resolveError } from '../resolve-error';

/** An http ApiError as the client builds it from an error answer. */
function http(
  status: number,
  body: { id?: string; text?: string; details?: Record<string, unknown> } = {},
): ApiError {
  return new ApiError({
    kind: 'http',
    endpoint: 'test.call',
    path: '/test',
    status,
    errorId: body.id ?? null,
    serverMessage: body.text ?? null,
    details: body.details ?? null,
  });
}

/** An ApiError of a call that got no answer or a broken one. */
function failed(kind: Exclude<ApiErrorKind, 'http'>): ApiError {
  return new ApiError({ kind, endpoint: 'test.call', path: '/test' });
}

const on = (
  operation: ApiOperation,
  extra: Omit<ErrorContext, 'operation'> = {},
): ErrorContext => ({
  operation,
  ...extra,
});

interface Case {
  readonly name: string;
  readonly error: unknown;
  readonly context: ErrorContext;
  readonly id: ErrorId;
  readonly serverMessage?: string | null;
}

/** Failed calls, each built as the client would, and the entry each must resolve to. */
const CASES: readonly Case[] = [
  { name: 'a 500 elsewhere', error: http(500), context: on('other'), id: 'generic' },
  {
    name: 'a TypeError on a page',
    error: new TypeError('x is undefined'),
    context: on('page_config'),
    id: 'generic',
  },
  {
    name: 'a 401 on an order update',
    error: http(401, { text: 'Session expired' }),
    context: on('order_update'),
    id: 'unauthorized',
    serverMessage: 'Session expired',
  },
  {
    name: 'a 401 on loyalty sign-up',
    error: http(401),
    context: on('loyalty_sign_up'),
    id: 'unauthorized',
    serverMessage: null,
  },
  {
    name: "422 'Multiple order'",
    error: http(422, { text: 'Multiple order' }),
    context: on('place_order', { hasTable: true }),
    id: 'multiple_order',
  },
  {
    name: "422 'multiple order.' on guest login",
    error: http(422, { text: ' multiple order. ' }),
    context: on('guest_login'),
    id: 'multiple_order',
  },
  {
    name: 'no CSRF token on guest login',
    error: failed('csrf_missing'),
    context: on('guest_login'),
    id: 'csrf_token_missing',
  },
  {
    name: 'a cancelled call',
    error: failed('aborted'),
    context: on('place_order'),
    id: 'request_cancelled',
  },
  {
    name: 'tracking 404',
    error: http(404),
    context: on('tracking_config'),
    id: 'tracking_not_found',
  },
  { name: 'tracking 500', error: http(500), context: on('tracking_config'), id: 'generic' },
  {
    name: 'other join 422',
    error: http(422, { text: 'Table closed' }),
    context: on('join_table'),
    id: 'system_configuration_changed',
  },
  {
    name: 'placement 422 out_of_stock_error',
    error: http(422, { id: 'out_of_stock_error' }),
    context: on('place_order', { hasTable: true }),
    id: 'items_unavailable',
  },
  {
    name: 'placement 500 out_of_stock_error',
    error: http(500, { id: 'out_of_stock_error' }),
    context: on('place_order'),
    id: 'items_unavailable',
  },
  {
    name: "'Items are out of stock' on payment",
    error: http(400, { text: 'Items are out of stock' }),
    context: on('make_payment'),
    id: 'items_unavailable',
  },
  {
    name: 'Stripe Connect out_of_stock_error',
    error: http(422, { id: 'out_of_stock_error' }),
    context: on('stripe_connect_payment'),
    id: 'items_unavailable',
  },
  {
    name: 'placement failure at a table',
    error: http(500),
    context: on('place_order', { hasTable: true }),
    id: 'order_failed_at_table',
  },
  {
    name: 'placement failure with qr_source dine_pf',
    error: failed('network'),
    context: on('place_order', { qrSource: 'dine_pf' }),
    id: 'order_failed_at_table',
  },
  {
    name: 'placement failure without a table',
    error: http(500),
    context: on('place_order', { hasTable: false }),
    id: 'order_failed_without_table',
  },
  {
    name: 'placement failure in a default session',
    error: http(503),
    context: on('place_order', { qrSource: null }),
    id: 'order_failed_without_table',
  },
  {
    name: 'hasTable wins over qrSource',
    error: http(500),
    context: on('place_order', { hasTable: false, qrSource: 'dine_ot' }),
    id: 'order_failed_without_table',
  },
  {
    name: 'placement failure, table unknown',
    error: http(500),
    context: on('place_order'),
    id: 'order_placement_failed',
  },
  {
    name: 'Make Payment failure',
    error: http(500),
    context: on('make_payment'),
    id: 'order_placement_failed',
  },
  {
    name: "'Another order exists'",
    error: http(422, { text: 'Another order exists' }),
    context: on('make_payment'),
    id: 'another_order_exists',
    serverMessage: 'Another order exists',
  },
  {
    name: 'cart validation network failure',
    error: failed('network'),
    context: on('cart_validation'),
    id: 'cart_validation_failed',
  },
  {
    name: 'cart validation exception',
    error: new RangeError('bad'),
    context: on('cart_validation'),
    id: 'cart_validation_failed',
  },
  {
    name: 'checkout configuration 401',
    error: http(401, { text: 'Please sign in' }),
    context: on('checkout_config'),
    id: 'checkout_unauthorized',
    serverMessage: 'Please sign in',
  },
  {
    name: 'checkout configuration 500',
    error: http(500),
    context: on('checkout_config'),
    id: 'generic',
  },
  {
    name: 'order update 500',
    error: http(500),
    context: on('order_update'),
    id: 'order_update_failed',
  },
  {
    name: 'card delete 500',
    error: http(500),
    context: on('card_delete'),
    id: 'card_delete_failed',
  },
  {
    name: 'verification 404',
    error: http(404),
    context: on('verify_user'),
    id: 'sign_up_required',
  },
  {
    name: 'verification 422',
    error: http(422, { text: 'Invalid number' }),
    context: on('verify_user'),
    id: 'sign_in_failed',
  },
  { name: 'verification 401', error: http(401), context: on('verify_user'), id: 'sign_in_failed' },
  {
    name: 'wrong code 422',
    error: http(422, { text: 'Invalid OTP' }),
    context: on('verify_otp'),
    id: 'incorrect_otp',
  },
  {
    name: 'wrong code 401',
    error: http(401, { text: 'Invalid OTP' }),
    context: on('verify_otp'),
    id: 'incorrect_otp',
  },
  {
    name: 'code check 401 without text',
    error: http(401),
    context: on('verify_otp'),
    id: 'sign_in_failed',
  },
  {
    name: 'code check 500',
    error: http(500, { text: 'boom' }),
    context: on('verify_otp'),
    id: 'sign_in_failed',
  },
  { name: 'sign-in 500', error: http(500), context: on('sign_in'), id: 'sign_in_failed' },
  { name: 'guest login 401', error: http(401), context: on('guest_login'), id: 'sign_in_failed' },
  {
    name: 'loyalty sign-up 422',
    error: http(422),
    context: on('loyalty_sign_up'),
    id: 'loyalty_sign_up_failed',
  },
  {
    name: 'loyalty fetch network',
    error: failed('network'),
    context: on('loyalty_fetch'),
    id: 'loyalty_fetch_failed',
  },
  { name: 'loyalty redeem 500', error: http(500), context: on('loyalty_redeem'), id: 'generic' },
  {
    name: 'profile load broken answer',
    error: failed('invalid_response'),
    context: on('profile_load'),
    id: 'profile_load_failed',
  },
  { name: 'profile update 500', error: http(500), context: on('profile_update'), id: 'generic' },
  {
    name: 'coupon 404 with text',
    error: http(404, { text: 'Coupon expired' }),
    context: on('coupon'),
    id: 'coupon_error',
    serverMessage: 'Coupon expired',
  },
  {
    name: 'coupon timeout',
    error: failed('timeout'),
    context: on('coupon'),
    id: 'coupon_error',
    serverMessage: null,
  },
  {
    name: 'coupon with promotion_available is still a coupon error',
    error: http(422, { id: 'promotion_available' }),
    context: on('coupon'),
    id: 'coupon_error',
  },
  { name: 'promo code 422', error: http(422), context: on('promo_code'), id: 'promo_code_invalid' },
  { name: 'promo code 500', error: http(500), context: on('promo_code'), id: 'promo_code_error' },
  {
    name: 'promo code malformed answer',
    error: failed('malformed_json'),
    context: on('promo_code'),
    id: 'promo_code_error',
  },
  {
    name: 'payment_in_progress_group_user',
    error: http(422, { id: 'payment_in_progress_group_user' }),
    context: on('place_order', { hasTable: true }),
    id: 'payment_in_progress_group_user',
  },
  {
    name: 'pos_discount_applied on adding items to a tab',
    error: http(422, { id: 'pos_discount_applied' }),
    context: on('order_update', { hasTable: true }),
    id: 'pos_discount_blocks_items',
  },
  {
    name: 'order_being_prepared on adding items to a tab',
    error: http(422, { id: 'order_being_prepared' }),
    context: on('order_update', { hasTable: true }),
    id: 'order_being_prepared',
  },
  {
    name: 'member_already_paid on paying the tab again',
    error: http(409, { id: 'member_already_paid' }),
    context: on('place_order', { hasTable: true }),
    id: 'member_already_paid',
  },
  {
    name: 'member_already_paid on saving the preference stays the preference 409',
    error: http(409, { id: 'member_already_paid' }),
    context: on('payment_preference'),
    id: 'payment_preference_locked',
  },
  {
    name: 'split_slot_taken on claiming an equal split',
    error: http(409, { id: 'split_slot_taken', details: { queue: [] } }),
    context: on('split_queue', { hasTable: true }),
    id: 'split_slot_taken',
  },
  {
    name: 'split_part_taken on paying a part, whichever provider',
    error: http(409, { id: 'split_part_taken' }),
    context: on('generic_payment', { hasTable: true }),
    id: 'split_part_taken',
  },
  {
    name: "the diner's own open payment, on a split part or a tab, whichever provider",
    error: http(409, { id: 'own_payment_open', details: { reference: 'sc_41_1' } }),
    context: on('stripe_connect_payment', { hasTable: true }),
    id: 'own_payment_open',
  },
  {
    name: 'another 409 on saving a selection is a part taken',
    error: http(409, { id: 'split_part_paying' }),
    context: on('split_selection'),
    id: 'split_part_taken',
  },
  {
    name: 'a 500 on saving a selection is the generic error',
    error: http(500),
    context: on('split_selection'),
    id: 'generic',
  },
  {
    name: 'manual_split_screen_occupied on saving a selection',
    error: http(409, { id: 'manual_split_screen_occupied' }),
    context: on('split_selection'),
    id: 'split_screen_occupied',
  },
  {
    name: 'a 409 on holding the item-wise screen',
    error: http(409, { id: 'split_not_manual' }),
    context: on('split_screen_hold'),
    id: 'split_screen_occupied',
  },
  {
    name: 'a 500 on holding the item-wise screen',
    error: http(500),
    context: on('split_screen_hold'),
    id: 'generic',
  },
  {
    name: 'split_already_done on saving the preference',
    error: http(409, { id: 'split_already_done' }),
    context: on('payment_preference'),
    id: 'payment_preference_locked',
  },
  {
    name: 'split_already_done elsewhere is still the preference 409',
    error: http(409, { id: 'split_already_done' }),
    context: on('other'),
    id: 'payment_preference_locked',
  },
  {
    name: 'coupon_unavailable on paying a part',
    error: http(422, { id: 'coupon_unavailable' }),
    context: on('generic_payment', { hasTable: true }),
    id: 'coupon_unavailable',
  },
  {
    name: 'coupon_below_minimum_order on paying a part',
    error: http(422, { id: 'coupon_below_minimum_order', details: { amount: '50.00' } }),
    context: on('generic_payment', { hasTable: true }),
    id: 'coupon_below_minimum_order',
  },
  {
    name: 'coupon_exceeds_eligible_amount on paying a part',
    error: http(422, { id: 'coupon_exceeds_eligible_amount', details: { amount: '7.38' } }),
    context: on('generic_payment', { hasTable: true }),
    id: 'coupon_exceeds_eligible_amount',
  },
  {
    name: 'payment_in_progress',
    error: http(422, { id: 'payment_in_progress' }),
    context: on('place_order', { hasTable: true }),
    id: 'table_payment_in_progress',
  },
  {
    name: "join 422 'Payment for this table is being processed'",
    error: http(422, { text: 'Payment for this table is being processed' }),
    context: on('join_table'),
    id: 'table_payment_in_progress',
  },
  {
    name: 'table check 422 promotion_available',
    error: http(422, { id: 'promotion_available' }),
    context: on('table_status'),
    id: 'join_blocked_by_promotion',
  },
  { name: 'table check 500', error: http(500), context: on('table_status'), id: 'generic' },
  { name: 'join 500', error: http(500), context: on('join_table'), id: 'join_failed' },
  {
    name: 'join broken answer',
    error: failed('invalid_response'),
    context: on('join_table'),
    id: 'join_failed',
  },
  {
    name: 'join network failure',
    error: failed('network'),
    context: on('join_table'),
    id: 'join_network_error',
  },
  {
    name: 'join timeout',
    error: failed('timeout'),
    context: on('join_table'),
    id: 'join_network_error',
  },
  {
    name: 'payment preference 409',
    error: http(409),
    context: on('payment_preference'),
    id: 'payment_preference_locked',
  },
  {
    name: 'payment preference 500',
    error: http(500),
    context: on('payment_preference'),
    id: 'payment_preference_failed',
  },
  {
    name: 'card token provider error',
    error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    context: on('card_token'),
    id: 'card_token_error',
    serverMessage: 'Your card number is incomplete.',
  },
  {
    name: 'card token program error',
    error: new Error('secret stack detail'),
    context: on('card_token'),
    id: 'card_token_error',
    serverMessage: null,
  },
  { name: 'Adyen 500', error: http(500), context: on('adyen_payment'), id: 'adyen_payment_failed' },
  {
    name: 'Stripe Connect provider error',
    error: { message: 'Your card was declined.' },
    context: on('stripe_connect_payment'),
    id: 'stripe_connect_failed',
    serverMessage: 'Your card was declined.',
  },
  {
    name: 'Stripe Connect relayed error',
    error: http(422, { text: 'Card declined' }),
    context: on('stripe_connect_payment'),
    id: 'stripe_connect_failed',
    serverMessage: 'Card declined',
  },
  {
    name: 'Stripe Connect polling network',
    error: failed('network'),
    context: on('stripe_connect_poll'),
    id: 'stripe_connect_poll_failed',
  },
  {
    name: 'Stripe direct intent not completed',
    error: http(422, { id: 'stripe_payment_incomplete', text: 'Your card was declined.' }),
    context: on('stripe_payment'),
    id: 'card_token_error',
    serverMessage: 'Your card was declined.',
  },
  {
    name: 'Stripe direct amount refunded',
    error: http(422, { id: 'stripe_amount_mismatch', text: 'The amount charged differs' }),
    context: on('stripe_payment'),
    id: 'stripe_amount_mismatch',
  },
  {
    name: 'Stripe direct provider unreachable',
    error: http(502, { id: 'stripe_unavailable' }),
    context: on('stripe_payment'),
    id: 'stripe_payment_failed',
  },
  {
    name: 'Stripe direct sold out',
    error: http(422, { id: 'out_of_stock_error' }),
    context: on('stripe_payment'),
    id: 'items_unavailable',
  },
  {
    name: 'Google Pay card verification 422',
    error: http(422),
    context: on('google_pay_card_verification'),
    id: 'google_pay_card_verification_failed',
  },
  {
    name: 'Google Pay authentication 500',
    error: http(500),
    context: on('google_pay_authentication'),
    id: 'google_pay_auth_error',
  },
  {
    name: 'Google Pay authentication timeout',
    error: failed('timeout'),
    context: on('google_pay_authentication'),
    id: 'google_pay_auth_timeout',
  },
  {
    name: 'Google Pay payment 500',
    error: http(500),
    context: on('google_pay'),
    id: 'google_pay_payment_failed',
  },
  {
    name: 'order_total_amount_mismatch',
    error: http(422, { id: 'order_total_amount_mismatch' }),
    context: on('make_payment'),
    id: 'order_total_mismatch',
  },
  {
    name: 'orders_total_amount_mismatch',
    error: http(422, { id: 'orders_total_amount_mismatch' }),
    context: on('google_pay'),
    id: 'order_total_mismatch',
  },
  {
    name: 'too many codes on verification',
    error: http(429, { id: 'otp_send_limit', text: 'Too many codes' }),
    context: on('verify_user'),
    id: 'otp_send_limit',
  },
  {
    name: 'too many codes on resend',
    error: http(429, { id: 'otp_send_limit' }),
    context: on('sign_in'),
    id: 'otp_send_limit',
  },
  {
    name: 'a sign-in code the mail server refused',
    error: http(503, { id: 'message_not_sent' }),
    context: on('verify_user'),
    id: 'message_not_sent',
  },
  {
    name: 'an invoice e-mail the mail server refused',
    error: http(503, { id: 'message_not_sent' }),
    context: on('other'),
    id: 'message_not_sent',
  },
  {
    name: 'a verification without a captcha token',
    error: http(400, { id: 'captcha_required' }),
    context: on('other'),
    id: 'captcha_failed',
  },
  {
    name: 'a spent or expired captcha token',
    error: http(400, { id: 'captcha_invalid' }),
    context: on('other'),
    id: 'captcha_failed',
  },
  {
    name: 'Turnstile not answering',
    error: http(503, { id: 'captcha_unavailable' }),
    context: on('other'),
    id: 'captcha_unavailable',
  },
  {
    name: 'too many invoice e-mails',
    error: http(429, { id: 'invoice_email_limit' }),
    context: on('other'),
    id: 'invoice_email_limit',
  },
  {
    name: 'a join beyond its rate limit',
    error: http(429, { id: 'too_many_requests' }),
    context: on('join_table'),
    id: 'too_many_requests',
  },
  {
    name: 'an order beyond its rate limit',
    error: http(429, { id: 'too_many_requests' }),
    context: on('place_order'),
    id: 'too_many_requests',
  },
  {
    name: 'a line over the quantity limit on cart validation',
    error: http(422, { id: 'line_quantity_limit' }),
    context: on('cart_validation'),
    id: 'line_quantity_limit',
  },
  {
    name: 'too many items on placement',
    error: http(422, { id: 'order_item_limit' }),
    context: on('place_order', { hasTable: false }),
    id: 'order_item_limit',
  },
  {
    name: 'an order over the amount limit at payment',
    error: http(422, { id: 'order_amount_limit' }),
    context: on('generic_payment'),
    id: 'order_amount_limit',
  },
  {
    name: 'a tip over its share on placement',
    error: http(422, { id: 'tip_limit' }),
    context: on('place_order', { hasTable: true }),
    id: 'tip_limit',
  },
  {
    name: 'Mastercard 500',
    error: http(500),
    context: on('mastercard_payment'),
    id: 'mastercard_payment_failed',
  },
  {
    name: 'Apple Pay 500',
    error: http(500),
    context: on('apple_pay'),
    id: 'mastercard_payment_failed',
  },
  {
    name: 'Apple Pay merchant validation timeout',
    error: failed('timeout'),
    context: on('apple_pay_merchant_validation'),
    id: 'apple_pay_session_aborted',
  },
  {
    name: 'generic payment 500',
    error: http(500),
    context: on('generic_payment'),
    id: 'generic_payment_failed',
  },
  {
    name: 'order summary 500',
    error: http(500),
    context: on('order_summary'),
    id: 'order_summary_fetch_failed',
  },
  {
    name: 'order summary 404',
    error: http(404),
    context: on('order_summary'),
    id: 'no_order_found',
  },
  {
    name: "'Multiple order' needs a 422",
    error: http(400, { text: 'Multiple order' }),
    context: on('join_table'),
    id: 'join_failed',
  },
  {
    name: 'an aborted join is not a network error',
    error: failed('aborted'),
    context: on('join_table'),
    id: 'request_cancelled',
  },
  {
    name: 'a missing CSRF token elsewhere',
    error: failed('csrf_missing'),
    context: on('payment_preference'),
    id: 'csrf_token_missing',
  },
  {
    name: 'an unknown operation',
    error: http(500),
    context: { operation: 'not_an_operation' as ApiOperation },
    id: 'generic',
  },
  {
    name: 'no context at all',
    error: http(500),
    context: null as unknown as ErrorContext,
    id: 'generic',
  },
];

/** The entries the app raises itself and looks up by id: no failed call resolves to them. */
const RAISED_BY_THE_APP: readonly ErrorId[] = [
  'not_in_restaurant_location',
  'menu_unavailable',
  'invalid_service_type',
  'cart_items_not_in_menu',
  'cart_empty',
  'reorder_unavailable',
  'price_changed',
  'unavailable_items',
  'order_updated_from_pos',
  'group_order_updated',
  'cash_only_dine_pf',
  'order_validity_rejected',
  'loyalty_redeemed_by_other_user',
  'join_approval_timeout',
  'table_updated_from_pos',
  'table_moving',
  'table_has_order',
  'stripe_connect_timeout',
  'google_pay_auth_failed',
  'google_pay_unexpected_auth_response',
  'payment_timeout',
];

describe('resolveError', () => {
  it.each(CASES)('$name → $id', ({ error, context, id, serverMessage }) => {
    const resolved = resolveError(error, context);
    expect(resolved.id).toBe(id);
    expect(resolved.entry).toBe(ERROR_CATALOGUE[id]);
    if (serverMessage !== undefined) expect(resolved.serverMessage).toBe(serverMessage);
  });

  it('reaches every entry: from a failed call, or by id for what the app raises', () => {
    const reached = new Set(CASES.map((c) => resolveError(c.error, c.context).id));
    for (const id of RAISED_BY_THE_APP) expect(reached, id).not.toContain(id);
    expect(new Set([...reached, ...RAISED_BY_THE_APP])).toEqual(new Set(ERROR_IDS));
  });

  it("lists as raised by the app exactly the entries whose origin is 'app'", () => {
    const app = Object.values(ERROR_CATALOGUE)
      .filter((entry) => entry.origin === 'app')
      .map((entry) => entry.id);
    expect([...RAISED_BY_THE_APP].sort()).toEqual(app.sort());
  });

  it('gives the status of the failed call', () => {
    expect(resolveError(http(409), on('payment_preference')).status).toBe(409);
    expect(resolveError(failed('network'), on('join_table')).status).toBeNull();
    expect(resolveError('a string', on('join_table')).status).toBeNull();
  });

  it("reads a limit refusal's figures from the server's details, as text", () => {
    const refusal = http(422, {
      id: 'tip_limit',
      text: 'The tip can be at most SGD 2.25 (50% of the subtotal).',
      details: { currency: 'SGD', limit: '2.25', percent: '50', tip: '99999999.00', extra: 1 },
    });
    expect(resolveError(refusal, on('place_order')).values).toEqual({
      currency: 'SGD',
      limit: '2.25',
      percent: '50',
    });
    const count = http(422, { id: 'line_quantity_limit', details: { limit: 50, count: 1121 } });
    expect(resolveError(count, on('cart_validation')).values).toEqual({ limit: '50' });
    const coupon = http(422, { id: 'coupon_below_minimum_order', details: { amount: '50.00' } });
    expect(resolveError(coupon, on('generic_payment')).values).toEqual({ amount: '50.00' });
    const wait = http(429, { id: 'too_many_requests', details: { retry_after_seconds: 42 } });
    expect(resolveError(wait, on('make_payment')).values).toEqual({ retry_after_seconds: '42' });
    // An entry without placeholders, or a refusal without details, has no values.
    expect(resolveError(http(500), on('other')).values).toEqual({});
    expect(resolveError(http(422, { id: 'order_item_limit' }), on('other')).values).toEqual({});
  });

  it('shows no server text on an entry that does not show it', () => {
    const resolved = resolveError(
      http(422, { id: 'out_of_stock_error', text: 'Items are out of stock' }),
      on('place_order'),
    );
    expect(resolved.serverMessage).toBeNull();
  });

  it('survives a thrown value whose properties throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        getPrototypeOf() {
          throw new Error('no');
        },
      },
    );
    expect(resolveError(hostile, on('card_token')).id).toBe('generic');
  });
});
