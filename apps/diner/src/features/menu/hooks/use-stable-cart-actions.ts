import { useEffect, useMemo, useRef } from 'react';
import type { MenuCardActions } from '../components/menu-card-context';
import type { MenuCartBinding } from '../components/menu-cart-binding';
import { NO_COUNT } from './use-cart-quantity';

/**
 * The cart binding's actions behind a stable identity, so a cart change redraws only
 * the cards whose count changed, not a thousand cards whose callbacks are new. Null without a
 * cart.
 */
export function useStableCartActions(cart: MenuCartBinding | undefined): MenuCardActions | null {
  const latest = useRef(cart);
  useEffect(() => {
    latest.current = cart;
  });
  const hasCart = cart !== undefined;
  return useMemo(
    () =>
      hasCart
        ? {
            countAtom: (itemId) => latest.current?.countAtom(itemId) ?? NO_COUNT,
            add: (item, categoryId) => latest.current?.add(item, categoryId),
            decrement: (item, categoryId) => latest.current?.decrement(item, categoryId),
            maxOf: (item) => latest.current?.maxOf(item) ?? Number.MAX_SAFE_INTEGER,
            limitReached: (item, categoryId) => latest.current?.limitReached(item, categoryId),
          }
        : null,
    [hasCart],
  );
}
