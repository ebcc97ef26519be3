import type { Order, PaymentDetails } from '@tabula/api-client';
import { recentOrder } from '@test/fixtures/home-page';
import type { PaymentRequest } from '../utils/payment-search';

/** A hosted-page payment returning to the page, as the hosted-page provider sends it back. */
export const paytabsRequest: PaymentRequest = {
  reference: 'pay_8f2c1d',
  type: 'paytabs',
  standalone: false,
  invoiceId: undefined,
};

/** The payment details (B§3) of the page's payment, in progress unless changed. */
export function paymentDetails(changes: Partial<PaymentDetails> = {}): PaymentDetails {
  return {
    reference: 'pay_8f2c1d',
    type: 'paytabs',
    status: 'in_progress',
    earned_loyalty: null,
    tmp_order_id: 7001,
    ...changes,
  };
}

/**
 * The order a payment pays: the shared order A-042, placed as payment_in_progress when the
 * payment started, with no POS order id.
 */
export function paidOrder(changes: Partial<Order> = {}): Order {
  return recentOrder('payment_in_progress', { sapaad_order_id: null, ...changes });
}
