import { atom } from 'jotai';
import type { PaymentSessionApi } from './payment-session';

/**
 * The gateway's hosted card fields the checkout shows for a typed card (B§2 Mastercard hosted
 * page): drawn by the gateway's session.js for the session the server made.
 */
export interface ShownCardForm {
  /** The payment reference it pays. */
  reference: string;
  /** The gateway's session the fields put the card in. */
  sessionId: string;
  /** The loaded session.js. */
  paymentSession: PaymentSessionApi;
  /** The gateway has the card in the session: the payer is authenticated next. */
  onSaved: () => void;
  /** The fields could not be drawn: the payment is given up with an error. */
  onUnavailable: () => void;
  /** The diner closed the form without saving a card: the payment is given up. */
  onClose: () => void;
}

/** The hosted card form the checkout shows now, or null. */
export const shownCardFormAtom = atom<ShownCardForm | null>(null);
