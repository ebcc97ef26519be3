import { endpoints, type OrderPayload, type PaymentType } from '@tabula/api-client';
import { isRetryable } from '@tabula/api-client/query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { Timers } from '@/lib/timers';
import { paymentReference } from '../utils/payment-reference';
import { cardPageAddress } from './card-page-address';
import { shownStripeCardAtom } from './stripe-card-state';

/** One Stripe direct payment to start. */
export interface StripeDirectRequest {
  /** The checked order payload with its payment. */
  payload: OrderPayload;
  /** The Stripe type: its card page and publishable key. */
  paymentType: Pick<PaymentType, 'stripe_card_page_url' | 'public_key'>;
  userId: number;
  companyId: number;
  /** The company's decimal precision, for the amount in minor units. */
  precision: number;
  /** The app's language, for the card page. */
  locale: string;
  /** A registered diner may keep the card; a guest's is never sent (A§6). */
  registered: boolean;
  hasTable: boolean;
  /** Called once the payment ended without an order, so Place Order works again. */
  onFailed: () => void;
}

/** The Stripe direct payment of the checkout. */
export interface StripeDirectPayment {
  start: (request: StripeDirectRequest) => void;
  /** A payment is under way (the card page is open, or the order is being sent). */
  waiting: boolean;
}

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
 * 2. the type's card page opens in a sheet for that reference, with the amount in minor units;
 *    the card (and its 3-D Secure) is typed there, on the provider's origin, and the page tells
 *    the app the PaymentIntent's id once Stripe took the payment;
 * 3. the order is sent with payment.save_card, transaction_id, reference_code and total_amount;
 *    the server checks the intent at Stripe and places the order, or refunds the charge;
 * 4. placed: /payment-processing?reference=…&type=stripe shows the result (B§2).
 * A refusal shows its message and gives Place Order back. An answer lost on the way is asked
 * again with the same Idempotency-Key (three times, waiting 2 s then 4 s), and after that the
 * next Place Order of the same order sends the same request again instead of opening the card
 * page: a card Stripe charged once never pays for a second order. Cancel or closing the sheet
 * gives the payment up without a word.
 *
 * @param timers - The clock and timers to wait with (tests move them by hand).
 */
export function useStripeDirectPayment(timers: Timers): StripeDirectPayment {
  const navigate = useNavigate();
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
    (request: StripeDirectRequest) => {
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
        request.onFailed();
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
          .request(endpoints.payments.stripeOrder, {
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

      const pageUrl = request.paymentType.stripe_card_page_url ?? null;
      const publishableKey = request.paymentType.public_key;
      const amount = payload.payment?.amount;
      if (pageUrl === null || publishableKey === null || amount === undefined) {
        showError({ id: 'stripe_payment_failed' });
        fail();
        return;
      }
      const reference = paymentReference('sd', request.userId, request.companyId, timers.now());
      setCard({
        reference,
        address: cardPageAddress({
          pageUrl,
          publishableKey,
          amount,
          precision: request.precision,
          currency: payload.currency,
          reference,
          locale: request.locale,
        }),
        registered: request.registered,
        onResult: (result, saveCard) => {
          if (ended) return;
          // The page offers another card itself after a failed 3-D Secure.
          if (result.kind === 'not_paid') return;
          if (result.kind === 'canceled') {
            fail();
            return;
          }
          setCard(null);
          send(
            {
              fingerprint,
              reference,
              intentId: result.intentId,
              // spec: A§6, a guest never saves a card.
              saveCard: request.registered && saveCard,
              key: newIdempotencyKey(),
            },
            1,
          );
        },
        onClose: fail,
      });
    },
    [navigate, showError, setCard, timers],
  );

  return { start, waiting };
}
