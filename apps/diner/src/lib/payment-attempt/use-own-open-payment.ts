import type { OpenPayment } from '@tabula/api-client';
import { openPaymentQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/api';
import type { ProviderRedirect } from './go-to-provider';
import { readPaymentAttempt } from './payment-attempt';

/** The diner's own payment still open on an order, and how to return to it. */
export interface OwnOpenPayment {
  payment: OpenPayment;
  /** The provider's page as the server gave it, when this tab started the payment; else null. */
  resume: ProviderRedirect | null;
}

/**
 * The diner's own provider payment still open on this order (issue 30: a diner who pressed Back
 * on a payment page, or closed it), whatever it pays: the walk-in order, their part of an open
 * tab, a bill share or the rest of the bill; null when none is, or it belongs to another order.
 * It is read again when the screen shows, when the tab regains focus, and when the browser
 * brings the page back from its back-forward cache (the diner pressed Back on the provider's
 * page).
 */
export function useOwnOpenPayment(orderId: number | null): OwnOpenPayment | null {
  const { data, refetch } = useQuery({
    ...openPaymentQueryOptions(api),
    // Read afresh whenever a screen that offers it shows, and when the diner comes back.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    enabled: orderId !== null,
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [refetch]);
  const payment = data?.open_payment ?? null;
  if (payment === null || orderId === null || payment.order_id !== orderId) return null;
  return { payment, resume: readPaymentAttempt(payment.reference)?.redirect ?? null };
}
