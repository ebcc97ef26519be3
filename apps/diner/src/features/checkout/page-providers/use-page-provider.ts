import { useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { api } from '@/lib/api/api';
import { attemptKeys } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { rememberPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import type { PaymentProvider } from '../pipeline/payment-provider';
import { paymentOperation } from '../utils/payment-operation';
import { paymentOutcome } from '../utils/payment-outcome';
import { sendPayment } from './send-payment';

/**
 * The providers whose page the browser goes to, and cash (B§4 Other providers, B§7 Payments): the
 * payment is sent through its flow's call with an Idempotency-Key that stays the same for the same
 * request, so a retry is never placed or charged twice. An order placed at once (cash) is
 * `placed`; otherwise the attempt is remembered, so a diner who comes back without paying can
 * return to the page or cancel it (the track screen offers both), and the browser leaves for the
 * provider. A refusal is the payable's to tell, or its catalogue entry shows.
 */
export function usePageProvider(): PaymentProvider {
  const showError = useSetAtom(showErrorAtom);
  const keys = useRef(attemptKeys());
  return useMemo(
    () => ({
      waiting: false,
      opensInTap: () => false,
      start: (payment, end) => {
        const { flow, paymentType, payload, user, contact, mode } = payment;
        const idempotencyKey = keys.current.keyFor(JSON.stringify([flow, mode, contact, payload]));
        sendPayment(api, { flow, paymentType, payload, user, contact, mode, idempotencyKey }).then(
          (answer) => {
            keys.current.reset();
            const outcome = paymentOutcome(answer);
            if (outcome.kind === 'placed') {
              end.placed();
              return;
            }
            // our choice: the cart stays until the provider reports the payment paid
            // (/payment-processing clears it then, B§4), so a declined payment can be tried again.
            const reference = answer.order_details?.payment.reference_code;
            if (reference) rememberPaymentAttempt({ reference, redirect: outcome });
            goToProvider(outcome);
          },
          (error: unknown) => {
            if (end.refused === undefined) {
              showError({ error, operation: paymentOperation(flow), hasTable: payment.hasTable });
            } else end.refused(error);
            end.failed();
          },
        );
      },
    }),
    [showError],
  );
}
