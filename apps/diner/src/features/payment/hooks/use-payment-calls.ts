import { paymentsEndpoints } from '@tabula/api-client';
import {
  genericPaymentStatusQueryOptions,
  standalonePaymentStatusQueryOptions,
} from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api/api';
import type { PaymentCalls } from '../utils/payment-checks';
import type { PaymentRequest } from '../utils/payment-search';
import { paymentProcessingPageQuery } from './use-payment-processing-page';

// Every check asks the server afresh and never retries by itself: its next turn is the retry.
const FRESH = { staleTime: 0, retry: false } as const;

/**
 * The calls that follow a payment in progress, bound to the client: the page read again (through
 * the page's cache entry, so the screen shows what it answered), the verification by
 * tmp_order_id and the generic payment status checks (B§7).
 */
export function usePaymentCalls(request: PaymentRequest): PaymentCalls {
  const queryClient = useQueryClient();
  const { reference, type, standalone, invoiceId } = request;
  return useMemo(() => {
    const bound = { reference, type, standalone, invoiceId };
    return {
      readPage: () =>
        queryClient
          .query({ ...paymentProcessingPageQuery(bound), ...FRESH })
          .then((page) => page.payment_details),
      verify: (tmpOrderId) =>
        api
          .request(paymentsEndpoints.verify, { body: { tmp_order_id: tmpOrderId } })
          .then((answer) => answer.payment_details),
      genericStatus: (referenceId) =>
        queryClient
          .query({
            ...genericPaymentStatusQueryOptions(api, { query: { reference_id: referenceId } }),
            ...FRESH,
          })
          .then((answer) => answer.payment_details),
      standaloneStatus: (referenceId, paymentType) =>
        queryClient
          .query({
            ...standalonePaymentStatusQueryOptions(api, {
              query: { reference_id: referenceId, payment_type: paymentType },
            }),
            ...FRESH,
          })
          .then((answer) => answer.payment_details),
    };
  }, [queryClient, reference, type, standalone, invoiceId]);
}
