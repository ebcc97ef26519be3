import {
  checkOrderPayload,
  endpoints,
  type Order,
  type PaymentType,
  type User,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import type { Bill } from '@tabula/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { attemptKeys } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { TabPayment } from '@/lib/open-tab/tab-payment-amount';
import { tabPaymentPayload } from '@/lib/open-tab/tab-payment-payload';
import type { Timers } from '@/lib/timers';
import type { CardPayment } from '../utils/card-choice';
import type { PaymentFlow } from '../utils/payment-flow';
import { paymentOperation } from '../utils/payment-operation';
import { withCardPayment, withReplacedPayment } from '../utils/with-payment';
import { isMastercardMethod } from '../mastercard/mastercard-method';
import { useMastercardPayment } from '../mastercard/use-mastercard-payment';
import { sendToProvider } from './send-to-provider';
import { useConnectedCardPayment } from './use-connected-card-payment';
import type { CheckoutPage } from './use-checkout-page';

/** What paying a part of the tab needs. */
export interface PayTabInput {
  page: Pick<CheckoutPage, 'session' | 'company'>;
  order: Pick<Order, 'id' | 'order_details'>;
  bill: Bill;
  payment: TabPayment;
  /** The preference to save first (B§4: the answer to the group prompt), or null to save none. */
  preference: boolean | null;
  user: User;
  paymentType: PaymentType;
  flow: PaymentFlow;
  contact: { name: string; email: string } | null;
  mode: string | null;
  /** The connected card's saved card or new card; null for every other flow. */
  card: CardPayment | null;
  /** The diner's own payment of this tab still open (its reference), which this one replaces. */
  replacesPayment: string | null;
}

/** Make Payment at an open tab: running while the preference and the payment are sent. */
export interface PayTabAction {
  pay: (input: PayTabInput) => void;
  pending: boolean;
  /** A connected-card payment is under way (B§4): the checkout says it is waiting. */
  waitingForCard: boolean;
  /** A Mastercard gateway payment (card form, wallet, authentication) is under way. */
  waitingForGateway: boolean;
}

/**
 * Pays the diner's part of an open tab (B§4 Payment selection; B§7 save-preference and the
 * provider calls): the answer to the group prompt is saved first (a 409 says the preference
 * cannot change and returns to /checkout, any other failure 'oops'); then the tab's payment
 * payload, with the diner's part plus tip as its total and the diner's own open payment it
 * replaces (issue 30: they left its page and pay again), goes to the chosen provider with an
 * Idempotency-Key, and the browser leaves for the provider's page, the attempt remembered. A
 * refusal shows its catalogue entry (another member paying: the payment-in-progress dialog, then
 * /order-details; already paid; a total the server works out otherwise) and the table is read
 * again. The connected card goes through the walk-in checkout's flow (B§4 Connected card provider
 * flow), at once: an open tab's payment is dine_ot, which has no start delay. The Mastercard
 * gateway's typed card and Google Pay go through the walk-in checkout's flows too (B§4 Mastercard,
 * Google Pay); a failed one gives Make Payment back and reads the table again. Apple Pay's sheet
 * opens in the Make Payment tap itself (Apple's user-gesture rule): its payload is built at once
 * from the diner's answer on the screen, and the answer is saved while the sheet opens, before
 * the server is asked to validate the merchant; a failed save closes the sheet.
 *
 * @param timers - The clock and timers the connected card waits with (tests move them by hand).
 */
export function usePayTab(timers: Timers): PayTabAction {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const keys = useRef(attemptKeys());
  const { start: startCard, waiting: waitingForCard } = useConnectedCardPayment(timers);
  const { start: startGateway, waiting: waitingForGateway } = useMastercardPayment(timers);
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const pay = useCallback(
    (input: PayTabInput) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      const stop = () => {
        running.current = false;
        setPending(false);
      };
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(endpoints.dineIn.tableStatus),
        });
        // The diner's own open payment may be what stood in the way (own_payment_open).
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(endpoints.payments.open),
        });
      };
      const { order, user } = input;
      const save = (): Promise<boolean> =>
        input.preference === null
          ? Promise.resolve(true)
          : api
              .request(endpoints.dineIn.savePaymentPreference, {
                params: { id: order.id },
                body: { pay_for_self: input.preference },
              })
              .then(
                () => {
                  // The payment goes on at once; the table's screens read the preference again.
                  refresh();
                  return true;
                },
                (error: unknown) => {
                  // spec: B§8 rows 11 and 12, a 409 'unable to change payment preference', then
                  // /checkout; any other failure 'oops'.
                  showError({ error, operation: 'payment_preference', hasTable: true });
                  return false;
                },
              );
      // The payload is the diner's answer on this screen, priced: the saved preference only
      // lets the server price it the same way.
      const checkPayload = () => {
        const priced = tabPaymentPayload({
          order,
          bill: input.bill,
          payment: input.payment,
          session: input.page.session,
          company: input.page.company,
          user,
          paymentType: input.paymentType,
        });
        const payload = withReplacedPayment(priced, input.replacesPayment);
        return checkOrderPayload(
          input.card === null ? payload : withCardPayment(payload, input.card),
          'dine_ot',
        );
      };
      if (input.flow === 'mastercard' && input.mode === 'apple_pay') {
        // spec: B§4 Apple Pay; Apple makes the session only synchronously inside the tap, so
        // nothing is awaited before it. our choice: the payload (the answer on screen, priced)
        // is built in the tap, the answer is saved once the sheet has begun, and the server is
        // asked to validate the merchant only after (the flow's prepare step), since it prices
        // the payment by the saved answer.
        const check = checkPayload();
        if (!check.ok) {
          console.error(check.message, check.issues);
          stop();
          return;
        }
        startGateway('apple_pay', {
          payload: check.payload,
          paymentType: input.paymentType,
          userId: user.id,
          companyId: input.page.company.id,
          hasTable: true,
          prepare: save,
          onFailed: () => {
            stop();
            refresh();
          },
        });
        return;
      }
      let leaving = false;
      void save()
        .then(async (ok) => {
          if (!ok) return;
          const check = checkPayload();
          if (!check.ok) {
            console.error(check.message, check.issues);
            return;
          }
          if (input.flow === 'connected_card') {
            // The connected card ends the wait itself: paid, at its card form, or failed.
            leaving = true;
            startCard({
              payload: check.payload,
              userId: user.id,
              companyId: input.page.company.id,
              // spec: B§4 and B§9, the 10 s start delay is outside open tabs only.
              delayed: false,
              hasTable: true,
              onFailed: () => {
                stop();
                refresh();
              },
            });
            return;
          }
          if (input.flow === 'mastercard') {
            // A mode not offered starts nothing (Apple Pay started above).
            if (!isMastercardMethod(input.mode) || input.mode === 'apple_pay') return;
            // The gateway's flow ends the wait itself: paid, or failed.
            leaving = true;
            startGateway(input.mode, {
              payload: check.payload,
              paymentType: input.paymentType,
              userId: user.id,
              companyId: input.page.company.id,
              hasTable: true,
              onFailed: () => {
                stop();
                refresh();
              },
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
          try {
            // The button stays busy while the browser leaves for the provider.
            leaving = await sendToProvider(request, keys.current);
          } catch (error) {
            showError({ error, operation: paymentOperation(input.flow), hasTable: true });
            refresh();
          }
        })
        .finally(() => {
          if (!leaving) stop();
        });
    },
    [queryClient, showError, startCard, startGateway],
  );

  return { pay, pending, waitingForCard, waitingForGateway };
}
