import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorTextKey } from '@tabula/api-client';

/*
 * The wording of the error catalogue (A§8, B§8). The api-client's entries name their texts by
 * lingui message id (titleKey, messageKey, detailsKey, buttonKey); this table gives each id its
 * English source text: the spec's own words where the entry quotes them, else ours. The
 * catalogs translate them like any other message.
 *
 * The table is keyed by the contract's ErrorTextKey (every id an entry names), so a text the
 * catalogue names but this table lacks, or a misspelt key, fails the type check. A unit test
 * checks that each descriptor's lingui id is its key and that the spec's quotes are kept word
 * for word.
 */

/** Every error text by its lingui message id. */
export const ERROR_MESSAGES = {
  // Buttons.
  'button.close': msg({ id: 'button.close', message: 'Close' }),
  'button.ok': msg({ id: 'button.ok', message: 'OK' }),
  'button.try_again': msg({ id: 'button.try_again', message: 'Try again' }),
  'button.cancel': msg({ id: 'button.cancel', message: 'Cancel' }),
  'button.proceed': msg({ id: 'button.proceed', message: 'Proceed' }),
  'button.return_to_checkout': msg({
    id: 'button.return_to_checkout',
    message: 'Return to checkout',
  }),
  'button.return_to_menu': msg({ id: 'button.return_to_menu', message: 'Return to menu' }),

  // General.
  // spec: A§8 row 1, the generic popup.
  'error.generic.title': msg({ id: 'error.generic.title', message: 'Oops!' }),
  'error.generic.message': msg({
    id: 'error.generic.message',
    message: 'Something went wrong! Please try again',
  }),
  'error.oops': msg({ id: 'error.oops', message: 'Oops!' }),
  'error.unauthorized.title': msg({ id: 'error.unauthorized.title', message: 'Session ended' }),
  'error.unauthorized.message': msg({
    id: 'error.unauthorized.message',
    message: 'Your session has ended. Please scan the QR code again to continue.',
  }),
  'error.multiple_order.title': msg({
    id: 'error.multiple_order.title',
    message: 'Running order found',
  }),
  // spec: A§8 row 3
  'error.multiple_order.message': msg({
    id: 'error.multiple_order.message',
    message:
      'Your phone number is linked to a running order at another table. Please contact a staff member for assistance.',
  }),
  'error.csrf_token_missing.title': msg({
    id: 'error.csrf_token_missing.title',
    message: 'Please reload the page',
  }),
  // spec: A§8 row 17
  'error.csrf_token_missing.message': msg({
    id: 'error.csrf_token_missing.message',
    message: 'CSRF token not found',
  }),
  'error.request_cancelled.title': msg({
    id: 'error.request_cancelled.title',
    message: 'Request cancelled',
  }),
  'error.request_cancelled.message': msg({
    id: 'error.request_cancelled.message',
    message: 'The request was cancelled.',
  }),
  'error.tracking_not_found.title': msg({
    id: 'error.tracking_not_found.title',
    message: 'Order not found',
  }),
  'error.tracking_not_found.message': msg({
    id: 'error.tracking_not_found.message',
    message: 'We could not find an order to track.',
  }),
  'error.not_in_restaurant_location.title': msg({
    id: 'error.not_in_restaurant_location.title',
    message: 'You are not at the restaurant',
  }),
  'error.not_in_restaurant_location.message': msg({
    id: 'error.not_in_restaurant_location.message',
    message: 'Please visit one of our branches and scan the QR code in the store to order.',
  }),
  'error.system_configuration_changed.title': msg({
    id: 'error.system_configuration_changed.title',
    message: 'Settings changed',
  }),
  'error.system_configuration_changed.message': msg({
    id: 'error.system_configuration_changed.message',
    message:
      "The restaurant's settings have changed and you can't join this table right now. Please contact a staff member.",
  }),
  'error.menu_unavailable.title': msg({
    id: 'error.menu_unavailable.title',
    message: 'Menu unavailable',
  }),
  'error.menu_unavailable.message': msg({
    id: 'error.menu_unavailable.message',
    message: 'The menu is not available right now. Please check back later.',
  }),
  'error.invalid_service_type.title': msg({
    id: 'error.invalid_service_type.title',
    message: 'Service not available',
  }),
  'error.invalid_service_type.message': msg({
    id: 'error.invalid_service_type.message',
    message: 'This service is not offered here.',
  }),

  // Ordering and cart.
  // spec: A§8 row 4
  'error.items_unavailable.title': msg({
    id: 'error.items_unavailable.title',
    message: 'Item/s unavailable',
  }),
  'error.items_unavailable.message': msg({
    id: 'error.items_unavailable.message',
    message: 'Sorry, some items in your cart are sold out. Please remove them to place your order.',
  }),
  'error.order_failed_at_table.title': msg({
    id: 'error.order_failed_at_table.title',
    message: 'Order not placed',
  }),
  // spec: A§8 row 5
  'error.order_failed_at_table.message': msg({
    id: 'error.order_failed_at_table.message',
    message:
      "We're unable to process your order due to an error. Please contact a waiter and we'll help you place your order.",
  }),
  'error.order_failed_without_table.title': msg({
    id: 'error.order_failed_without_table.title',
    message: 'Order not placed',
  }),
  'error.order_failed_without_table.message': msg({
    id: 'error.order_failed_without_table.message',
    message:
      "We're unable to process your order due to an error. Please proceed to the counter and we'll help you place your order.",
  }),
  // spec: B§8 row 5 ('Oops')
  'error.order_placement_failed.title': msg({
    id: 'error.order_placement_failed.title',
    message: 'Oops',
  }),
  'error.order_placement_failed.message': msg({
    id: 'error.order_placement_failed.message',
    message: 'Something went wrong. Please try again.',
  }),
  'error.another_order_exists.title': msg({
    id: 'error.another_order_exists.title',
    message: 'Another order exists',
  }),
  'error.another_order_exists.message': msg({
    id: 'error.another_order_exists.message',
    message: 'There is already another order. Please contact a staff member for help.',
  }),
  'error.cart_items_not_in_menu.title': msg({
    id: 'error.cart_items_not_in_menu.title',
    message: 'Menu updated',
  }),
  // spec: A§4 Cart and A§8 row 13
  'error.cart_items_not_in_menu.message': msg({
    id: 'error.cart_items_not_in_menu.message',
    message: 'Oops! Items in cart are not part of current available menu.',
  }),
  'error.cart_empty.title': msg({ id: 'error.cart_empty.title', message: 'Your cart is empty' }),
  'message.cart_is_empty': msg({
    id: 'message.cart_is_empty',
    message: 'Your cart is empty. Add something from the menu first.',
  }),
  'error.cart_validation_failed.title': msg({
    id: 'error.cart_validation_failed.title',
    message: 'Unable to continue',
  }),
  'error.cart_validation_failed.message': msg({
    id: 'error.cart_validation_failed.message',
    message: "We couldn't check your order. Please contact a waiter for help.",
  }),
  'error.checkout_unauthorized.message': msg({
    id: 'error.checkout_unauthorized.message',
    message: 'Your session has ended. Please scan the QR code again to continue.',
  }),
  'error.order_update_failed.title': msg({
    id: 'error.order_update_failed.title',
    message: 'Order not updated',
  }),
  // spec: A§8 row 19
  'error.order_update_failed.message': msg({
    id: 'error.order_update_failed.message',
    message: 'Order update failed. Please try again.',
  }),
  'error.reorder_unavailable.title': msg({
    id: 'error.reorder_unavailable.title',
    message: 'Order cannot be reordered',
  }),
  'error.reorder_unavailable.message': msg({
    id: 'error.reorder_unavailable.message',
    message:
      'Some or all of the items in this order are no longer available, so it cannot be reordered.',
  }),
  'error.price_changed.title': msg({ id: 'error.price_changed.title', message: 'Prices updated' }),
  'error.price_changed.message': msg({
    id: 'error.price_changed.message',
    message: 'Some prices have changed. Your cart shows the latest prices.',
  }),
  'error.unavailable_items.title': msg({
    id: 'error.unavailable_items.title',
    message: 'Items unavailable',
  }),
  'error.unavailable_items.message': msg({
    id: 'error.unavailable_items.message',
    message: 'Some items are no longer available. Please review your order.',
  }),
  'error.pos_discount_blocks_items.title': msg({
    id: 'error.pos_discount_blocks_items.title',
    message: 'Unable to add items',
  }),
  'error.pos_discount_blocks_items.message': msg({
    id: 'error.pos_discount_blocks_items.message',
    message:
      'The restaurant has applied a discount to this order, so no more items can be added. Please ask a staff member for help.',
  }),
  'error.order_being_prepared.title': msg({
    id: 'error.order_being_prepared.title',
    message: 'Order being prepared',
  }),
  // spec: A§8 other 9 and B§8 row 25
  'error.order_being_prepared.message': msg({
    id: 'error.order_being_prepared.message',
    message:
      "Sorry, you can't modify this order now because it's already being prepared. Please ask a staff member to assist you.",
  }),
  'error.order_updated_from_pos.title': msg({
    id: 'error.order_updated_from_pos.title',
    message: 'Order updated',
  }),
  'error.order_updated_from_pos.message': msg({
    id: 'error.order_updated_from_pos.message',
    message: 'The restaurant has updated your order.',
  }),
  'error.group_order_updated.title': msg({
    id: 'error.group_order_updated.title',
    message: 'Order updated',
  }),
  'error.group_order_updated.message': msg({
    id: 'error.group_order_updated.message',
    message: 'Someone at your table has updated the order.',
  }),
  'error.cash_only_dine_pf.title': msg({
    id: 'error.cash_only_dine_pf.title',
    message: 'Unable to place order',
  }),
  // spec: B§8 row 14
  'error.cash_only_dine_pf.message': msg({
    id: 'error.cash_only_dine_pf.message',
    message: 'Unable to place order. Please contact the restaurant or try again later.',
  }),
  'error.order_validity_rejected.title': msg({
    id: 'error.order_validity_rejected.title',
    message: 'Order not accepted',
  }),
  'order.rejected_message': msg({
    id: 'order.rejected_message',
    message:
      'Sorry, the restaurant cannot accept this order right now. Please contact a staff member.',
  }),
  // our choice: the server's send limits (docs/server.md, "Limits").
  'error.otp_send_limit.title': msg({
    id: 'error.otp_send_limit.title',
    message: 'Too many codes',
  }),
  'error.otp_send_limit.message': msg({
    id: 'error.otp_send_limit.message',
    message: 'Too many codes were sent. Please wait a while, then try again.',
  }),
  'error.invoice_email_limit.title': msg({
    id: 'error.invoice_email_limit.title',
    message: 'Too many e-mails',
  }),
  'error.invoice_email_limit.message': msg({
    id: 'error.invoice_email_limit.message',
    message: 'Too many e-mails for this order; try again later.',
  }),
  // our choice (issue 34): the server's rate limits (docs/server.md, "Limits"), with its wait.
  'error.too_many_requests.title': msg({
    id: 'error.too_many_requests.title',
    message: 'Too many tries',
  }),
  'error.too_many_requests.message': msg({
    id: 'error.too_many_requests.message',
    message:
      'Please wait {retry_after_seconds, plural, one {# second} other {# seconds}} and try again.',
  }),
  // our choice: the mail server or SMS carrier refused the message (docs/server.md, "Messages").
  'error.message_not_sent.title': msg({
    id: 'error.message_not_sent.title',
    message: 'Not sent',
  }),
  'error.message_not_sent.message': msg({
    id: 'error.message_not_sent.message',
    message: 'We could not send your message. Please try again in a moment.',
  }),
  // our choice (issue 31): the sign-in's captcha refused, or Turnstile not answering
  // (docs/server.md, "Sign-in").
  'error.captcha_failed.title': msg({
    id: 'error.captcha_failed.title',
    message: 'Check again',
  }),
  'error.captcha_failed.message': msg({
    id: 'error.captcha_failed.message',
    message: 'The check that you are not a robot has expired. Please do it again.',
  }),
  'error.captcha_unavailable.title': msg({
    id: 'error.captcha_unavailable.title',
    message: 'Check unavailable',
  }),
  'error.captcha_unavailable.message': msg({
    id: 'error.captcha_unavailable.message',
    message: 'We could not check that you are not a robot. Please try again in a moment.',
  }),
  // our choice: the outlet's order limits (docs/server.md, "Order limits"); the figures come
  // from the server's refusal.
  'error.line_quantity_limit.title': msg({
    id: 'error.line_quantity_limit.title',
    message: 'Too many of one item',
  }),
  'error.line_quantity_limit.message': msg({
    id: 'error.line_quantity_limit.message',
    message: 'You can order at most {limit} of one item in one order. Please lower the count.',
  }),
  'error.order_item_limit.title': msg({
    id: 'error.order_item_limit.title',
    message: 'Too many items',
  }),
  'error.order_item_limit.message': msg({
    id: 'error.order_item_limit.message',
    message: 'An order can hold at most {limit} items. Please remove some to continue.',
  }),
  'error.order_amount_limit.title': msg({
    id: 'error.order_amount_limit.title',
    message: 'Order too large',
  }),
  'error.order_amount_limit.message': msg({
    id: 'error.order_amount_limit.message',
    message:
      'This restaurant takes orders of at most {currency} {limit} before the tip. Please remove some items.',
  }),
  'error.tip_limit.title': msg({
    id: 'error.tip_limit.title',
    message: 'Tip too large',
  }),
  'error.tip_limit.message': msg({
    id: 'error.tip_limit.message',
    message: 'The tip can be at most {currency} {limit} ({percent}% of the subtotal).',
  }),

  // Account and loyalty.
  'error.sign_up_required.title': msg({
    id: 'error.sign_up_required.title',
    message: 'Create your account',
  }),
  'error.sign_up_required.message': msg({
    id: 'error.sign_up_required.message',
    message: 'We could not find an account with these details. Please sign up.',
  }),
  'error.incorrect_otp.title': msg({ id: 'error.incorrect_otp.title', message: 'Incorrect code' }),
  // spec: A§8 row 8
  'error.incorrect_otp.message': msg({
    id: 'error.incorrect_otp.message',
    message: 'Incorrect OTP',
  }),
  'error.loyalty_sign_up_failed.title': msg({
    id: 'error.loyalty_sign_up_failed.title',
    message: 'Loyalty sign-up failed',
  }),
  // spec: A§8 row 10
  'error.loyalty_sign_up_failed.message': msg({
    id: 'error.loyalty_sign_up_failed.message',
    message:
      "Something went wrong. We're unable to register you into our loyalty program right now. Please try again later.",
  }),
  'error.loyalty_fetch_failed.title': msg({
    id: 'error.loyalty_fetch_failed.title',
    message: 'Loyalty unavailable',
  }),
  'loyalty.error_loyalty_fetch': msg({
    id: 'loyalty.error_loyalty_fetch',
    message: 'We could not load your loyalty points right now. Please try again later.',
  }),
  'error.loyalty_redeemed_by_other_user.title': msg({
    id: 'error.loyalty_redeemed_by_other_user.title',
    message: 'Payment option unavailable',
  }),
  'error.loyalty_redeemed_by_other_user.message': msg({
    id: 'error.loyalty_redeemed_by_other_user.message',
    message:
      'Loyalty points on this order were redeemed by another diner, so this payment option is unavailable.',
  }),
  // spec: A§8 row 18 ('Oops / Something went wrong')
  'error.profile_load_failed.title': msg({
    id: 'error.profile_load_failed.title',
    message: 'Oops',
  }),
  'error.profile_load_failed.message': msg({
    id: 'error.profile_load_failed.message',
    message: 'Something went wrong',
  }),
  'error.card_delete_failed.title': msg({
    id: 'error.card_delete_failed.title',
    message: 'Card not deleted',
  }),
  'error.card_delete_failed.message': msg({
    id: 'error.card_delete_failed.message',
    message: 'We could not delete this card. Please try again.',
  }),

  // Coupons and promo codes.
  'error.coupon_error.title': msg({
    id: 'error.coupon_error.title',
    message: 'Coupon not applied',
  }),
  // spec: A§8 row 12
  'error.coupon_error.message': msg({
    id: 'error.coupon_error.message',
    message: 'Error Fetching Discount',
  }),
  'error.coupon_exceeds_eligible_amount.title': msg({
    id: 'error.coupon_exceeds_eligible_amount.title',
    message: 'Coupon not applied',
  }),
  // spec: B§8 row 28
  'error.coupon_exceeds_eligible_amount.message': msg({
    id: 'error.coupon_exceeds_eligible_amount.message',
    message: 'This coupon can only be used for orders below {currency} {amount}!',
  }),
  'error.coupon_below_minimum_order.title': msg({
    id: 'error.coupon_below_minimum_order.title',
    message: 'Coupon not applied',
  }),
  // spec: B§8 row 28
  'error.coupon_below_minimum_order.message': msg({
    id: 'error.coupon_below_minimum_order.message',
    message: 'This coupon can only be used for orders above {currency} {amount}!',
  }),
  'error.coupon_unavailable.title': msg({
    id: 'error.coupon_unavailable.title',
    message: 'Coupon not applied',
  }),
  // our choice: B§5 offers the coupon only while nobody has paid and no promotion applies.
  'error.coupon_unavailable.message': msg({
    id: 'error.coupon_unavailable.message',
    message:
      'A coupon can only be used on this bill before anyone has paid and when no promotion applies.',
  }),
  'error.promo_code_invalid.title': msg({
    id: 'error.promo_code_invalid.title',
    message: 'Promo code not applied',
  }),
  // spec: B§8 row 30
  'error.promo_code_invalid.message': msg({
    id: 'error.promo_code_invalid.message',
    message: 'Invalid promo code!',
  }),
  'error.promo_code_error.title': msg({
    id: 'error.promo_code_error.title',
    message: 'Promo code not applied',
  }),
  // spec: B§8 row 30
  'error.promo_code_error.message': msg({
    id: 'error.promo_code_error.message',
    message: 'Error applying promo code!',
  }),

  // Tables, joining and splitting.
  'error.payment_in_progress_group_user.title': msg({
    id: 'error.payment_in_progress_group_user.title',
    message: 'Payment in progress',
  }),
  'error.payment_in_progress_group_user.message': msg({
    id: 'error.payment_in_progress_group_user.message',
    message:
      'Someone at your table is paying for this order. Please wait until the payment is complete.',
  }),
  'error.table_payment_in_progress.title': msg({
    id: 'error.table_payment_in_progress.title',
    message: 'Payment in progress',
  }),
  'error.table_payment_in_progress.message': msg({
    id: 'error.table_payment_in_progress.message',
    message: 'Payment for this table is being processed.',
  }),
  'error.join_blocked_by_promotion.title': msg({
    id: 'error.join_blocked_by_promotion.title',
    message: 'Cannot join the table',
  }),
  'error.join_blocked_by_promotion.message': msg({
    id: 'error.join_blocked_by_promotion.message',
    message: "You can't join this table right now. Please contact a staff member.",
  }),
  'error.join_failed.title': msg({
    id: 'error.join_failed.title',
    message: 'Cannot join the table',
  }),
  'error.join_failed.message': msg({
    id: 'error.join_failed.message',
    message: 'Something went wrong. Please try again.',
  }),
  'error.join_network_error.title': msg({
    id: 'error.join_network_error.title',
    message: 'Connection error',
  }),
  'error.join_network_error.message': msg({
    id: 'error.join_network_error.message',
    message: 'Please check your internet connection and try again.',
  }),
  'error.join_approval_timeout.title': msg({
    id: 'error.join_approval_timeout.title',
    message: 'Request timed out',
  }),
  'error.join_approval_timeout.message': msg({
    id: 'error.join_approval_timeout.message',
    message: 'No one at the table answered your request to join. Please try again.',
  }),
  'error.table_updated_from_pos.title': msg({
    id: 'error.table_updated_from_pos.title',
    message: 'Table updated',
  }),
  'error.table_updated_from_pos.message': msg({
    id: 'error.table_updated_from_pos.message',
    message: 'The restaurant has updated your table. Please scan the QR code on your table again.',
  }),
  'error.table_moving.title': msg({ id: 'error.table_moving.title', message: 'Table updated' }),
  'error.table_moving.message': msg({
    id: 'error.table_moving.message',
    message: 'Your order is being moved to another table.',
  }),
  'error.split_screen_occupied.title': msg({
    id: 'error.split_screen_occupied.title',
    message: 'Bill being split',
  }),
  'error.split_screen_occupied.message': msg({
    id: 'error.split_screen_occupied.message',
    message:
      'Someone at your table is already choosing the items to pay for. Please try again in a moment.',
  }),
  'error.split_slot_taken.title': msg({
    id: 'error.split_slot_taken.title',
    message: 'Split taken',
  }),
  'error.split_slot_taken.message': msg({
    id: 'error.split_slot_taken.message',
    message: 'Someone else has just taken this split. Please pick another one.',
  }),
  'error.split_part_taken.title': msg({
    id: 'error.split_part_taken.title',
    message: 'Already taken',
  }),
  'error.split_part_taken.message': msg({
    id: 'error.split_part_taken.message',
    message: 'Someone else has just picked or paid this part of the bill. Please choose again.',
  }),
  'error.own_payment_open.title': msg({
    id: 'error.own_payment_open.title',
    message: 'Your payment is still open',
  }),
  'error.own_payment_open.message': msg({
    id: 'error.own_payment_open.message',
    message:
      'Your earlier payment of this has not gone through yet. Return to it or cancel it on this screen, then pay again.',
  }),
  'error.payment_preference_locked.title': msg({
    id: 'error.payment_preference_locked.title',
    message: 'Unable to change payment preference',
  }),
  'error.payment_preference_locked.message': msg({
    id: 'error.payment_preference_locked.message',
    message: 'The bill has already been split.',
  }),
  'error.payment_preference_failed.title': msg({
    id: 'error.payment_preference_failed.title',
    message: 'Oops!',
  }),
  'error.payment_preference_failed.message': msg({
    id: 'error.payment_preference_failed.message',
    message: 'We could not save your payment preference. Please try again.',
  }),
  'error.member_already_paid.title': msg({
    id: 'error.member_already_paid.title',
    message: 'Already paid',
  }),
  'error.member_already_paid.message': msg({
    id: 'error.member_already_paid.message',
    message: 'You have already paid your part of this order.',
  }),
  'error.table_has_order.title': msg({
    id: 'error.table_has_order.title',
    message: 'Table has an order',
  }),
  'error.table_has_order.message': msg({
    id: 'error.table_has_order.message',
    message: 'This table already has an order. Please ask a staff member for help.',
  }),

  // Payments.
  'error.card_token_error.title': msg({ id: 'error.card_token_error.title', message: 'Oops!' }),
  'error.card_token_error.message': msg({
    id: 'error.card_token_error.message',
    message: 'We could not read your card. Please check the details and try again.',
  }),
  'error.adyen_payment_failed.title': msg({
    id: 'error.adyen_payment_failed.title',
    message: 'Payment failed',
  }),
  // spec: B§8 payment 2
  'error.adyen_payment_failed.message': msg({
    id: 'error.adyen_payment_failed.message',
    message: 'Something went wrong. Please try again later.',
  }),
  'error.stripe_connect_failed.title': msg({
    id: 'error.stripe_connect_failed.title',
    message: 'Payment failed',
  }),
  'error.stripe_connect_failed.message': msg({
    id: 'error.stripe_connect_failed.message',
    message: 'Your payment could not be completed. Please try again.',
  }),
  'error.stripe_connect_poll_failed.title': msg({
    id: 'error.stripe_connect_poll_failed.title',
    message: 'Payment failed',
  }),
  'oops-something-went-wrong': msg({
    id: 'oops-something-went-wrong',
    message: 'Oops! Something went wrong.',
  }),
  // spec: B§8 payment 3
  'error.stripe_connect_timeout.title': msg({
    id: 'error.stripe_connect_timeout.title',
    message: 'Payment Failed',
  }),
  'error.stripe_connect_timeout.message': msg({
    id: 'error.stripe_connect_timeout.message',
    message: 'Oops! Something went wrong.',
  }),
  'error.stripe_payment_failed.title': msg({
    id: 'error.stripe_payment_failed.title',
    message: 'Payment failed',
  }),
  'error.stripe_payment_failed.message': msg({
    id: 'error.stripe_payment_failed.message',
    message: 'Your card payment could not be completed. Please try again.',
  }),
  'error.stripe_amount_mismatch.title': msg({
    id: 'error.stripe_amount_mismatch.title',
    message: 'Payment refunded',
  }),
  'error.stripe_amount_mismatch.message': msg({
    id: 'error.stripe_amount_mismatch.message',
    message:
      'The amount taken from your card did not match your order, so it was refunded in full. Please try again.',
  }),
  'error.google_pay_card_verification_failed.title': msg({
    id: 'error.google_pay_card_verification_failed.title',
    message: 'Payment failed',
  }),
  'error.card_verification_failed': msg({
    id: 'error.card_verification_failed',
    message: 'We could not verify your card. Please try another payment method.',
  }),
  'error.google_pay_auth_failed.title': msg({
    id: 'error.google_pay_auth_failed.title',
    message: 'Payment failed',
  }),
  'error.auth_failed': msg({
    id: 'error.auth_failed',
    message: 'Your bank could not authenticate this payment.',
  }),
  'error.google_pay_unexpected_auth_response.title': msg({
    id: 'error.google_pay_unexpected_auth_response.title',
    message: 'Payment failed',
  }),
  'error.unexpected_auth_response': msg({
    id: 'error.unexpected_auth_response',
    message: 'We received an unexpected answer from your bank.',
  }),
  'error.google_pay_auth_error.title': msg({
    id: 'error.google_pay_auth_error.title',
    message: 'Payment failed',
  }),
  'error.auth_error': msg({
    id: 'error.auth_error',
    message: 'We could not authenticate this payment. Please try again.',
  }),
  'error.google_pay_auth_timeout.title': msg({
    id: 'error.google_pay_auth_timeout.title',
    message: 'Payment failed',
  }),
  'error.auth_timeout': msg({
    id: 'error.auth_timeout',
    message: 'Authentication took too long, so the payment was declined.',
  }),
  'error.payment_failed': msg({ id: 'error.payment_failed', message: 'Payment failed' }),
  'error.unable_to_process_payment': msg({
    id: 'error.unable_to_process_payment',
    message: 'We are unable to process your payment. Please try again.',
  }),
  'error.order_total_mismatch.title': msg({
    id: 'error.order_total_mismatch.title',
    message: 'Order total changed',
  }),
  'error.order_total_mismatch.message': msg({
    id: 'error.order_total_mismatch.message',
    message: 'The total of your order has changed. Please review your order and try again.',
  }),
  'error.mastercard_payment_failed.title': msg({
    id: 'error.mastercard_payment_failed.title',
    message: 'Payment failed',
  }),
  'error.mastercard_payment_failed.message': msg({
    id: 'error.mastercard_payment_failed.message',
    message: 'Your payment could not be completed.',
  }),
  'error.apple_pay_session_aborted.title': msg({
    id: 'error.apple_pay_session_aborted.title',
    message: 'Payment cancelled',
  }),
  'error.apple_pay_session_aborted.message': msg({
    id: 'error.apple_pay_session_aborted.message',
    message: 'Apple Pay could not be started. Please try another payment method.',
  }),
  'error.generic_payment_failed.title': msg({
    id: 'error.generic_payment_failed.title',
    message: 'Payment failed',
  }),
  'error.generic_payment_failed.message': msg({
    id: 'error.generic_payment_failed.message',
    message: 'Your payment could not be started. Please try again.',
  }),
  'error.payment_timeout.title': msg({
    id: 'error.payment_timeout.title',
    message: 'Payment timed out',
  }),
  'error.payment_timeout.message': msg({
    id: 'error.payment_timeout.message',
    message: 'We did not receive the result of your payment in time. Please try again.',
  }),
  'error.order_summary_fetch_failed.title': msg({
    id: 'error.order_summary_fetch_failed.title',
    message: 'Oops!',
  }),
  'error.order_summary_fetch_failed.message': msg({
    id: 'error.order_summary_fetch_failed.message',
    message: 'We could not load the bill.',
  }),
  'error.no_order_found.title': msg({
    id: 'error.no_order_found.title',
    message: 'No order found',
  }),
  'error.no_order_found.message': msg({
    id: 'error.no_order_found.message',
    message: 'There is no order for this table.',
  }),
} as const satisfies Readonly<Record<ErrorTextKey, MessageDescriptor>>;

/** The label of an error's collapsed details in the popup. */
export const ERROR_DETAILS_LABEL: MessageDescriptor = msg({
  id: 'error.details',
  message: 'Details',
});

/** The generic popup's texts, the fallback of a key missing from {@link ERROR_MESSAGES}. */
const FALLBACK: Readonly<Record<'title' | 'message' | 'button', MessageDescriptor>> = {
  title: msg({ id: 'error.generic.title', message: 'Oops!' }),
  message: msg({ id: 'error.generic.message', message: 'Something went wrong! Please try again' }),
  button: msg({ id: 'button.close', message: 'Close' }),
};

/**
 * The message descriptor of an error text id. The type admits only the ids the catalogue names;
 * should a catalogue built elsewhere still carry an id this table lacks, the generic popup's
 * text of that part is shown, never a raw id.
 */
export function errorMessage(
  key: ErrorTextKey,
  part: 'title' | 'message' | 'button' = 'message',
): MessageDescriptor {
  const table: Readonly<Partial<Record<string, MessageDescriptor>>> = ERROR_MESSAGES;
  return (Object.hasOwn(table, key) ? table[key] : undefined) ?? FALLBACK[part];
}
