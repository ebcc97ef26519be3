import {
  checkOrderPayload,
  orderPayloadVariant,
  type PaymentType,
  type User,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { attemptKeys } from '@/lib/api/idempotency-key';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { rememberPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import type { BillResult } from '@/lib/bill/use-bill';
import { buildOrderPayload } from '@/lib/bill/build-order-payload';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import { clearCheckoutChoicesAtom } from '../state/checkout-atoms';
import type { PaymentFlow } from '../utils/payment-flow';
import { paymentOperation } from '../utils/payment-operation';
import { paymentOutcome } from '../utils/payment-outcome';
import type { Timers } from '@/lib/timers';
import type { CardPayment } from '../utils/card-choice';
import { withCardPayment, withPayment } from '../utils/with-payment';
import { useConnectedCardPayment } from './use-connected-card-payment';
import { isMastercardMethod } from '../mastercard/mastercard-method';
import { useMastercardPayment } from '../mastercard/use-mastercard-payment';
import { useStripeDirectPayment } from '../stripe-direct/use-stripe-direct-payment';
import { sendPayment } from './send-payment';
import type { CheckoutPage } from './use-checkout-page';

/** What placing the order needs besides the page and the bill. */
export interface PlaceOrderInput {
  page: CheckoutPage;
  priced: BillResult;
  note: string | null;
  user: User;
  paymentType: PaymentType;
  flow: PaymentFlow;
  contact: { name: string; email: string } | null;
  mode: string | null;
  /** The connected card's saved card or new card; null for every other flow. */
  card: CardPayment | null;
  /** The app's language (Stripe direct's card field speaks it). */
  locale: string;
}

/** Place Order: running while the order is sent; `placed` once a non-redirect order is in. */
export interface PlaceOrderAction {
  place: (input: PlaceOrderInput) => void;
  pending: boolean;
  /** A connected-card payment is under way (B§4): the checkout says it is waiting. */
  waitingForCard: boolean;
  /** A Mastercard gateway payment (card form, wallet, authentication) is under way. */
  waitingForGateway: boolean;
  /** A Stripe direct payment (its card sheet, then the order) is under way. */
  waitingForStripe: boolean;
}

// spec: B§2, a cash order goes to /track-order (A§2).
const TRACK_ORDER_ROUTE = '/track-order';

/**
 * Places the order (B§4 Payment selection and place order): the button is disabled at once; the
 * payload is built from the engine's bill with its payment and checked against the session's
 * schema variant (A§5: on failure 'Unable to Place order. Please check log for more information'
 * is logged and nothing is placed); it is sent with an Idempotency-Key that stays the same for
 * the same order, so a retry is never placed twice. Cash then clears the cart and the checkout's
 * choices and goes to /track-order; a provider's page is opened or its form posted.
 */
export function usePlaceOrder(onPlaced: () => void, timers: Timers): PlaceOrderAction {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const clearOrder = useSetAtom(clearOrderAtom);
  const clearChoices = useSetAtom(clearCheckoutChoicesAtom);
  const keys = useRef(attemptKeys());
  const { start: startCard, waiting: waitingForCard } = useConnectedCardPayment(timers);
  const { start: startGateway, waiting: waitingForGateway } = useMastercardPayment(timers);
  const { start: startStripe, waiting: waitingForStripe } = useStripeDirectPayment(timers);
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const place = useCallback(
    (input: PlaceOrderInput) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      const stop = () => {
        running.current = false;
        setPending(false);
      };
      const { page, priced, user } = input;
      const hasTable = page.session.table_id !== null;
      let payload;
      try {
        const paid = withPayment(
          buildOrderPayload({
            lines: priced.lines,
            bill: priced.bill,
            menu: page.menu,
            discounts: priced.discounts,
            session: page.session,
            company: page.company,
            user,
            note: input.note,
          }),
          input.paymentType,
          priced.bill,
          user.id,
        );
        payload = input.card === null ? paid : withCardPayment(paid, input.card);
      } catch (error) {
        showError({ error, operation: 'place_order', hasTable });
        stop();
        return;
      }
      // spec: A§5, the pre-placement schema check of the session's variant.
      const check = checkOrderPayload(payload, orderPayloadVariant(page.session.qr_source));
      if (!check.ok) {
        console.error(check.message, check.issues);
        stop();
        return;
      }
      if (input.flow === 'connected_card') {
        startCard({
          payload: check.payload,
          userId: user.id,
          companyId: page.company.id,
          // spec: B§4 and B§9, outside an open tab the connected card starts after 10 s.
          delayed: page.session.qr_source !== 'dine_ot',
          hasTable,
          onFailed: stop,
        });
        return;
      }
      if (input.flow === 'mastercard') {
        if (!isMastercardMethod(input.mode)) {
          stop();
          return;
        }
        startGateway(input.mode, {
          payload: check.payload,
          paymentType: input.paymentType,
          userId: user.id,
          companyId: page.company.id,
          hasTable,
          onFailed: stop,
        });
        return;
      }
      if (input.flow === 'stripe_direct') {
        startStripe({
          payload: check.payload,
          paymentType: input.paymentType,
          userId: user.id,
          companyId: page.company.id,
          locale: input.locale,
          // spec: A§6, a guest has no saved cards and no save-card option.
          registered: !user.is_guest,
          hasTable,
          onFailed: stop,
        });
        return;
      }
      const request = {
        flow: input.flow,
        paymentType: input.paymentType,
        payload: check.payload,
        user,
        contact: input.contact,
        mode: input.mode,
      };
      const idempotencyKey = keys.current.keyFor(
        JSON.stringify([request.flow, request.mode, request.contact, request.payload]),
      );
      sendPayment(api, { ...request, idempotencyKey }).then(
        (answer) => {
          const outcome = paymentOutcome(answer);
          keys.current.reset();
          if (outcome.kind !== 'placed') {
            // our choice: the cart stays until the provider reports the payment paid
            // (/payment-processing clears it then, B§4), so a declined payment can be tried again.
            // The attempt is remembered, so a diner who comes back without paying can return
            // to the provider's page or cancel it (the track screen offers both).
            const reference = answer.order_details?.payment.reference_code;
            if (reference) rememberPaymentAttempt({ reference, redirect: outcome });
            goToProvider(outcome);
            return;
          }
          // spec: B§4, on success the cart is emptied and the session cleared; a cash order goes
          // to /track-order first, so the checkout never shows itself empty.
          const clear = () => {
            clearOrder();
            clearChoices();
            void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
            stop();
          };
          if (input.flow === 'cash') {
            void navigate({ to: TRACK_ORDER_ROUTE }).finally(clear);
          } else {
            clear();
            onPlaced();
          }
        },
        (error: unknown) => {
          showError({ error, operation: paymentOperation(input.flow), hasTable });
          stop();
        },
      );
    },
    [
      navigate,
      queryClient,
      showError,
      clearOrder,
      clearChoices,
      onPlaced,
      startCard,
      startGateway,
      startStripe,
    ],
  );

  return { place, pending, waitingForCard, waitingForGateway, waitingForStripe };
}
