import { PLACE_ORDER_BLOCKERS, type PlaceOrderBlocker, type PlaceOrderState } from './types';

/**
 * Lists every reason place order is disabled (spec: ordering-menu-account §5 and
 * tables-payments-split §4): an empty cart, sold-out items, a pending recent order, loyalty
 * applied from the POS for another customer, loyalty redeemed by another diner, no own items in a
 * promotion case, a diner who already paid, a payment started from the POS.
 *
 * @param state - the cart, order and payment facts
 * @returns every blocker that holds, in {@link PLACE_ORDER_BLOCKERS} order; empty when allowed
 * @example
 * ```ts
 * placeOrderBlockers({ cartItemCount: 0, recentOrderPending: true }); // ["cart_empty", "recent_order_pending"]
 * ```
 */
export function placeOrderBlockers(state: PlaceOrderState): PlaceOrderBlocker[] {
  const loyalty = state.loyalty ?? null;
  const customer = state.customerId ?? null;
  // An unknown loyalty customer counts as another diner: the server would refuse the payment.
  const otherCustomer = loyalty !== null && (loyalty.customer_id ?? null) !== customer;
  const holds: Record<PlaceOrderBlocker, boolean> = {
    cart_empty: state.cartItemCount <= 0,
    out_of_stock_items: (state.outOfStockItemCount ?? 0) > 0,
    recent_order_pending: state.recentOrderPending === true,
    loyalty_applied_from_pos_by_other_user: otherCustomer && loyalty.applied_from_pos === true,
    // spec: ordering-menu-account §6, only the user who redeemed loyalty may pay the table order
    loyalty_redeemed_by_other_user:
      otherCustomer && loyalty.applied_from_pos !== true && loyalty.hasRedeemed === true,
    no_own_items_in_promotion_case: state.promotionCase === true && (state.ownItemCount ?? 0) <= 0,
    already_paid: state.alreadyPaid === true,
    payment_initiated_from_pos: state.paymentInitiatedFromPos === true,
  };
  return PLACE_ORDER_BLOCKERS.filter((blocker) => holds[blocker]);
}
