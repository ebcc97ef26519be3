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

const heldAtom = atom(false);

/**
 * Holds the stored values at their empty state, unread: hydrating a page the server drew, the
 * first render must draw what the server drew, and the server has no storage.
 */
export const holdStoredStateAtom = atom(null, (_get, set) => {
  for (const stored of FIRST_RENDER_STORED) set(stored.hold);
  set(heldAtom, true);
});

/**
 * Reads the held values from storage, once, right after the first render (RestoreStoredState);
 * a store that held nothing read them when it first needed them and is left alone.
 */
export const restoreStoredStateAtom = atom(null, (get, set) => {
  if (!get(heldAtom)) return;
  set(heldAtom, false);
  for (const stored of FIRST_RENDER_STORED) set(stored.restore);
});
