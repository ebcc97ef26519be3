import { useCallback, useMemo, useRef } from 'react';
import type { Timers } from '@/lib/timers';
import type { PaymentProvider, ProviderEnd, ProviderPayment } from '../pipeline/payment-provider';
import { paymentReference } from '../utils/payment-reference';
import { useApplePayPayment } from './apple-pay/use-apple-pay-payment';
import { useMastercardCardPayment } from './card/use-mastercard-card-payment';
import { useGooglePayPayment } from './google-pay/use-google-pay-payment';
import { isMastercardMethod } from './mastercard-method';

/**
 * The Mastercard gateway payment (B§4 Mastercard, Google Pay, Apple Pay): makes the payment
 * reference from the diner, the company and the time (B§4), then hands the payment to the chosen
 * method's flow (the payment's mode: card, google_pay or apple_pay). A mode the gateway does not
 * offer starts nothing and ends unpaid.
 */
export function useMastercardPayment(timers: Timers): PaymentProvider {
  const card = useMastercardCardPayment(timers);
  const googlePay = useGooglePayPayment(timers);
  const applePay = useApplePayPayment(timers);
  const flows = useRef({ card, google_pay: googlePay, apple_pay: applePay });
  flows.current = { card, google_pay: googlePay, apple_pay: applePay };
  // The same order sent again after a lost answer keeps its reference: the server takes it as
  // the same payment, never a second one. A payment that ended unpaid frees it.
  const last = useRef<{ fingerprint: string; reference: string } | null>(null);
  const start = useCallback(
    (payment: ProviderPayment, end: ProviderEnd) => {
      const method = payment.mode;
      if (!isMastercardMethod(method)) {
        end.failed();
        return;
      }
      const fingerprint = JSON.stringify([method, payment.payload]);
      if (last.current?.fingerprint !== fingerprint) {
        last.current = {
          fingerprint,
          // our choice: the gateway's own prefix, so a reference says which gateway it paid with.
          reference: paymentReference('mc', payment.user.id, payment.companyId, timers.now()),
        };
      }
      flows.current[method].start({
        payload: payment.payload,
        paymentType: payment.paymentType,
        hasTable: payment.hasTable,
        ...(payment.prepare === undefined ? {} : { prepare: payment.prepare }),
        reference: last.current.reference,
        onFailed: () => {
          last.current = null;
          end.failed();
        },
      });
    },
    [timers],
  );
  const waiting = card.waiting || googlePay.waiting || applePay.waiting;
  return useMemo(
    // spec: B§4 Apple Pay, Apple makes the session only synchronously inside the tap.
    () => ({ start, waiting, opensInTap: (mode) => mode === 'apple_pay' }),
    [start, waiting],
  );
}
