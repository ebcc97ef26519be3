import { getItemCount } from '@tabula/engine';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { useHomePage } from '@/lib/venue/home-page';

/**
 * Whether the call-waiter button rises above the floating cart bar: on the menu (/), with the
 * cart feature on, while the cart holds the diner's items (A§2, the bar's own rule).
 */
export function useButtonRaised(): boolean {
  const { pathname } = useLocation();
  const cartOn = useHomePage().feature_flags.cart.enabled;
  const count = getItemCount(useAtomValue(cartAtom));
  return pathname === '/' && cartOn && count > 0;
}
