import type { Order } from '@tabula/api-client';
import { priceOrder, type Bill } from '@tabula/engine';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { tabPayment, type TabPayment } from '@/lib/open-tab/tab-payment-amount';
import { tabPriceInput } from '@/lib/open-tab/tab-price-input';
import type { TableStatus } from '@/lib/open-tab/tab-standing';
import { tableStatusQuery } from '@/lib/open-tab/table-status-query';
import { chosenPaymentTypeAtom, tipAtom } from '../state/checkout-atoms';
import { paymentChoice, type PaymentChoice } from '../utils/payment-choice';
import { tabCheckoutPlan, type TabCheckoutPlan } from '../utils/tab-checkout-plan';
import { tipInput } from '../utils/tip-input';
import type { CheckoutPage } from './use-checkout-page';

/** The checkout of an open tab: the table, the tab's bill and what the diner pays now. */
export interface TabCheckout {
  status: TableStatus | undefined;
  plan: TabCheckoutPlan;
  /** The whole tab's bill, each line naming the member who ordered it. */
  bill: Bill;
  /** What the diner pays now, once they are an unpaid member who has answered; else null. */
  payment: TabPayment | null;
  /** The payment methods (no cash at a table, B§4). */
  methods: PaymentChoice;
  /** The diner's answer to the group prompt on this screen (true: only my orders). */
  answer: boolean | null;
  setAnswer: (payForSelf: boolean) => void;
}

/**
 * Works out the checkout of an open tab (B§2, B§4, B§5): the table status (members, who has
 * paid, the saved preference), the tab's bill priced by the engine from its order, the diner's
 * part from tabPaymentShare with their tip on it, and the payment methods for that amount.
 */
export function useTabCheckout(page: CheckoutPage, order: Order): TabCheckout {
  const tableId = page.session.table_id;
  const status = useQuery({ ...tableStatusQuery(tableId ?? 0), enabled: tableId !== null }).data;
  const [answer, setAnswer] = useState<boolean | null>(null);
  const tip = useAtomValue(tipAtom);
  const chosenId = useAtomValue(chosenPaymentTypeAtom);
  const bill = useMemo(() => priceOrder(tabPriceInput(order, page)), [order, page]);
  const userId = page.user?.id ?? null;
  const plan = tabCheckoutPlan(status, userId, answer);
  const payForSelf = plan.kind === 'unpaid' ? plan.payForSelf : null;

  const payment = useMemo(() => {
    if (status === undefined || userId === null || payForSelf === null) return null;
    return tabPayment({
      bill,
      userId,
      tab: status,
      payForSelf,
      covers: order.order_details.covers,
      payments: order.order_details.payments,
      tip: tipInput(tip),
    });
  }, [bill, status, userId, payForSelf, order, tip]);

  const methods = useMemo(
    () =>
      paymentChoice({
        paymentTypes: page.payment_types,
        // Until the diner answers, the list is for the tab's whole bill.
        payable: payment?.part ?? bill.total_amount,
        // spec: B§4, at a table cash is removed from the options.
        atTable: true,
        redeemedLoyalty: bill.redeemed_loyalty,
        chosenId,
        // The open tab pays the connected card and the Mastercard gateway as the walk-in
        // checkout does (B§3 sets no limit).
        connectedCard: true,
        mastercard: true,
      }),
    [page.payment_types, payment, bill, chosenId],
  );

  return { status, plan, bill, payment, methods, answer, setAnswer };
}
