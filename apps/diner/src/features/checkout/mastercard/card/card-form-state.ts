import { atom } from 'jotai';

/** The gateway's hosted card form the checkout shows for a typed card (B§2 Mastercard hosted page). */
export interface ShownCardForm {
  /** The payment reference it pays. */
  reference: string;
  /** The gateway's address of the form of this session (`card_form_url`). */
  url: string;
  /** The diner closed the form without saving a card: the payment is given up. */
  onClose: () => void;
}

/** The hosted card form the checkout shows now, or null. */
export const shownCardFormAtom = atom<ShownCardForm | null>(null);
