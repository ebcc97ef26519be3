import type { createStore } from 'jotai';
import { cartNoticeAtom, type CartNotice } from '@/lib/cart/cart-notice-atoms';

/**
 * Records the notices the store raises. The added-to-cart popup closes after 500 ms, too soon to
 * assert on screen on a busy machine, so flow tests read the notices (added-to-cart-popup.test.tsx
 * draws one).
 */
export function recordNotices(store: ReturnType<typeof createStore>): CartNotice[] {
  const notices: CartNotice[] = [];
  store.sub(cartNoticeAtom, () => {
    const notice = store.get(cartNoticeAtom);
    if (notice !== null) notices.push(notice);
  });
  return notices;
}
