import { dineInEndpoints, paymentsEndpoints, type Order } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import type { Bill } from '@tabula/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { TabPayment } from '@/lib/open-tab/tab-payment-amount';
import { tabPaymentPayload } from '@/lib/open-tab/tab-payment-payload';
import type { Timers } from '@/lib/timers';
import type { CheckoutPage } from '../hooks/use-checkout-page';
import { usePaymentPipeline } from '../pipeline/use-payment-pipeline';
import type { ChosenPayment, PayableAction } from './chosen-payment';
import { withCardPayment, withReplacedPayment } from '../utils/with-payment';

/** What paying a part of the tab needs. */
export interface PayTabInput extends ChosenPayment {
  page: Pick<CheckoutPage, 'session' | 'company'>;
  order: Pick<Order, 'id' | 'order_details'>;
  bill: Bill;
  payment: TabPayment;
  /** The preference to save first (B§4: the answer to the group prompt), or null to save none. */
  preference: boolean | null;
  /** The diner's own payment of this tab still open (its reference), which this one replaces. */
  replacesPayment: string | null;
}

/** Make Payment at an open tab. */
export type PayTabAction = PayableAction<PayTabInput>;

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
  const pipeline = usePaymentPipeline(timers);
  const { pay: payWith } = pipeline;

  const pay = useCallback(
    (input: PayTabInput) => {
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(dineInEndpoints.tableStatus),
        });
        // The diner's own open payment may be what stood in the way (own_payment_open).
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(paymentsEndpoints.open),
        });
      };
      const { order, user, preference } = input;
      payWith({
        flow: input.flow,
        payment: {
          paymentType: input.paymentType,
          user,
          companyId: input.page.company.id,
          mode: input.mode,
          contact: input.contact,
          hasTable: true,
          // spec: B§4 and B§9, the 10 s start delay is outside open tabs only.
          delayed: false,
        },
        // spec: B§4 Apple Pay; Apple makes the session only synchronously inside the tap, so
        // there the answer is saved once the sheet has begun, and the server is asked to validate
        // the merchant only after, since it prices the payment by the saved answer.
        ...(preference === null
          ? {}
          : {
              before: () =>
                api
                  .request(dineInEndpoints.savePaymentPreference, {
                    params: { id: order.id },
                    body: { pay_for_self: preference },
                  })
                  .then(
                    () => {
                      // The payment goes on at once; the table's screens read the preference again.
                      refresh();
                      return true;
                    },
                    (error: unknown) => {
                      // spec: B§8 rows 11 and 12, a 409 'unable to change payment preference',
                      // then /checkout; any other failure 'oops'.
                      showError({ error, operation: 'payment_preference', hasTable: true });
                      return false;
                    },
                  ),
            }),
        // The payload is the diner's answer on this screen, priced: the saved preference only
        // lets the server price it the same way.
        payload: () => {
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
          return input.card === null ? payload : withCardPayment(payload, input.card);
        },
        variant: 'dine_ot',
        failed: refresh,
      });
    },
    [payWith, queryClient, showError],
  );

  return { pay, pending: pipeline.pending, waiting: pipeline.waiting };
}
