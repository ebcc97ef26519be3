import { endpoints, isApiError } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { forgetPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import type { OpenPayment } from './use-open-payment';

// The cart is kept (B§4: it is emptied only once paid), so the diner pays again from here.
const CHECKOUT_ROUTE = '/checkout';

/** Cancel payment: running while the server voids the attempt. */
export interface CancelPaymentAction {
  cancel: () => void;
  pending: boolean;
}

/**
 * Cancels the open payment (POST /payments/{reference}/cancel): the server voids the attempt and
 * cancels its order, and the diner goes back to the checkout, the cart kept, to pay again at once.
 * When the provider settled the payment first (a 409), the payment's result page shows what
 * happened instead: paid, or failed. Any other failure shows its error.
 */
export function useCancelPayment(payment: OpenPayment | null): CancelPaymentAction {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const { mutate, isPending } = useMutation(
    endpointMutationOptions(api, queryClient, endpoints.payments.cancel),
  );

  const cancel = useCallback(() => {
    if (payment === null) return;
    mutate(
      { params: { reference: payment.reference } },
      {
        onSuccess: () => {
          forgetPaymentAttempt();
          void navigate({ to: CHECKOUT_ROUTE });
        },
        onError: (error: unknown) => {
          if (isApiError(error, 'http') && error.status === 409) {
            forgetPaymentAttempt();
            // The payment's result page (B§2 /payment-processing?reference&type).
            void navigate({
              to: '/payment-processing',
              search: { reference: payment.reference, type: payment.type },
            });
            return;
          }
          showError({ error, operation: 'make_payment' });
        },
      },
    );
  }, [payment, mutate, navigate, showError]);

  return { cancel, pending: isPending };
}
