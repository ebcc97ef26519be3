import { useCallback, useRef } from 'react';
import type { Timers } from '@/lib/timers';
import { paymentReference } from '../utils/payment-reference';
import { useApplePayPayment } from './apple-pay/use-apple-pay-payment';
import { useMastercardCardPayment } from './card/use-mastercard-card-payment';
import { useGooglePayPayment } from './google-pay/use-google-pay-payment';
import type { MastercardMethod } from './mastercard-method';
import type { MastercardPaymentRequest } from './mastercard-payment-request';

/** What the checkout gives to start a gateway payment; the reference is made here. */
export interface MastercardStart extends Omit<MastercardPaymentRequest, 'reference'> {
  userId: number;
  companyId: number;
}

/** The Mastercard gateway's payment of the checkout. */
export interface MastercardPayment {
  start: (method: MastercardMethod, request: MastercardStart) => void;
  waiting: boolean;
}

/**
 * The Mastercard gateway payment (B§4 Mastercard, Google Pay, Apple Pay): makes the payment
 * reference from the diner, the company and the time (B§4), then hands the payment to the chosen
 * method's flow.
 */
export function useMastercardPayment(timers: Timers): MastercardPayment {
  const card = useMastercardCardPayment(timers);
  const googlePay = useGooglePayPayment(timers);
  const applePay = useApplePayPayment(timers);
  const flows = useRef({ card, google_pay: googlePay, apple_pay: applePay });
  flows.current = { card, google_pay: googlePay, apple_pay: applePay };
  // The same order sent again after a lost answer keeps its reference: the server takes it as
  // the same payment, never a second one. A payment that ended unpaid frees it.
  const last = useRef<{ fingerprint: string; reference: string } | null>(null);
  const start = useCallback(
    (method: MastercardMethod, request: MastercardStart) => {
      const { userId, companyId, onFailed, ...rest } = request;
      const fingerprint = JSON.stringify([method, rest.payload]);
      if (last.current?.fingerprint !== fingerprint) {
        last.current = {
          fingerprint,
          // our choice: the gateway's own prefix, so a reference says which gateway it paid with.
          reference: paymentReference('mc', userId, companyId, timers.now()),
        };
      }
      flows.current[method].start({
        ...rest,
        reference: last.current.reference,
        onFailed: () => {
          last.current = null;
          onFailed();
        },
      });
    },
    [timers],
  );
  return { start, waiting: card.waiting || googlePay.waiting || applePay.waiting };
}
