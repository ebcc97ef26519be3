import { atom } from 'jotai';
import { clearCouponAtom } from './coupon-atoms';
import { syncFreeItemsAtom } from './free-items-atoms';
import { dispatchPromoCodeAtom } from './promo-code-atoms';
import { clearStoredPromotions } from './promotion-storage';

/**
 * Forgets the promo code, the coupon and the free-item cart, and their session storage. Call it
 * where the cart is cleared: after a successful placement and when the session clears or the
 * diner logs out (A§4: "promotion caches").
 */
export const clearPromotionsAtom = atom(null, (_get, set) => {
  set(dispatchPromoCodeAtom, { type: 'remove' });
  set(clearCouponAtom);
  set(syncFreeItemsAtom, []);
  clearStoredPromotions();
});
