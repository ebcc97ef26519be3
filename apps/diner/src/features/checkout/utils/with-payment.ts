import type { OrderPayload, PaymentType } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import type { CardPayment } from './card-choice';

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

/**
 * The connected card's payment fields (B§3 Payment object, B§4 Connected card provider flow step
 * 3): payment_mode card, and the saved card's token as payment_method_id, or save_card when the
 * diner asked to keep a new card (registered diners only; a guest's is never sent, A§6).
 */
export function withCardPayment(payload: OrderPayload, card: CardPayment): OrderPayload {
  if (payload.payment === undefined) return payload;
  const fields =
    card.kind === 'saved'
      ? { payment_method_id: card.card.card_token, is_saved_card: true }
      : card.saveCard
        ? { save_card: true }
        : {};
  return { ...payload, payment: { ...payload.payment, payment_mode: 'card', ...fields } };
}

/**
 * The payload naming the diner's own payment of this order still open, which it replaces
 * (`replaces_payment`, issue 30: the diner left its page and pays again; the server abandons it
 * first, so their share is not refused as taken); the payload as it is when none is open.
 */
export function withReplacedPayment(payload: OrderPayload, reference: string | null): OrderPayload {
  return reference === null ? payload : { ...payload, replaces_payment: reference };
}
