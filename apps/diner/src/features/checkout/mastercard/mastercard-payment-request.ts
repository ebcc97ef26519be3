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
  /**
   * A step taken once the wallet's sheet is open and finished before the server first hears of
   * the payment (the open tab saves the diner's group answer, which the server prices by): true
   * goes on, false ends the payment unpaid, the step having told the diner why. Only Apple Pay
   * reads it (its sheet must open in the tap itself); the other ways are started after the step.
   */
  prepare?: () => Promise<boolean>;
}

/** One way of paying through the gateway, as the checkout drives it. */
export interface MastercardMethodPayment {
  start: (request: MastercardPaymentRequest) => void;
  /** A payment is under way (the card form, a wallet sheet, an authentication). */
  waiting: boolean;
}
