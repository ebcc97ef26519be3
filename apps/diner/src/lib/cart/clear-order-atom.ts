import { atom } from 'jotai';
import { clearPromotionsAtom } from '../promotions/clear-promotions-atom';
import { clearCartAtom } from './cart-atoms';

/**
 * Clears everything the diner built for an order: the cart and order note (local storage), the
 * promo code, coupon and free-item cart (session storage). After a successful placement and when
 * the session clears (A§4).
 */
export const clearOrderAtom = atom(null, (_get, set) => {
  set(clearCartAtom);
  set(clearPromotionsAtom);
});
