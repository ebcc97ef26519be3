import { atom } from 'jotai';
import { storedDietaryFilters } from '../features/menu/state/dietary-filter-atoms';
import { storedClosedAnnouncements } from '../features/shell/state/shell-atoms';
import { storedCart, storedOrderNote } from '../lib/cart/cart-atoms';
import { storedClosedOrderPopup } from '../lib/order-status/order-popup-atoms';
import { storedFreeItems } from '../lib/promotions/free-items-atoms';
import { storedPromoCode } from '../lib/promotions/promo-code-atoms';
import type { StoredStateActions } from '../lib/storage/stored-atom';

/**
 * Every value the first render of / and /menu reads from the browser's storage (ADR 0012 §2):
 * the cart and its note, the free items and the promo code that price it, the dietary filters,
 * the announcements and the order popup closed on this visit.
 */
const FIRST_RENDER_STORED: readonly StoredStateActions[] = [
  storedCart,
  storedOrderNote,
  storedFreeItems,
  storedPromoCode,
  storedDietaryFilters,
  storedClosedAnnouncements,
  storedClosedOrderPopup,
];

/**
 * Holds the stored values at their empty state, unread: the server draws without storage.
 */
export const holdStoredStateAtom = atom(null, (_get, set) => {
  for (const stored of FIRST_RENDER_STORED) set(stored.hold);
});

/**
 * Whether this browser's storage holds any value the first render reads: then the page the
 * server drew without it is not what the app draws here, and it is drawn afresh rather than
 * hydrated (main.tsx). Holding the values for hydration and restoring them after cannot be
 * right: React hydrates the insides of Suspense boundaries (each route's outlet) after the
 * shell's effects run, so they would meet the restored values and differ from the drawn page.
 */
export function storedStateDiffers(): boolean {
  return FIRST_RENDER_STORED.some((stored) => stored.isStored());
}
