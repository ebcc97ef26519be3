import { channelName, stripeConnectEndpoints, isApiError } from '@tabula/api-client';
import { isRetryable, paymentIntentQueryOptions } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { rememberPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import { listenLive } from '@/lib/realtime/realtime-client';
import type { Timers } from '@/lib/timers';
import {
  CONNECTED_CARD_POLL_MS,
  CONNECTED_CARD_START_DELAY_MS,
  CONNECTED_CARD_TIMEOUT_MS,
} from './connected-card-timing';
import type { PaymentProvider, ProviderEnd, ProviderPayment } from '../pipeline/payment-provider';
import { paymentReference } from '../utils/payment-reference';

// Every poll asks the server afresh; its next turn is the retry.
const FRESH = { staleTime: 0, retry: false } as const;

/**
 * The connected card provider flow (B§4 Connected card provider flow, B§7, B§8, B§9): the
 * reference is made from the diner, the company and the time; its private channel is listened to;
 * then (after 10 s outside an open tab) the intent is asked for with the order. The card page
 * (/card-payment, Stripe.js's card field) is opened when the intent is created; a saved card is charged at once, and its success goes to
 * /payment-processing like every provider's. A refused intent or a failed payment shows the
 * provider's message and gives Place Order back. The intent is polled every 20 s; after 180 s the
 * payment is given up with 'Payment Failed'.
 *
 * @param timers - The clock and timers to wait with (tests move them by hand).
 */
export function useConnectedCardPayment(timers: Timers): PaymentProvider {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const [waiting, setWaiting] = useState(false);
  const stopCurrent = useRef<(() => void) | null>(null);
  // The same order sent again after a lost answer keeps its reference and key: the server takes
  // it as the same payment, never a second one.
  const last = useRef<{ fingerprint: string; reference: string; key: string } | null>(null);

  useEffect(
    () => () => {
      stopCurrent.current?.();
    },
    [],
  );

  const start = useCallback(
    (request: ProviderPayment, end: ProviderEnd) => {
      if (stopCurrent.current !== null) return;
      const fingerprint = JSON.stringify(request.payload);
      if (last.current?.fingerprint !== fingerprint) {
        last.current = {
          fingerprint,
          reference: paymentReference('sc', request.user.id, request.companyId, timers.now()),
          key: newIdempotencyKey(),
        };
      }
      const { reference, key: idempotencyKey } = last.current;
      const handles: unknown[] = [];
      let ended = false;
      let stopListening: () => void = () => undefined;

      const finish = () => {
        ended = true;
        for (const handle of handles) timers.clearTimeout(handle);
        stopListening();
        stopCurrent.current = null;
        setWaiting(false);
      };
      const fail = (settled: boolean) => {
        if (ended) return;
        finish();
        if (settled) {
          // spec: B§4 step 7, a new attempt is a new payment with its own reference.
          last.current = null;
        }
        end.failed();
      };
      const providerFailed = (message: string | null) => {
        if (ended) return;
        // spec: B§8 payment 3, the provider's error is shown; Place Order works again.
        showError({ id: 'stripe_connect_failed', ...(message === null ? {} : { message }) });
        fail(true);
      };
      const confirm = (confirmUrl: string | null | undefined) => {
        if (ended) return;
        if (confirmUrl === null || confirmUrl === undefined) {
          // our choice: without the card page's address (a server that names none) the payment
          // cannot go on; the diner is told.
          providerFailed(null);
          return;
        }
        finish();
        const redirect = { kind: 'redirect', url: confirmUrl } as const;
        // The app's card page (Stripe.js's card field). The diner who comes back without paying
        // can return to it (the track screen offers it, as for the hosted pages).
        rememberPaymentAttempt({ reference, redirect });
        goToProvider(redirect);
      };
      const paid = () => {
        if (ended) return;
        finish();
        last.current = null;
        // spec: B§4, the paid payment ends where every provider's does: /payment-processing
        // clears the cart and the session and shows the result.
        void navigate({
          to: '/payment-processing',
          search: { reference, type: 'stripe_connect' },
        });
      };

      // spec: B§4 step 4 and B§9, the intent is asked for every 20 s from the start, each turn
      // on its own clock, so a slow answer never delays the next.
      const poll = () => {
        handles.push(
          timers.setTimeout(() => {
            if (ended) return;
            poll();
            queryClient
              .query({
                ...paymentIntentQueryOptions(api, { params: { id: reference } }),
                ...FRESH,
              })
              .then(
                (answer) => {
                  if (ended) return;
                  if (answer.data.client_secret !== null) {
                    // The event was missed: the intent is there, its card form is opened.
                    confirm(answer.data.confirm_url);
                    return;
                  }
                  // our choice: an intent without a client secret has settled or is being
                  // charged; /payment-processing reads which and shows it.
                  paid();
                },
                (error: unknown) => {
                  if (ended) return;
                  if (isApiError(error) && error.errorId === 'payment_intent_failed') {
                    providerFailed(error.serverMessage);
                    return;
                  }
                  // A passing failure (the network, a 5xx) is asked again on the next turn.
                  if (isRetryable(error)) return;
                  // spec: B§8 payment 3, a polling error gives 'oops-something-went-wrong'.
                  showError({ error, operation: 'stripe_connect_poll' });
                  fail(false);
                },
              );
          }, CONNECTED_CARD_POLL_MS),
        );
      };

      const send = () => {
        if (ended) return;
        poll();
        api
          .request(stripeConnectEndpoints.createPaymentIntent, {
            body: { order_details: request.payload, reference_id: reference },
            idempotencyKey,
          })
          .then(
            () => undefined,
            (error: unknown) => {
              if (ended) return;
              if (end.refused === undefined) {
                showError({
                  error,
                  operation: 'stripe_connect_payment',
                  hasTable: request.hasTable,
                });
              } else end.refused(error);
              // A lost answer keeps the reference, so trying again is the same payment.
              fail(!isRetryable(error));
            },
          );
      };

      setWaiting(true);
      stopCurrent.current = finish;
      // spec: B§4 step 2, the channel is listened to before the payment starts.
      stopListening = listenLive(channelName('private_stripe_connect_transaction', reference), {
        payment_intent_created: (event) => {
          confirm(event.confirm_url);
        },
        payment_intent_failed: (event) => {
          providerFailed(event.error);
        },
        payment_succeeded: () => {
          paid();
        },
        payment_failed: (event) => {
          providerFailed(event.error);
        },
        payment_cancelled: () => {
          providerFailed(null);
        },
      });
      // spec: B§9, 180 s without an outcome gives 'Payment Failed'.
      handles.push(
        timers.setTimeout(() => {
          if (ended) return;
          showError({ id: 'stripe_connect_timeout' });
          fail(true);
        }, CONNECTED_CARD_TIMEOUT_MS),
      );
      // spec: B§4 and B§9, outside an open tab the payment starts after 10 s.
      if (request.delayed) handles.push(timers.setTimeout(send, CONNECTED_CARD_START_DELAY_MS));
      else send();
    },
    [timers, navigate, queryClient, showError],
  );

  return useMemo(() => ({ start, waiting, opensInTap: () => false }), [start, waiting]);
}
