import { paymentsEndpoints, isApiError } from '@tabula/api-client';
import { paymentIntentQueryOptions } from '@tabula/api-client/query';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { forgetPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import type { PaymentRequest } from '../utils/payment-search';

/** The provider's reason for the payment's failure, as the payment's intent answers it. */
async function providerReason(queryClient: QueryClient, reference: string) {
  try {
    await queryClient.query({
      ...paymentIntentQueryOptions(api, { params: { id: reference } }),
      staleTime: 0,
      retry: false,
    });
    return null;
  } catch (error) {
    return isApiError(error) && error.errorId === 'payment_intent_failed'
      ? error.serverMessage
      : null;
  }
}

/**
 * The connected card's form sent the diner back without paying (`redirect_status=failed`: the
 * 3-D Secure check failed, or Cancel on the card form). The provider keeps its intent open for
 * another card, but the diner is no longer on the card form, so the attempt is voided (POST
 * /payments/{reference}/cancel: its order stops holding the next one back), and the diner goes
 * back to the checkout, cart kept, with the provider's message (B§8: 'the provider error is
 * shown and the place-order button is re-enabled'). When the provider settled the payment first
 * (the cancel is refused), or the cancel cannot be made, the page follows the payment as usual.
 *
 * @returns true while the failed return is being handled (the page shows its waiting state)
 */
export function useCardFormFailure(request: PaymentRequest): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const failed = request.type === 'stripe_connect' && request.redirectStatus === 'failed';
  const [handling, setHandling] = useState(failed);
  const started = useRef(false);

  useEffect(() => {
    if (!failed || started.current) return;
    started.current = true;
    const { reference } = request;
    api.request(paymentsEndpoints.cancel, { params: { reference } }).then(
      async () => {
        forgetPaymentAttempt();
        const message = await providerReason(queryClient, reference);
        await navigate({ to: '/checkout', replace: true });
        showError({ id: 'stripe_connect_failed', ...(message === null ? {} : { message }) });
      },
      () => {
        setHandling(false);
      },
    );
  }, [failed, request, queryClient, navigate, showError]);

  return handling;
}
