import type { OrderPayload, PaymentType } from '@tabula/api-client';

/** One Mastercard gateway payment to start, whatever pays it (card, Google Pay, Apple Pay). */
export interface MastercardPaymentRequest {
  /** The checked order payload with its payment. */
  payload: OrderPayload;
  /** The Mastercard payment type (its merchant ids and wallet settings). */
  paymentType: PaymentType;
  /** The payment reference (B§4: from the diner, the company and the time). */
  reference: string;
  hasTable: boolean;
  /** Called once the payment ended without being paid, so Place Order works again. */
  onFailed: () => void;
}

/** One way of paying through the gateway, as the checkout drives it. */
export interface MastercardMethodPayment {
  start: (request: MastercardPaymentRequest) => void;
  /** A payment is under way (the card form, a wallet sheet, an authentication). */
  waiting: boolean;
}
