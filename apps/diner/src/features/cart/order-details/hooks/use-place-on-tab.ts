import { dineInEndpoints, isApiError } from '@tabula/api-client';
import { endpointMutationOptions, queryKeys } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { attemptKeys } from '@/lib/api/idempotency-key';
import { signInSearch } from '@/lib/auth/sign-in-return';
import type { OrderDetailsPage } from '@/lib/bill/bill-source';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { openTabPayload } from '@/lib/open-tab/open-tab-payload';
import { tabOrderCall } from '@/lib/open-tab/tab-order-call';
import { couponAtom } from '@/lib/promotions/coupon-atoms';
import { promoCodeAtom } from '@/lib/promotions/promo-code-atoms';
import { PLACE_AFTER_SIGN_IN_HREF } from '../utils/place-after-sign-in';

/** Place order at an open tab: running while the order is sent. */
export interface PlaceOnTabAction {
  place: () => void;
  pending: boolean;
}

/**
 * Places the diner's cart at an open tab (B§4, B§7): the first order opens the tab
 * (`createOrderV2`, version 1, with an Idempotency-Key that stays the same for the same order), a
 * member's cart is added to it (`updateOrderV2` with the version they saw). On success the cart is
 * cleared (B§4) and the page data is read again (the calls' invalidations); then `onPlaced`.
 * A stale version (409 order_version_conflict) shows 'order updated' (B§8), reads the order again
 * and keeps the cart, so the diner may place again; 'Another order exists' (someone opened the tab
 * first) shows its dialog and hands over to the join flow on /.
 */
export function usePlaceOnTab(page: OrderDetailsPage, onPlaced: () => void): PlaceOnTabAction {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useStore();
  const showError = useSetAtom(showErrorAtom);
  const clearOrder = useSetAtom(clearOrderAtom);
  const { mutateAsync: createOrder } = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.createOrderV2),
  );
  const { mutateAsync: updateOrder } = useMutation(
    endpointMutationOptions(api, queryClient, dineInEndpoints.updateOrderV2),
  );
  const keys = useRef(attemptKeys());
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const place = useCallback(() => {
    if (running.current) return;
    const { user } = page;
    if (user === null) {
      // our choice: an open tab is ordered at signed in (its members are customers); sign-in
      // (or Continue as guest) comes back here and the order goes on by itself (issue 30).
      void navigate({ to: '/login', search: signInSearch(PLACE_AFTER_SIGN_IN_HREF) });
      return;
    }
    const call = tabOrderCall(page.order);
    let payload;
    try {
      payload = openTabPayload({
        page,
        user,
        cart: store.get(cartAtom),
        promoCode: store.get(promoCodeAtom),
        coupon: store.get(couponAtom),
        orderId: call.kind === 'update' ? call.orderId : null,
        version: call.version,
      });
    } catch (error) {
      showError({ error, operation: 'place_order', hasTable: true });
      return;
    }
    running.current = true;
    setPending(true);
    const sent =
      call.kind === 'create'
        ? createOrder({
            body: { order_details: payload },
            idempotencyKey: keys.current.keyFor(JSON.stringify(payload)),
          })
        : updateOrder({ params: { id: call.orderId }, body: { order_details: payload } });
    sent
      .then(
        () => {
          keys.current.reset();
          // spec: B§4, on success the cart is emptied.
          clearOrder();
          onPlaced();
        },
        (error: unknown) => {
          const refresh = () =>
            queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
          const errorId = isApiError(error) ? error.errorId : null;
          if (errorId === 'order_version_conflict') {
            // spec: B§8 row 18, another diner updated the group order; the cart is kept.
            showError({ id: 'group_order_updated' });
            void refresh();
          } else if (errorId === 'order_being_prepared') {
            // spec: B§8 row 25, modifying an order being prepared.
            showError({ id: 'order_being_prepared' });
            void refresh();
          } else {
            showError({
              error,
              operation: call.kind === 'create' ? 'place_order' : 'order_update',
              hasTable: true,
            });
            if (isApiError(error) && error.status === 409 && call.kind === 'create') {
              // spec: B§8 row 2, someone else opened the tab: the table is checked again and the
              // join flow (offered on /) takes over.
              void queryClient.invalidateQueries({
                queryKey: queryKeys.endpoint(dineInEndpoints.tableStatus),
              });
              void refresh();
              void navigate({ to: '/' });
            }
          }
        },
      )
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  }, [
    page,
    store,
    createOrder,
    updateOrder,
    queryClient,
    showError,
    clearOrder,
    onPlaced,
    navigate,
  ]);

  return { place, pending };
}
