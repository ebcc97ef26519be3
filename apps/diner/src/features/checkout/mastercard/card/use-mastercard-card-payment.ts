import { channelName, endpoints, isApiError } from '@tabula/api-client';
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
import { isCardSaved } from './hosted-session-message';

/**
 * A card typed on the Mastercard gateway's hosted form (B§4 Mastercard; B§4 Google Pay steps 2
 * and 3 for the payer authentication; B§7 sessions; B§8 payment failures):
 * 1. the payment's channel `private_mastercard_transaction_{reference}` is listened to first;
 * 2. the hosted session is asked for with the order and the reference (the server places the
 *    order under it; the same reference again is the same payment, never a second one);
 * 3. the gateway's card form of the session is shown in a sheet; the card is typed there, on the
 *    gateway's origin;
 * 4. when the form tells the app (from its own origin, for this session) that the card is saved,
 *    the payer is authenticated at once (no Google Pay wait), completed even when authentication
 *    is unavailable (the server then charges the card);
 * 5. authenticated: /payment-processing?reference=…&type=mastercard shows the result (B§2).
 * A failed authentication shows its B§8 messages and gives Place Order back, the cart kept.
 * Closing the form marks the payment declined and gives Place Order back.
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
      let stopMessages: () => void = () => undefined;
      let stopListening: () => void = () => undefined;

      const finish = () => {
        phase = 'ended';
        stopMessages();
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
          .request(endpoints.mastercard.updateTmpOrderPaymentStatus, {
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
        stopMessages();
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

      const showForm = (sessionId: string, url: string) => {
        if (phase !== 'session') return;
        phase = 'form';
        const onMessage = (event: MessageEvent) => {
          if (phase !== 'form' || !isCardSaved(event, url, sessionId)) return;
          void authenticate();
        };
        window.addEventListener('message', onMessage);
        stopMessages = () => {
          window.removeEventListener('message', onMessage);
        };
        setForm({
          reference,
          url,
          onClose: () => {
            if (phase !== 'form') return;
            phase = 'authentication';
            stopMessages();
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

      api
        .request(endpoints.mastercard.createSession, {
          body: { order_details: request.payload, reference_id: reference },
        })
        .then(
          ({ data }) => {
            if (phase !== 'session') return;
            if (data.card_form_url === null) {
              // our choice: without the gateway's hosted form (a restaurant's gateway draws it
              // with session.js, not built) the card cannot be typed: the payment is given up.
              void decline();
              showError({ id: 'mastercard_payment_failed' });
              fail();
              return;
            }
            showForm(data.session_id, data.card_form_url);
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
