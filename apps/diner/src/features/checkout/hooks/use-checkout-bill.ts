import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useBill, type BillResult } from '@/lib/bill/use-bill';
import { priceBill } from '@/lib/bill/price-bill';
import { chosenPaymentTypeAtom, tipAtom } from '../state/checkout-atoms';
import { paymentChoice, type PaymentChoice } from '../utils/payment-choice';
import { tipInput } from '../utils/tip-input';
import type { CheckoutPage } from './use-checkout-page';

/** The checkout's bill and payment list. */
export interface CheckoutBill {
  priced: BillResult;
  payment: PaymentChoice;
}

/**
 * Prices the checkout: the cart's bill with the diner's tip, then the payment list from it, then
 * the bill again with the chosen payment type, whose card service charge applies (B§9). Every
 * amount is the engine's.
 */
export function useCheckoutBill(page: CheckoutPage): CheckoutBill {
  const tip = useAtomValue(tipAtom);
  const chosenId = useAtomValue(chosenPaymentTypeAtom);
  const input = useMemo(() => tipInput(tip), [tip]);
  const base = useBill(page, input);
  const payment = useMemo(
    () =>
      paymentChoice({
        paymentTypes: page.payment_types,
        payable: base.bill.total_amount,
        atTable: page.session.table_id !== null,
        redeemedLoyalty: base.bill.redeemed_loyalty,
        chosenId,
        connectedCard: true,
        mastercard: true,
        stripeDirect: true,
      }),
    [page.payment_types, page.session.table_id, base.bill, chosenId],
  );
  const provider = payment.current?.payment_type ?? null;
  const priced = useMemo<BillResult>(
    () =>
      provider === null
        ? base
        : { ...base, ...priceBill({ ...base.input, payment_provider: provider }) },
    [base, provider],
  );
  return { priced, payment };
}
