import { usersEndpoints } from '@tabula/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { api } from '../api/api';
import { clearOrderAtom } from '../cart/clear-order-atom';
import type { Timers } from '../timers';
import { clearCompletedPaymentKeys, markPaymentCompleted } from './completion-flags';
import { scheduleCompletedExit } from './completed-exit';

/**
 * The payment-completed screen's life (B§4 Payment): showing it marks the payment completed;
 * after 10 s, or when the diner presses the button, the stored order and payment keys are
 * cleared, the QR session is reset (its checkout state; the table and the sign-in stay) and the
 * diner goes to /.
 *
 * @param timers - the clock to wait with
 * @param onLeft - runs once the diner has left (an overlay closes itself)
 * @returns what the screen's button does: leave now
 */
export function usePaymentCompleted(timers: Timers, onLeft?: () => void): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearOrder = useSetAtom(clearOrderAtom);
  const leaveRef = useRef<() => void>(() => undefined);

  const exit = useEffectEvent(() => {
    clearCompletedPaymentKeys();
    clearOrder();
    // spec: B§4, the success screen resets the QR session.
    api
      .request(usersEndpoints.clearSession)
      .catch((error: unknown) => {
        console.warn('The session could not be reset', error);
      })
      .finally(() => {
        void queryClient.invalidateQueries();
      });
    void navigate({ to: '/' });
    onLeft?.();
  });

  useEffect(() => {
    markPaymentCompleted();
    const scheduled = scheduleCompletedExit(timers, () => {
      exit();
    });
    leaveRef.current = scheduled.leave;
    return scheduled.cancel;
  }, [timers]);

  return () => {
    leaveRef.current();
  };
}
