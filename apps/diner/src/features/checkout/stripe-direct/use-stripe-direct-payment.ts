import { paymentsEndpoints } from '@tabula/api-client';
import { isRetryable } from '@tabula/api-client/query';
import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { Timers } from '@/lib/timers';
import type { PaymentProvider, ProviderEnd, ProviderPayment } from '../pipeline/payment-provider';
import { paymentReference } from '../utils/payment-reference';
import { shownStripeCardAtom } from './stripe-card-state';

/** How often an order whose answer was lost is sent again before the diner is told. */
export const STRIPE_ORDER_ATTEMPTS = 3;
/** The wait before the next attempt, times the attempts made so far. */
export const STRIPE_ORDER_RETRY_MS = 2_000;

/** An order the card already paid for, to send (again) with the same key. */
interface PaidOrder {
  fingerprint: string;
  reference: string;
  intentId: string;
  saveCard: boolean;
  key: string;
}

/**
 * Stripe direct (B§7 payments/stripe/v1/orders; ADR 0008 addendum):
 * 1. a reference is made from the diner, the company and the time (`sd_…`);
 * 2. the card sheet shows Stripe.js's card field (Stripe's frame, on Stripe's origin); on Pay the
 *    server makes the PaymentIntent for the order (payments/stripe/v1/payment_intents, one per
 *    reference and answer to "keep the card") and Stripe.js confirms the card against it, 3-D
 *    Secure included; a card refused shows Stripe's reason in the sheet for another card;
 * 3. the order is sent with payment.save_card, transaction_id, reference_code and total_amount;
 *    the server checks the intent at Stripe and places the order, or refunds the charge;
 * 4. placed: /payment-processing?reference=…&type=stripe shows the result (B§2).
 * A refusal shows its message and gives Place Order back. An answer lost on the way is asked
 * again with the same Idempotency-Key (three times, waiting 2 s then 4 s), and after that the
 * next Place Order of the same order sends the same request again instead of opening the card
 * sheet: a card Stripe charged once never pays for a second order. Cancel or closing the sheet
 * gives the payment up without a word.
 *
 * @param timers - The clock and timers to wait with (tests move them by hand).
 */
export function useStripeDirectPayment(timers: Timers): PaymentProvider {
  const navigate = useNavigate();
  // Stripe's card field speaks the app's language.
  const { i18n } = useLingui();
  const showError = useSetAtom(showErrorAtom);
  const setCard = useSetAtom(shownStripeCardAtom);
  const [waiting, setWaiting] = useState(false);
  const stopCurrent = useRef<(() => void) | null>(null);
  const unsent = useRef<PaidOrder | null>(null);

  useEffect(
    () => () => {
      stopCurrent.current?.();
    },
    [],
  );

  const start = useCallback(
    (request: ProviderPayment, end: ProviderEnd) => {
      if (stopCurrent.current !== null) return;
      const { payload } = request;
      const fingerprint = JSON.stringify(payload);
      let ended = false;
      let retry: unknown = null;

      const finish = () => {
        ended = true;
        if (retry !== null) timers.clearTimeout(retry);
        setCard(null);
        stopCurrent.current = null;
        setWaiting(false);
      };
      const fail = () => {
        if (ended) return;
        finish();
        end.failed();
      };

      const send = (order: PaidOrder, attempt: number) => {
        retry = null;
        unsent.current = order;
        const payment = payload.payment;
        if (payment === undefined) {
          fail();
          return;
        }
        api
          .request(paymentsEndpoints.stripeOrder, {
            body: {
              order_details: {
                ...payload,
                payment: {
                  ...payment,
                  save_card: order.saveCard,
                  transaction_id: order.intentId,
                  reference_code: order.reference,
                  total_amount: payload.total_amount,
                },
              },
            },
            idempotencyKey: order.key,
          })
          .then(
            () => {
              unsent.current = null;
              if (ended) return;
              finish();
              // spec: B§2, the result page reads the payment and shows it.
              void navigate({
                to: '/payment-processing',
                search: { reference: order.reference, type: 'stripe' },
              });
            },
            (error: unknown) => {
              if (ended) return;
              if (isRetryable(error) && attempt < STRIPE_ORDER_ATTEMPTS) {
                retry = timers.setTimeout(() => {
                  send(order, attempt + 1);
                }, STRIPE_ORDER_RETRY_MS * attempt);
                return;
              }
              // The server answered: the order was refused, and any charge refunded.
              if (!isRetryable(error)) unsent.current = null;
              showError({ error, operation: 'stripe_payment', hasTable: request.hasTable });
              fail();
            },
          );
      };

      setWaiting(true);
      stopCurrent.current = finish;
      const lost = unsent.current;
      if (lost !== null && lost.fingerprint === fingerprint) {
        send(lost, 1);
        return;
      }
      unsent.current = null;

      const publishableKey = request.paymentType.public_key;
      const payment = payload.payment;
      if (publishableKey === null || payment === undefined) {
        showError({ id: 'stripe_payment_failed' });
        fail();
        return;
      }
      const reference = paymentReference('sd', request.user.id, request.companyId, timers.now());
      // Read through a call: the payment may end while Stripe.js or the server is answering.
      const isEnded = () => ended;
      // One intent per answer to "keep the card", made on the first Pay with that answer.
      const intents = new Map<boolean, Promise<{ client_secret: string }>>();
      const intentFor = (saveCard: boolean) => {
        let intent = intents.get(saveCard);
        if (intent === undefined) {
          intent = api.request(paymentsEndpoints.stripeIntent, {
            body: { order_details: payload, reference_code: reference, save_card: saveCard },
            idempotencyKey: newIdempotencyKey(),
          });
          intents.set(saveCard, intent);
          // A failed ask is asked again on the next Pay.
          intent.catch(() => intents.delete(saveCard));
        }
        return intent;
      };
      setCard({
        reference,
        stripe: {
          publishableKey,
          scriptUrl: request.paymentType.stripe_js_url ?? null,
          locale: i18n.locale,
        },
        // spec: A§6, a guest has no saved cards and no save-card option.
        registered: !request.user.is_guest,
        onPay: async (confirm, keepCard) => {
          if (isEnded()) return null;
          // spec: A§6, a guest never saves a card.
          const saveCard = !request.user.is_guest && keepCard;
          let clientSecret: string;
          try {
            clientSecret = (await intentFor(saveCard)).client_secret;
          } catch (error) {
            if (isEnded()) return null;
            // The server refused the order (a changed total, a dish sold out): told as always.
            if (!isRetryable(error)) {
              showError({ error, operation: 'stripe_payment', hasTable: request.hasTable });
              fail();
              return null;
            }
            return '';
          }
          const result = await confirm(clientSecret);
          if (isEnded()) return null;
          if (!result.paid) return result.message ?? '';
          setCard(null);
          send(
            {
              fingerprint,
              reference,
              intentId: result.intentId,
              saveCard,
              key: newIdempotencyKey(),
            },
            1,
          );
          return null;
        },
        onClose: fail,
      });
    },
    [navigate, showError, setCard, timers, i18n],
  );

  return useMemo(() => ({ start, waiting, opensInTap: () => false }), [start, waiting]);
}
