import { dineInEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { openTabPayload } from '@/lib/open-tab/open-tab-payload';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { couponAtom } from '@/lib/promotions/coupon-atoms';
import { promoCodeAtom } from '@/lib/promotions/promo-code-atoms';
import type { HomePageData } from '@/lib/venue/home-page';

/**
 * The one call that puts an approved diner's cart into the table's order (B§7 POST
 * /dine-in/open-tab/v2/orders/{id}/join, B§4: approval triggers updating the dine-in order, then
 * joined, and clears the local cart). It resolves once the server took the order and the local
 * cart is cleared; it rejects with the call's (or the payload's) error, the cart kept.
 *
 * @returns `joinOrder(orderId)`
 */
export function useJoinOrder(page: HomePageData): (orderId: number) => Promise<void> {
  const store = useStore();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.joinOrderV2),
  );
  return useCallback(
    async (orderId: number) => {
      const { user } = page;
      if (user === null) throw new Error('only a signed-in diner joins a table');
      const payload = openTabPayload({
        page,
        user,
        cart: store.get(cartAtom),
        promoCode: store.get(promoCodeAtom),
        coupon: store.get(couponAtom),
        orderId,
        // The join adds to the tab's latest version whichever it names (docs/server.md, "Adding
        // to the tab"), but the dine_ot pre-placement check wants one: the first (B§3).
        version: 1,
      });
      // our choice: a new key per approval; TanStack's retries of this one call reuse it.
      await mutateAsync({
        params: { id: orderId },
        body: { order_details: payload },
        idempotencyKey: newIdempotencyKey(),
      });
      store.set(clearOrderAtom);
    },
    [page, store, mutateAsync],
  );
}
