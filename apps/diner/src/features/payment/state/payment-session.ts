import { atom } from 'jotai';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { forgetPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import { clearPaymentFailed, markPaymentFailed } from '@/lib/payment-status/payment-failed';

/**
 * What a paid payment clears (spec: B§4 Payment, "paid clears cart and session"; B§4 Cart and
 * A§4: the cart, its note and the promotions' session keys go after a successful order): the
 * order the diner built, in memory and in storage (the cart, its note, the promo code, coupon
 * and free_items_cart, through lib/cart's clearOrderAtom), the failure flag (B§3 paymentFailed)
 * and the provider attempt the diner could return to. The guest flag stays (it goes on logout,
 * A§4).
 */
export const clearSessionAfterPaidAtom = atom(null, (_get, set) => {
  set(clearOrderAtom);
  clearPaymentFailed();
  forgetPaymentAttempt();
});

/**
 * What a declined (or timed-out) payment leaves: the failure flag (B§3; B§4 declined); its
 * provider page is of no use any more.
 */
export function markSessionPaymentFailed(): void {
  markPaymentFailed();
  forgetPaymentAttempt();
}
