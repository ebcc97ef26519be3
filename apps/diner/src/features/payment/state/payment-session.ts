import { runClearCart } from '@/lib/errors/clear-cart';
import { forgetPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import { clearPaymentFailed, markPaymentFailed } from '@/lib/payment-status/payment-failed';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { removeStored } from '@/lib/storage/storage';

/**
 * What a paid payment clears (spec: B§4 Payment, "paid clears cart and session"; B§4 Cart and
 * A§4: the cart, its note and the promotions' session keys go after a successful order): the
 * cart through the cart's registered clear (features never import each other), the session's
 * free_items_cart and applied_promo_code, the failure flag (B§3 paymentFailed) and the provider
 * attempt the diner could return to.
 * our choice: when no cart is registered (the cart feature is off), its stored copy is removed
 * instead, so an old cart cannot come back; the guest flag stays (it goes on logout, A§4).
 */
export function clearSessionAfterPaid(): void {
  if (!runClearCart()) {
    removeStored('local', STORAGE_KEYS.cart);
    removeStored('local', STORAGE_KEYS.orderNote);
  }
  removeStored('session', STORAGE_KEYS.freeItemsCart);
  removeStored('session', STORAGE_KEYS.appliedPromoCode);
  clearPaymentFailed();
  forgetPaymentAttempt();
}

/**
 * What a declined (or timed-out) payment leaves: the failure flag (B§3; B§4 declined); its
 * provider page is of no use any more.
 */
export function markSessionPaymentFailed(): void {
  markPaymentFailed();
  forgetPaymentAttempt();
}
