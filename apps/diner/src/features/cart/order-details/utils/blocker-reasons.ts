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

/** The text that explains why place order is disabled, one per blocker, in the engine's order. */
export function blockerReasons(blockers: readonly PlaceOrderBlocker[]): MessageDescriptor[] {
  return blockers.map((blocker) => REASONS[blocker]);
}

/**
 * Why place order is disabled for these facts (A§5, B§4): the engine's blockers, worded; empty
 * when the diner may order. The cart screen and the checkout both ask it.
 */
export function placeOrderReasons(facts: PlaceOrderFacts): MessageDescriptor[] {
  return blockerReasons(placeOrderBlockers(placeOrderState(facts)));
}
