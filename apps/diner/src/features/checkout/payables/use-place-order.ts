import { orderPayloadVariant } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { BillResult } from '@/lib/bill/use-bill';
import { buildOrderPayload } from '@/lib/bill/build-order-payload';
import { clearOrderAtom } from '@/lib/cart/clear-order-atom';
import type { Timers } from '@/lib/timers';
import type { CheckoutPage } from '../hooks/use-checkout-page';
import { usePaymentPipeline } from '../pipeline/use-payment-pipeline';
import type { ChosenPayment, PayableAction } from './chosen-payment';
import { clearCheckoutChoicesAtom } from '../state/checkout-atoms';
import { withCardPayment, withPayment } from '../utils/with-payment';

/** What placing the order needs besides the page and the bill. */
export interface PlaceOrderInput extends ChosenPayment {
  page: CheckoutPage;
  priced: BillResult;
  note: string | null;
}

/** Place Order. */
export type PlaceOrderAction = PayableAction<PlaceOrderInput>;

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
  const clearOrder = useSetAtom(clearOrderAtom);
  const clearChoices = useSetAtom(clearCheckoutChoicesAtom);
  const pipeline = usePaymentPipeline(timers);
  const { pay } = pipeline;

  const place = useCallback(
    (input: PlaceOrderInput) => {
      const { page, priced, user } = input;
      pay({
        flow: input.flow,
        payment: {
          paymentType: input.paymentType,
          user,
          companyId: page.company.id,
          mode: input.mode,
          contact: input.contact,
          hasTable: page.session.table_id !== null,
          // spec: B§4 and B§9, outside an open tab the connected card starts after 10 s.
          delayed: page.session.qr_source !== 'dine_ot',
        },
        payload: () => {
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
          return input.card === null ? paid : withCardPayment(paid, input.card);
        },
        variant: orderPayloadVariant(page.session.qr_source),
        placed: () => {
          // spec: B§4, on success the cart is emptied and the session cleared; a cash order goes
          // to /track-order first, so the checkout never shows itself empty.
          const clear = () => {
            clearOrder();
            clearChoices();
            void queryClient.invalidateQueries({ queryKey: queryKeys.area('pages') });
          };
          if (input.flow === 'cash') return navigate({ to: TRACK_ORDER_ROUTE }).finally(clear);
          clear();
          onPlaced();
          return undefined;
        },
      });
    },
    [pay, navigate, queryClient, clearOrder, clearChoices, onPlaced],
  );

  return { pay: place, pending: pipeline.pending, waiting: pipeline.waiting };
}
