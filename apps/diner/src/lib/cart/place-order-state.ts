import type { Loyalty, Order, OutOfStockItem, User } from '@tabula/api-client';
import {
  findOutOfStockLines,
  getItemCount,
  type Bill,
  type Cart,
  type PlaceOrderState,
} from '@tabula/engine';

// our choice: a recent order is pending while it waits for payment or for the restaurant to take
// it (unconfirmed, payment in progress); once confirmed the diner may order again, and once it
// was refunded in full too (issue 30: staff can no longer confirm it).
const PENDING_STATUSES: ReadonlySet<string> = new Set(['unconfirmed', 'payment_in_progress']);

/** The facts the cart screen knows, to ask the engine whether place order is blocked. */
export interface PlaceOrderFacts {
  cart: Cart;
  outOfStock: readonly OutOfStockItem[];
  recentOrder: Pick<Order, 'status' | 'refund'> | null;
  user: Pick<User, 'id'> | null;
  loyalty: Pick<Loyalty, 'applied_from_pos' | 'hasRedeemed' | 'customer_id'> | null;
  bill: Pick<Bill, 'applied_promotions'>;
}

/**
 * The input of the engine's placeOrderBlockers (A§5): the diner's own units (free and placed
 * lines left out), the sold-out lines, a pending recent order, the loyalty on the order and
 * whether a promotion is in play.
 */
export function placeOrderState(facts: PlaceOrderFacts): PlaceOrderState {
  const ownItemCount = getItemCount(facts.cart);
  const loyalty = facts.loyalty;
  return {
    cartItemCount: ownItemCount,
    outOfStockItemCount: findOutOfStockLines(facts.cart, facts.outOfStock).length,
    recentOrderPending:
      facts.recentOrder !== null &&
      PENDING_STATUSES.has(facts.recentOrder.status) &&
      facts.recentOrder.refund?.status !== 'refunded',
    customerId: facts.user?.id ?? null,
    loyalty:
      loyalty === null || (!loyalty.applied_from_pos && !loyalty.hasRedeemed)
        ? null
        : {
            applied_from_pos: loyalty.applied_from_pos,
            hasRedeemed: loyalty.hasRedeemed,
            customer_id: loyalty.customer_id ?? null,
          },
    promotionCase: facts.bill.applied_promotions.length > 0,
    ownItemCount,
  };
}
