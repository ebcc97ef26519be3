import { getItemCount } from '@tabula/engine';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { cartAtom } from '@/lib/cart/cart-atoms';

// The bar prices the cart with the engine's priceOrder, which the menu's first paint does not
// need: it loads with the first item in the cart.
const CartBar = lazy(() => import('./cart-bar').then((module) => ({ default: module.CartBar })));

/** The floating cart bar's place on the menu: empty until the cart holds the diner's items. */
export function CartBarSlot() {
  const count = getItemCount(useAtomValue(cartAtom));
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartBar />
    </Suspense>
  );
}
