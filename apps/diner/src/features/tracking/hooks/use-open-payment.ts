import { paymentsEndpoints, type Order, type PaymentTypeName } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api/api';
import type { ProviderRedirect } from '@/lib/payment-attempt/go-to-provider';
import { readPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';

/** A tracked order's provider payment that is still open, and what the diner may do with it. */
export interface OpenPayment {
  reference: string;
  type: PaymentTypeName;
  /** The provider's page as the server gave it, when this tab started the payment; else null. */
  resume: ProviderRedirect | null;
}

/** The cache key of the verification of one order's payment. */
export function openPaymentKey(orderId: Order['id']) {
  return [...queryKeys.endpoint(paymentsEndpoints.verify), { tmp_order_id: orderId }];
}

/**
 * The payment of a tracked order waiting for its provider (payment_in_progress), as the server's
 * verification reports it (B§7 payments/verifications by tmp_order_id), so the track screen can
 * offer to return to the provider's page or cancel the attempt; null for any other order, or once
 * the payment is no longer in progress. A verification that finds it settled meanwhile (paid,
 * declined, or timed out after 665 s, B§9) refreshes the page configurations so the screen shows
 * where it stands.
 */
export function useOpenPayment(order: Pick<Order, 'id' | 'status'>): OpenPayment | null {
  const queryClient = useQueryClient();
  const waiting = order.status === 'payment_in_progress';
  const { data } = useQuery({
    queryKey: openPaymentKey(order.id),
    queryFn: ({ signal }) =>
      api.request(paymentsEndpoints.verify, { body: { tmp_order_id: order.id }, signal }),
    enabled: waiting,
    staleTime: 0,
  });
  const details = waiting ? (data?.payment_details ?? null) : null;
  const settled = details !== null && details.status !== 'in_progress';
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
  }, [settled, queryClient]);
  if (details === null || settled) return null;
  return {
    reference: details.reference,
    type: details.type,
    resume: readPaymentAttempt(details.reference)?.redirect ?? null,
  };
}
