import { ordersEndpoints } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { BillResult } from '@/lib/bill/use-bill';
import type { OrderDetailsPage } from '@/lib/bill/bill-source';
import { buildOrderPayload } from '@/lib/bill/build-order-payload';

/** The main action: validate the cart, then go to the checkout. */
export interface CheckoutAction {
  start: () => void;
  /** The cart validation is running. */
  pending: boolean;
}

/** Where the main action leads (the checkout screen, gated by the checkout flag, A§2). */
const CHECKOUT_ROUTE = '/checkout';

/**
 * Checkout: the cart is validated first (POST orders/validate with the order payload built from
 * the bill), and the diner goes to /checkout only when it answers validated. A failed or thrown
 * validation shows the 'contact waiter' error (A§8); an error the catalogue names more precisely
 * (sold-out items, the session ended) shows that one.
 */
export function useCheckout(
  page: OrderDetailsPage,
  priced: BillResult,
  note: string | null,
): CheckoutAction {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending } = useMutation(
    endpointMutationOptions(api, queryClient, ordersEndpoints.validate),
  );
  const hasTable = page.session.table_id !== null;

  const start = useCallback(() => {
    const goToCheckout = () => {
      void navigate({ to: CHECKOUT_ROUTE });
    };
    // our choice: the server validates a cart for its customer only; a visitor signs in on the
    // checkout first (A§6), where the order is checked again before it is placed.
    if (page.user === null) {
      goToCheckout();
      return;
    }
    let payload;
    try {
      payload = buildOrderPayload({
        lines: priced.lines,
        bill: priced.bill,
        menu: page.menu,
        discounts: priced.discounts,
        session: page.session,
        company: page.company,
        user: page.user,
        note,
      });
    } catch (error) {
      // spec: A§8, a cart validation exception shows the 'contact waiter' message.
      showError({ error, operation: 'cart_validation', hasTable });
      return;
    }
    mutate(
      { body: { order_details: payload } },
      {
        onSuccess: (answer) => {
          if (answer.data.validated) goToCheckout();
          else showError({ id: 'cart_validation_failed' });
        },
        onError: (error: unknown) => {
          showError({ error, operation: 'cart_validation', hasTable });
        },
      },
    );
  }, [page, priced, note, hasTable, mutate, navigate, showError]);

  return { start, pending: isPending };
}
