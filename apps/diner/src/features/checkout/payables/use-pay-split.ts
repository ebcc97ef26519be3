import {
  paymentsEndpoints,
  scanAndPayEndpoints,
  resolveError,
  type ErrorId,
  type Order,
  type OrderDiscount,
  type SplitBillEntry,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import type { Bill } from '@tabula/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { refuseAppliedCouponAtom } from '@/lib/promotions/coupon-atoms';
import { couponRefusal } from '@/lib/promotions/coupon-refusal';
import { storePaidBillDetails } from '@/lib/scan-and-pay/paid-bill-details';
import { splitPaymentPayload, type SplitPayment } from '@/lib/scan-and-pay/split-payment';
import type { SplitPaymentTarget } from '@/lib/scan-and-pay/split-payment-target';
import type { ScanAndPayPage } from '@/lib/scan-and-pay/scan-and-pay-queries';
import type { Timers } from '@/lib/timers';
import { usePaymentPipeline } from '../pipeline/use-payment-pipeline';
import type { ChosenPayment, PayableAction } from './chosen-payment';
import { paymentOperation } from '../utils/payment-operation';
import { withCardPayment, withReplacedPayment } from '../utils/with-payment';

/** What paying a part of a scan-and-pay bill needs. */
export interface PaySplitInput extends ChosenPayment {
  page: Pick<ScanAndPayPage, 'session' | 'company'>;
  order: Pick<Order, 'id' | 'order_details'>;
  bill: Bill;
  target: SplitPaymentTarget;
  entry: SplitBillEntry | null;
  splitCount: number;
  payment: SplitPayment;
  /** The diner's coupon on the part, as the payload carries it; null without one. */
  coupon: OrderDiscount | null;
  /** The diner's own payment of this bill still open (its reference), which this one replaces. */
  replacesPayment: string | null;
}

/** Paying a part of the bill; why a part was refused. */
export interface PaySplitAction extends PayableAction<PaySplitInput> {
  /** Someone else paid this part first (409 split_part_taken): the screen says it. */
  refusal: Extract<ErrorId, 'split_part_taken'> | null;
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
  const [refusal, setRefusal] = useState<PaySplitAction['refusal']>(null);
  const pipeline = usePaymentPipeline(timers);
  const { pay: payWith } = pipeline;

  const pay = useCallback(
    (input: PaySplitInput) => {
      setRefusal(null);
      const readSplitAgain = () => {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(scanAndPayEndpoints.billSplit),
        });
        // The diner's own open payment may be what stood in the way (own_payment_open).
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(paymentsEndpoints.open),
        });
      };
      payWith({
        flow: input.flow,
        payment: {
          paymentType: input.paymentType,
          user: input.user,
          companyId: input.page.company.id,
          mode: input.mode,
          contact: input.contact,
          hasTable: true,
          // spec: B§4 and B§9, outside an open tab the connected card starts after 10 s.
          delayed: true,
        },
        payload: () => {
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
          return input.card === null ? payload : withCardPayment(payload, input.card);
        },
        variant: 'default',
        // spec: B§4, Pay now stores billDetails before the provider's page opens.
        starting: () => {
          storePaidBillDetails({
            target: input.target,
            entry: input.entry,
            splitCount: input.splitCount,
            total: input.payment.total,
            tip: input.payment.tip,
          });
        },
        refused: (error) => {
          const resolved = resolveError(error, {
            operation: paymentOperation(input.flow),
            hasTable: true,
          });
          if (resolved.id === 'split_part_taken') setRefusal(resolved.id);
          else if (resolved.entry.effects.includes('remove_discount')) {
            refuseCoupon(couponRefusal(resolved));
          } else showError({ resolved });
        },
        // our choice: the split is read again, so the screen shows the part as it now stands
        // (the server's decline of the payment frees it).
        failed: readSplitAgain,
      });
    },
    [payWith, queryClient, showError, refuseCoupon],
  );

  return { pay, pending: pipeline.pending, refusal, waiting: pipeline.waiting };
}
