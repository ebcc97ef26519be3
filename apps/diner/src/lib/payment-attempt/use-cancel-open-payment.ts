import { paymentsEndpoints, isApiError, type PaymentTypeName } from '@tabula/api-client';
import { endpointMutationOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '../api/api';
import { showErrorAtom } from '../errors/error-queue';
import { forgetPaymentAttempt } from './payment-attempt';

/** The payment to cancel: its reference, and its type for the result page. */
export interface PaymentToCancel {
  reference: string;
  type: PaymentTypeName;
}

/** Cancel payment: running while the server voids the attempt. */
export interface CancelOpenPayment {
  cancel: (payment: PaymentToCancel) => void;
  pending: boolean;
}

/**
 * Cancels the diner's own open payment (POST /payments/{reference}/cancel), for every payable:
 * the server voids the attempt at once, which frees a walk-in order's cart for another try, or a
 * bill share or tab part for everyone at the table (they hear it live). The contract's
 * invalidations read the screen's state again; `onCancelled` says where the diner goes next
 * (the walk-in checkout; a table's screens stay where they are). When the provider settled the
 * payment first (a 409: paid, or declined), the payment's result page says what happened. Any
 * other failure shows its error.
 */
export function useCancelOpenPayment(onCancelled?: () => void): CancelOpenPayment {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const options = endpointMutationOptions(api, queryClient, paymentsEndpoints.cancel);
  const { mutate, isPending } = useMutation({
    ...options,
    // Forgotten before the screens read the payment again, so nothing offers to resume it.
    onSuccess: async (...args) => {
      forgetPaymentAttempt();
      await options.onSuccess?.(...args);
    },
  });

  const cancel = useCallback(
    (payment: PaymentToCancel) => {
      mutate(
        { params: { reference: payment.reference } },
        {
          onSuccess: () => {
            onCancelled?.();
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
    },
    [mutate, navigate, showError, onCancelled],
  );

  return { cancel, pending: isPending };
}
