import type { PaymentDetails } from '@tabula/api-client';
import { isRetryable, queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { clearSessionAfterPaidAtom, markSessionPaymentFailed } from '../state/payment-session';
import { paymentChecks, trackedReference } from '../utils/payment-checks';
import { paymentDeadline } from '../utils/payment-deadline';
import { outcomeFor } from '../utils/payment-outcome';
import type { PaymentRequest } from '../utils/payment-search';
import type { Timers } from '../utils/timers';
import { watchPayment, type PaymentWatchEvent } from '../utils/watch-payment';
import { usePaymentCalls } from './use-payment-calls';
import {
  usePaymentProcessingPage,
  type PaymentProcessingPage,
} from './use-payment-processing-page';

/** What the page shows: still waiting, paid, or failed (declined, or out of time). */
export type PaymentResult =
  | { kind: 'in_progress' }
  | { kind: 'paid'; details: PaymentDetails }
  | { kind: 'declined'; reason: 'declined' | 'timed_out' };

function firstResult(page: PaymentProcessingPage, request: PaymentRequest): PaymentResult {
  const details = page.payment_details;
  const outcome = outcomeFor(details, trackedReference(request, details));
  if (outcome === 'paid' && details !== null) return { kind: 'paid', details };
  if (outcome === 'declined') return { kind: 'declined', reason: 'declined' };
  return { kind: 'in_progress' };
}

function resultOf(event: PaymentWatchEvent): PaymentResult | null {
  switch (event.kind) {
    case 'settled':
      return event.outcome === 'paid'
        ? { kind: 'paid', details: event.details }
        : { kind: 'declined', reason: 'declined' };
    case 'timed_out':
      return { kind: 'declined', reason: 'timed_out' };
    case 'check_failed':
      return null;
  }
}

/**
 * The payment result page's state (B§4 Payment): the status the page configuration answered,
 * then, while in progress, the checks of B§4 Other providers until the payment is paid, declined
 * or out of time (B§8, 665 s). A paid payment clears the cart and the session; a failed one sets
 * the failure flag (B§4). The page's configuration must be loaded (the route's loader does it).
 *
 * @param request - The payment of the address.
 * @param timers - The clock and timers to wait with.
 * @returns The page's configuration and what to show.
 */
export function usePaymentResult(
  request: PaymentRequest,
  timers: Timers,
): { page: PaymentProcessingPage; result: PaymentResult } {
  const page = usePaymentProcessingPage(request);
  const calls = usePaymentCalls(request);
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const clearSessionAfterPaid = useSetAtom(clearSessionAfterPaidAtom);
  // The payment, its page as it first loaded, and when: what the watch starts from (the route
  // keys the screen by the payment, so one screen follows one payment).
  const [first] = useState(() => ({ request, page, openedAt: timers.now() }));
  const [result, setResult] = useState<PaymentResult>(() => firstResult(page, request));

  const waiting = result.kind === 'in_progress';
  useEffect(() => {
    if (!waiting) return undefined;
    const details = first.page.payment_details;
    return watchPayment({
      reference: trackedReference(first.request, details),
      checks: paymentChecks(first.request, details, calls),
      deadline: paymentDeadline(first.openedAt, details, first.page.order),
      timers,
      isRetryable,
      onEvent: (event) => {
        const next = resultOf(event);
        if (next !== null) {
          setResult(next);
          return;
        }
        // our choice: a check that cannot succeed later (not a network failure or a 5xx) is
        // shown once through the error catalogue; a passing failure is tried again on the next
        // turn without a popup, and the 665 s timeout bounds the wait either way.
        if (event.kind === 'check_failed' && event.stopped) {
          showError({
            error: event.error,
            operation: event.check === 'page' ? 'page_config' : 'other',
          });
        }
      },
    });
  }, [waiting, first, calls, timers, showError]);

  const settled = result.kind;
  useEffect(() => {
    if (settled === 'in_progress') return;
    if (settled === 'paid') clearSessionAfterPaid();
    else markSessionPaymentFailed();
    // The order changed (its status bar, tracking, the cart screen): the configurations are read
    // again where the diner goes next.
    void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages'), refetchType: 'none' });
  }, [settled, queryClient, clearSessionAfterPaid]);

  return { page, result };
}
