import { channelName, mastercardEndpoints } from '@tabula/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { markPaymentFailed } from '@/lib/payment-status/payment-failed';
import { listenLive } from '@/lib/realtime/realtime-client';
import type { Timers } from '@/lib/timers';
import { authenticatePayer } from '../authentication/authenticate-payer';
import { AUTHENTICATION_ERRORS } from '../authentication/authentication-errors';
import { useAuthenticationDeps } from '../authentication/use-authentication-deps';
import type {
  MastercardMethodPayment,
  MastercardPaymentRequest,
} from '../mastercard-payment-request';
import { GOOGLE_PAY_AUTHENTICATION_WAIT_MS } from '../mastercard-timing';
import { readyGooglePayClient, type WalletAnswer } from './google-pay-client';
import { paymentDataRequest, walletScript } from './google-pay-request';

/**
 * Google Pay through the Mastercard gateway (B§4 Google Pay (Mastercard gateway), B§7, B§8, B§9):
 * listens to `private_mastercard_transaction_{reference}`, opens Google Pay's sheet with
 * `loadPaymentData` and the PaymentDataRequest of B§9 (Google's pay.js, or the card sandbox's
 * stand-in of it), inside the diner's tap; with the wallet's token verifies the card (which places the order),
 * authenticates the payer (after 10 s, a challenge up to 120 s), then submits the token and goes
 * to the answer's /payment-processing?reference=…&type=mastercard. A failure shows its B§8 error
 * (an authentication error is followed by the payment-failed one and the failed order details);
 * Place Order works again. The diner closing the sheet (CANCELED) ends it with nothing placed and
 * nothing shown; any other wallet error shows the payment-failed error.
 *
 * @param timers - The clock and timers to wait with (tests move them by hand).
 */
export function useGooglePayPayment(timers: Timers): MastercardMethodPayment {
  const navigate = useNavigate();
  const showError = useSetAtom(showErrorAtom);
  const authentication = useAuthenticationDeps(timers);
  const [waiting, setWaiting] = useState(false);
  const stopCurrent = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stopCurrent.current?.();
    },
    [],
  );

  const start = useCallback(
    (request: MastercardPaymentRequest) => {
      if (stopCurrent.current !== null) return;
      const { payload, paymentType, reference, hasTable } = request;
      const script = walletScript(paymentType);
      const client = script === null ? null : readyGooglePayClient(script.url, script.environment);
      const wanted = paymentDataRequest(payload, paymentType);
      if (client === null || wanted === null) {
        // Never offered so (useGooglePaySupport); nothing was placed.
        request.onFailed();
        return;
      }
      // spec: B§4 Google Pay; Google's rule: the sheet opens within the diner's tap, so nothing
      // is awaited before this call.
      const walletAnswer: Promise<WalletAnswer> = client.loadPaymentData(wanted);
      // `submitted`: the payment's own outcome is heard once its token is submitted; before, the
      // authentication's answer says why it failed (B§8).
      const run = { ended: false, submitted: false };
      // Read through a call: the awaits below may end the run meanwhile.
      const over = () => run.ended;
      let stopListening: () => void = () => undefined;
      const finish = () => {
        run.ended = true;
        stopListening();
        stopCurrent.current = null;
        setWaiting(false);
      };
      const fail = () => {
        if (over()) return;
        finish();
        request.onFailed();
      };
      const failWith = (report: Parameters<typeof showError>[0]) => {
        if (over()) return;
        // spec: B§4 Google Pay step 5, "on failure gpayFailed is set and an error shows".
        markPaymentFailed();
        showError(report);
        fail();
      };
      const goToResult = (pageUrl: string | undefined) => {
        if (over()) return;
        finish();
        // spec: B§4 Google Pay step 4, /payment-processing?reference={reference}&type=mastercard.
        const target = new URL(
          pageUrl ??
            `/payment-processing?reference=${encodeURIComponent(reference)}&type=mastercard`,
          window.location.href,
        );
        if (target.origin === window.location.origin) {
          void navigate({ href: `${target.pathname}${target.search}` });
        } else goToProvider({ kind: 'redirect', url: target.toString() });
      };

      setWaiting(true);
      stopCurrent.current = finish;
      // spec: B§7 Real-time channels, the payment's outcome also comes live.
      stopListening = listenLive(channelName('private_mastercard_transaction', reference), {
        payment_succeeded: () => {
          goToResult(undefined);
        },
        payment_failed: () => {
          if (run.submitted) failWith({ id: 'google_pay_payment_failed' });
        },
      });

      const pay = async () => {
        const answer = await walletAnswer;
        if (over()) return;
        if (answer.kind === 'cancelled') {
          // The diner closed the sheet: nothing was placed, so there is nothing to decline.
          fail();
          return;
        }
        if (answer.kind === 'failed') {
          // spec: B§4 Google Pay step 5, "on failure gpayFailed is set and an error shows";
          // nothing was placed, the wallet's reason is reported.
          console.error('Google Pay failed', { reference, reason: answer.reason });
          failWith({ id: 'google_pay_payment_failed' });
          return;
        }
        const body = { order_details: payload, reference_id: reference, token_data: answer.token };
        try {
          // spec: B§4 Google Pay step 1, the card is verified (the server places the order).
          await api.request(mastercardEndpoints.verifyCard, { body });
        } catch (error) {
          if (over()) return;
          // spec: B§8, 'error.card_verification_failed', and a report is sent.
          console.error('Google Pay card verification failed', { reference, error });
          failWith({ error, operation: 'google_pay_card_verification', hasTable });
          return;
        }
        if (over()) return;
        // spec: B§4 Google Pay steps 2 and 3: wait 10 s, authenticate, a challenge up to 120 s.
        const authenticated = await authenticatePayer(
          {
            reference,
            waitBeforeMs: GOOGLE_PAY_AUTHENTICATION_WAIT_MS,
            completeWhenUnavailable: false,
          },
          authentication,
        );
        if (over()) return;
        if (!authenticated.ok) {
          // spec: B§8, the authentication error, then the payment-failed error and the failed
          // order details (the catalogue entry's next); a timeout was already marked declined.
          failWith({ id: AUTHENTICATION_ERRORS[authenticated.error] });
          return;
        }
        run.submitted = true;
        try {
          // spec: B§4 Google Pay step 4, the token is submitted.
          const result = await api.request(mastercardEndpoints.processGooglePayPayment, {
            body,
            idempotencyKey: newIdempotencyKey(),
          });
          goToResult(result.payment_page_url ?? undefined);
        } catch (error) {
          failWith({ error, operation: 'google_pay', hasTable });
        }
      };
      void pay();
    },
    [navigate, showError, authentication],
  );

  return { start, waiting };
}
