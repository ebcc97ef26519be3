import type { OrderPayload, PaymentType } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';

/**
 * The order payload with the chosen payment (B§3 Payment object): the payment type's id, name and
 * title, the amount to pay and the tip, both straight from the engine's bill.
 */
export function withPayment(
  payload: OrderPayload,
  paymentType: Pick<PaymentType, 'id' | 'payment_type' | 'title'>,
  bill: Pick<Bill, 'total_amount' | 'tips_amount'>,
  customerId: number,
): OrderPayload {
  return {
    ...payload,
    payment: {
      id: paymentType.id,
      payment_type: paymentType.payment_type,
      amount: bill.total_amount,
      name: paymentType.title,
      customer_id: customerId,
      tip: bill.tips_amount,
    },
  };
}
