import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { Timers } from '@/lib/timers';
import { runPayment, type PayableRun } from './run-payment';
import { usePaymentProviders, type WaitingProvider } from './use-payment-providers';

export type { PayableRun } from './run-payment';

/** The pay button of a payable: running while a payment is sent or under way at its provider. */
export interface PaymentPipeline {
  pay: (run: PayableRun) => void;
  /** The button is busy: from the tap until the payment ended here (or the browser left). */
  pending: boolean;
  /** A provider working in the app (its form, sheet or poll), which the checkout says. */
  waiting: WaitingProvider | null;
}

/**
 * The checkout's one payment pipeline (B§4 Payment selection and place order): the button is
 * disabled at once and a second tap starts nothing; the payable's step runs first (or inside the
 * wallet's sheet where the sheet must open in the tap); the payload is made and checked against
 * the session's schema variant (A§5: on failure the check's message is logged and nothing is
 * sent); then the flow's provider takes it and says how it ended: placed, failed or refused. A
 * provider that sends the browser away keeps the button busy.
 *
 * @param timers - The clock and timers the providers wait with (tests move them by hand).
 */
export function usePaymentPipeline(timers: Timers): PaymentPipeline {
  const showError = useSetAtom(showErrorAtom);
  const providers = usePaymentProviders(timers);
  // The providers as they are at the tap (each render makes the set afresh).
  const latest = useRef(providers);
  latest.current = providers;
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const pay = useCallback(
    (run: PayableRun) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      runPayment(run, latest.current.of(run.flow), {
        stop: () => {
          running.current = false;
          setPending(false);
        },
        showError,
      });
    },
    [showError],
  );

  return { pay, pending, waiting: providers.waiting };
}
