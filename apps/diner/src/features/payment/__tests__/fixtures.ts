import type { Order, PaymentDetails } from '@tabula/api-client';
import type { PaymentRequest } from '../utils/payment-search';

/** A hosted-page payment returning to the page, as the sandbox gateway sends it back. */
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

/** The order a payment pays: placed as payment_in_progress when the payment started. */
export function paidOrder(changes: Partial<Order> = {}): Order {
  return {
    id: 7001,
    order_number: 'A-042',
    sapaad_order_id: null,
    status: 'payment_in_progress',
    is_group_order: false,
    created_at: '2026-11-21T09:30:00+08:00',
    eta: null,
    order_details: {
      cartItems: [],
      items: [],
      note: null,
      sub_total: '3.50',
      tax_total: '0.32',
      total_amount: '3.82',
      surcharges_breakdown: [],
      discounts: [],
      redeemed_loyalty: '0',
      earned_loyalty: '0',
      tips_amount: '0',
      is_tax_inclusive: false,
      payments: [],
      covers: 1,
      source: 'web',
      unavailable_menu_items: [],
      version: 1,
    },
    ...changes,
  };
}
