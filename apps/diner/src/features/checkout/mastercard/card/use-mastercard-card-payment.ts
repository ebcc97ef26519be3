import { channelName, mastercardEndpoints, isApiError } from '@tabula/api-client';
import { isRetryable } from '@tabula/api-client/query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { listenLive } from '@/lib/realtime/realtime-client';
import type { Timers } from '@/lib/timers';
import { authenticatePayer } from '../authentication/authenticate-payer';
import { AUTHENTICATION_ERRORS } from '../authentication/authentication-errors';
import { useAuthenticationDeps } from '../authentication/use-authentication-deps';
import type {
  MastercardMethodPayment,
  MastercardPaymentRequest,
} from '../mastercard-payment-request';
import { shownCardFormAtom } from './card-form-state';
import { loadHostedSession } from './load-hosted-session';
import type { PaymentSessionApi } from './payment-session';

/**
 * A card typed on the Mastercard gateway's hosted fields (B§4 Mastercard; B§4 Google Pay steps 2
 * and 3 for the payer authentication; B§7 sessions; B§8 payment failures):
 * 1. the payment's channel `private_mastercard_transaction_{reference}` is listened to first, and
 *    the gateway's session.js (the payment type's `hosted_session_script_url`) starts loading;
 * 2. the hosted session is asked for with the order and the reference (the server places the
 *    order under it; the same reference again is the same payment, never a second one);
 * 3. the session's fields are drawn by session.js in a sheet; the card is typed there, on the
 *    gateway's origin, and Pay puts it in the session;
 * 4. when session.js answers `ok` for this session, the payer is authenticated at once (no Google
 *    Pay wait), completed even when authentication is unavailable (the server then charges the
 *    card);
 * 5. authenticated: /payment-processing?reference=…&type=mastercard shows the result (B§2).
 * A failed authentication shows its B§8 messages and gives Place Order back, the cart kept.
 * Closing the form marks the payment declined and gives Place Order back; so does a script that
 * fails to load or draw the fields, with the payment-failed message.
 *
 * @param timers - The clock and timers to wait with (tests move them by hand).
 */
export function useMastercardCardPayment(timers: Timers): MastercardMethodPayment {
  const navigate = useNavigate();
  const showError = useSetAtom(showErrorAtom);
  const setForm = useSetAtom(shownCardFormAtom);
  const deps = useAuthenticationDeps(timers);
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
      const { reference } = request;
      let phase: 'session' | 'form' | 'authentication' | 'ended' = 'session';
      // Read through a call: the phase moves on while a call is awaited.
      const ended = () => phase === 'ended';
      let stopListening: () => void = () => undefined;

      const finish = () => {
        phase = 'ended';
        stopListening();
        setForm(null);
        stopCurrent.current = null;
        setWaiting(false);
      };
      const fail = () => {
        if (ended()) return;
        finish();
        request.onFailed();
      };
      const paid = () => {
        if (ended()) return;
        finish();
        // spec: B§2 and B§4 Google Pay step 4, the result page reads the payment and shows it.
        void navigate({ to: '/payment-processing', search: { reference, type: 'mastercard' } });
      };
      /** Marks the payment declined (B§7 tmp_orders/update_payment_status); true when it was paid. */
      const decline = () =>
        api
          .request(mastercardEndpoints.updateTmpOrderPaymentStatus, {
            body: { reference_id: reference, status: 'declined' },
          })
          .then(
            () => false,
            (error: unknown) =>
              isApiError(error) &&
              (error.errorId === 'payment_already_paid' || error.errorId === 'payment_processing'),
          );

      const authenticate = async () => {
        phase = 'authentication';
        setForm(null);
        // spec: B§4 Google Pay steps 2 and 3 (the typed card too); no 10 s wait for a typed card,
        // and the payer is completed even when authentication is unavailable: the server charges
        // the card then (the issuer decides).
        const result = await authenticatePayer(
          { reference, waitBeforeMs: 0, completeWhenUnavailable: true },
          deps,
        );
        if (ended()) return;
        if (result.ok) {
          paid();
          return;
        }
        // spec: B§8 payment 5, the authentication error, then the payment-failed message.
        showError({ id: AUTHENTICATION_ERRORS[result.error] });
        fail();
      };

      /** The hosted fields cannot be had: the payment is declined, with the failure's message. */
      const unavailable = () => {
        if (phase !== 'session' && phase !== 'form') return;
        phase = 'authentication';
        setForm(null);
        // our choice: without the gateway's fields the card cannot be typed: the order placed
        // for the session is declined and the diner told, as for any Mastercard failure.
        void decline();
        showError({ id: 'mastercard_payment_failed' });
        fail();
      };

      const showForm = (sessionId: string, paymentSession: PaymentSessionApi) => {
        if (phase !== 'session') return;
        phase = 'form';
        setForm({
          reference,
          sessionId,
          paymentSession,
          onSaved: () => {
            if (phase === 'form') void authenticate();
          },
          onUnavailable: unavailable,
          onClose: () => {
            if (phase !== 'form') return;
            phase = 'authentication';
            setForm(null);
            // our choice: closing the form gives the payment up, silently (the diner chose it);
            // a payment charged meanwhile goes on to its result.
            void decline().then((charged) => {
              if (charged) paid();
              else fail();
            });
          },
        });
      };

      setWaiting(true);
      stopCurrent.current = finish;
      // spec: B§4 (as the connected card's step 2), the channel is listened to before the start.
      stopListening = listenLive(channelName('private_mastercard_transaction', reference), {
        payment_succeeded: () => {
          paid();
        },
        payment_failed: () => {
          // While authenticating, the authentication's own outcome says why.
          if (phase === 'authentication') return;
          // spec: B§8 payment 7, a Mastercard failure: to the failed order details after 5 s.
          showError({ id: 'mastercard_payment_failed' });
          fail();
        },
      });

      const scriptUrl = request.paymentType.hosted_session_script_url ?? null;
      const script =
        scriptUrl === null
          ? Promise.reject(new Error('The payment type names no card gateway script.'))
          : loadHostedSession(scriptUrl);
      // Heard below once the session is made; a session refused first leaves it unheard.
      script.catch(() => undefined);

      api
        .request(mastercardEndpoints.createSession, {
          body: { order_details: request.payload, reference_id: reference },
        })
        .then(
          ({ data }) => {
            if (phase !== 'session') return;
            script.then((paymentSession) => {
              showForm(data.session_id, paymentSession);
            }, unavailable);
          },
          (error: unknown) => {
            if (phase !== 'session') return;
            // our choice: a lost answer may have placed the order; it is declined, so the next
            // Place Order (a new reference) never leaves two payments open.
            if (isRetryable(error)) void decline();
            showError({ error, operation: 'mastercard_payment', hasTable: request.hasTable });
            fail();
          },
        );
    },
    [navigate, showError, setForm, deps],
  );

  return { start, waiting };
}
