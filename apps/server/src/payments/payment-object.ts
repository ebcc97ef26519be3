import type { PaymentObject, PaymentType, PaymentTypeName } from '@tabula/api-client';
import type { PaymentRecord } from './payment-store';

/**
 * The contract's payment object (B§3 Payment object) of a stored payment, as the answer's
 * order_details.payment and the order's order_details.payments carry it.
 * our choice: amount is what the diner is charged (the order total, tip included); tip is the
 * part of it that is tip; customer_id is the diner's user id (null for a visitor);
 * reference_code is the payment reference, and a paid payment has a sandbox transaction id.
 */
export function paymentObjectFor(
  payment: Pick<PaymentRecord, 'provider' | 'amount' | 'tip' | 'reference' | 'status' | 'id'>,
  paymentType: Pick<PaymentType, 'id' | 'title'>,
  customerId: number | null,
): PaymentObject {
  return {
    id: paymentType.id,
    payment_type: payment.provider as PaymentTypeName,
    amount: payment.amount,
    name: paymentType.title,
    customer_id: customerId,
    tip: payment.tip,
    reference_code: payment.reference,
    transaction_id: payment.status === 'paid' ? `sandbox_txn_${String(payment.id)}` : null,
  };
}
