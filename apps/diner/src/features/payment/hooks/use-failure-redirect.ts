import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { PAYMENT_FAILED_STATUS } from '@/lib/payment-status/payment-failed';
import { PAYMENT_FAILURE_REDIRECT_MS } from '../utils/payment-constants';
import type { Timers } from '../utils/timers';

/**
 * The way back after a failed payment (spec: B§4 Payment, declined "redirects to
 * /order-details?payment_status=failed after 5 s"): by itself after the delay, or at once with
 * the returned function.
 * our choice: the result page is replaced in the history, so Back does not return to it.
 *
 * @param timers - The clock and timers to wait with.
 * @returns Goes to the failed order details now.
 */
export function useFailureRedirect(timers: Timers): () => void {
  const navigate = useNavigate();
  const goNow = useCallback(() => {
    void navigate({
      to: '/order-details',
      search: { payment_status: PAYMENT_FAILED_STATUS },
      replace: true,
    });
  }, [navigate]);
  useEffect(() => {
    const handle = timers.setTimeout(goNow, PAYMENT_FAILURE_REDIRECT_MS);
    return () => {
      timers.clearTimeout(handle);
    };
  }, [timers, goNow]);
  return goNow;
}
