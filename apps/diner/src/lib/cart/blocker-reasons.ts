import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { placeOrderBlockers, type PlaceOrderBlocker } from '@tabula/engine';
import { placeOrderState, type PlaceOrderFacts } from './place-order-state';

// spec: A§5 Cart and ordering, place order is disabled with these reasons; our choice: the words
// (the spec names the reasons, not their texts).
const REASONS: Readonly<Record<PlaceOrderBlocker, MessageDescriptor>> = {
  cart_empty: msg`Your cart is empty. Add an item to continue.`,
  out_of_stock_items: msg`Remove the sold-out items to continue.`,
  recent_order_pending: msg`Your previous order is still being processed. Please wait until it is confirmed.`,
  loyalty_applied_from_pos_by_other_user: msg`Loyalty on this order was applied by the restaurant for another customer.`,
  loyalty_redeemed_by_other_user: msg`Loyalty on this order was redeemed by another diner.`,
  no_own_items_in_promotion_case: msg`Add an item of your own to order with this promotion.`,
  already_paid: msg`You have already paid for this order.`,
  payment_initiated_from_pos: msg`The restaurant has started a payment for this order.`,
};

// our choice: a pending order whose provider payment is still open says what to do about it
// (the track screen returns to the payment or cancels it) rather than to wait.
const PAYMENT_OPEN = msg`Your payment for the previous order is still open. Finish it or cancel it first.`;

/** The text that explains why place order is disabled, one per blocker, in the engine's order. */
export function blockerReasons(
  blockers: readonly PlaceOrderBlocker[],
  options: { paymentOpen?: boolean } = {},
): MessageDescriptor[] {
  return blockers.map((blocker) =>
    blocker === 'recent_order_pending' && options.paymentOpen === true
      ? PAYMENT_OPEN
      : REASONS[blocker],
  );
}

/** Whether the recent order waits for its provider payment (B§4 payment_in_progress). */
export function isPaymentOpen(recentOrder: PlaceOrderFacts['recentOrder']): boolean {
  return recentOrder?.status === 'payment_in_progress';
}

/**
 * Why place order is disabled for these facts (A§5, B§4): the engine's blockers, worded; empty
 * when the diner may order. The cart screen and the checkout both ask it.
 */
export function placeOrderReasons(facts: PlaceOrderFacts): MessageDescriptor[] {
  return blockerReasons(placeOrderBlockers(placeOrderState(facts)), {
    paymentOpen: isPaymentOpen(facts.recentOrder),
  });
}
