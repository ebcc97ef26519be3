import {
  checkOrderPayload,
  endpoints,
  resolveError,
  type ErrorId,
  type Order,
  type OrderDiscount,
  type PaymentType,
  type SplitBillEntry,
  type User,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import type { Bill } from '@tabula/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { attemptKeys } from '@/lib/api/idempotency-key';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { refuseAppliedCouponAtom } from '@/lib/promotions/coupon-atoms';
import { couponRefusal } from '@/lib/promotions/coupon-refusal';
import { storePaidBillDetails } from '@/lib/scan-and-pay/paid-bill-details';
import { splitPaymentPayload, type SplitPayment } from '@/lib/scan-and-pay/split-payment';
import type { SplitPaymentTarget } from '@/lib/scan-and-pay/split-payment-target';
import type { ScanAndPayPage } from '@/lib/scan-and-pay/scan-and-pay-queries';
import type { Timers } from '@/lib/timers';
import type { CardPayment } from '../utils/card-choice';
import type { PaymentFlow } from '../utils/payment-flow';
import { paymentOperation } from '../utils/payment-operation';
import { withCardPayment, withReplacedPayment } from '../utils/with-payment';
import { isMastercardMethod } from '../mastercard/mastercard-method';
import { useMastercardPayment } from '../mastercard/use-mastercard-payment';
import { sendToProvider } from './send-to-provider';
import { useConnectedCardPayment } from './use-connected-card-payment';

/** What paying a part of a scan-and-pay bill needs. */
export interface PaySplitInput {
  page: Pick<ScanAndPayPage, 'session' | 'company'>;
  order: Pick<Order, 'id' | 'order_details'>;
  bill: Bill;
  target: SplitPaymentTarget;
  entry: SplitBillEntry | null;
  splitCount: number;
  payment: SplitPayment;
  /** The diner's coupon on the part, as the payload carries it; null without one. */
  coupon: OrderDiscount | null;
  user: User;
  paymentType: PaymentType;
  flow: PaymentFlow;
  contact: { name: string; email: string } | null;
  mode: string | null;
  /** The connected card's saved card or new card; null for every other flow. */
  card: CardPayment | null;
  /** The diner's own payment of this bill still open (its reference), which this one replaces. */
  replacesPayment: string | null;
}

/** Paying a part of the bill: running while the payment is sent; why a part was refused. */
export interface PaySplitAction {
  pay: (input: PaySplitInput) => void;
  pending: boolean;
  /** Someone else paid this part first (409 split_part_taken): the screen says it. */
  refusal: Extract<ErrorId, 'split_part_taken'> | null;
  /** A connected-card payment is under way (B§4): the checkout says it is waiting. */
  waitingForCard: boolean;
  /** A Mastercard gateway payment (card form, wallet, authentication) is under way. */
  waitingForGateway: boolean;
}

/**
 * Pays a part of a scan-and-pay bill (ADR 0007 "Paying"; B§4 Pay now): stores billDetails for the
 * payment-completed screen, then sends the bill's payload with the one entry (none for the whole
 * bill), the diner's coupon, the diner's own open payment it replaces (issue 30: they left its
 * page and pay again), and total_amount the part less the coupon plus the tip to the chosen
 * provider, and leaves for its page. Refusals resolve through the error catalogue: a part someone
 * else has just paid is said on the screen; a coupon the server refuses (B§5: someone paid first,
 * a promotion applies, the part below its minimum) is taken off with its message beside the
 * field, the diner's other choices kept; any other refusal shows its entry
 * (order_total_amount_mismatch: the order total mismatch message); the split is read again.
 * The connected card goes through the walk-in checkout's flow (B§4 Connected card provider flow),
 * after its 10 s start delay: a scan-and-pay payment is not dine_ot. The Mastercard gateway's
 * typed card, Google Pay and Apple Pay go through the walk-in checkout's flows (B§4 Mastercard,
 * Google Pay, Apple Pay), started within the Pay tap (Apple Pay's session must be): a failed one
 * gives Pay back and reads the split again, the part freed by the server's decline.
 *
 * @param timers - The clock and timers the connected card waits with (tests move them by hand).
 */
export function usePaySplit(timers: Timers): PaySplitAction {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const refuseCoupon = useSetAtom(refuseAppliedCouponAtom);
  const keys = useRef(attemptKeys());
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<PaySplitAction['refusal']>(null);
  const { start: startCard, waiting: waitingForCard } = useConnectedCardPayment(timers);
  const { start: startGateway, waiting: waitingForGateway } = useMastercardPayment(timers);

  const pay = useCallback(
    (input: PaySplitInput) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setRefusal(null);
      const priced = splitPaymentPayload({
        order: input.order,
        bill: input.bill,
        entry: input.entry,
        payment: input.payment,
        coupon: input.coupon,
        session: input.page.session,
        company: input.page.company,
        user: input.user,
        paymentType: input.paymentType,
      });
      const payload = withReplacedPayment(priced, input.replacesPayment);
      const check = checkOrderPayload(
        input.card === null ? payload : withCardPayment(payload, input.card),
        'default',
      );
      const stop = () => {
        running.current = false;
        setPending(false);
      };
      if (!check.ok) {
        console.error(check.message, check.issues);
        stop();
        return;
      }
      // spec: B§4, Pay now stores billDetails before the provider's page opens.
      storePaidBillDetails({
        target: input.target,
        entry: input.entry,
        splitCount: input.splitCount,
        total: input.payment.total,
        tip: input.payment.tip,
      });
      const readSplitAgain = () => {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(endpoints.scanAndPay.billSplit),
        });
        // The diner's own open payment may be what stood in the way (own_payment_open).
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(endpoints.payments.open),
        });
      };
      const refused = (error: unknown) => {
        const resolved = resolveError(error, {
          operation: paymentOperation(input.flow),
          hasTable: true,
        });
        if (resolved.id === 'split_part_taken') setRefusal(resolved.id);
        else if (resolved.entry.effects.includes('remove_discount')) {
          refuseCoupon(couponRefusal(resolved));
        } else showError({ resolved });
        readSplitAgain();
      };
      if (input.flow === 'connected_card') {
        // The connected card ends the wait itself: paid, at its card form, or failed.
        startCard({
          payload: check.payload,
          userId: input.user.id,
          companyId: input.page.company.id,
          // spec: B§4 and B§9, outside an open tab the connected card starts after 10 s.
          delayed: true,
          hasTable: true,
          onFailed: stop,
          onRefused: refused,
        });
        return;
      }
      if (input.flow === 'mastercard') {
        if (!isMastercardMethod(input.mode)) {
          stop();
          return;
        }
        // No await before this: Apple Pay's session is made within the Pay tap (B§4 Apple Pay).
        // The gateway's flow ends the wait itself: paid, or failed.
        startGateway(input.mode, {
          payload: check.payload,
          paymentType: input.paymentType,
          userId: input.user.id,
          companyId: input.page.company.id,
          hasTable: true,
          onFailed: () => {
            stop();
            // our choice: the split is read again, so the screen shows the part as it now stands
            // (the server's decline of the payment frees it, as for the connected card).
            readSplitAgain();
          },
        });
        return;
      }
      let leaving = false;
      void sendToProvider(
        {
          flow: input.flow,
          paymentType: input.paymentType,
          payload: check.payload,
          user: input.user,
          contact: input.contact,
          mode: input.mode,
        },
        keys.current,
      )
        .then((left) => {
          leaving = left;
        })
        .catch(refused)
        .finally(() => {
          if (!leaving) stop();
        });
    },
    [queryClient, showError, refuseCoupon, startCard, startGateway],
  );

  return { pay, pending, refusal, waitingForCard, waitingForGateway };
}
