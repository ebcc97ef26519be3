import { atom } from 'jotai';
import type { CardPageResult } from './card-page-message';

/** The Stripe direct card page the checkout shows (B§7 payments/stripe/v1/orders). */
export interface ShownStripeCard {
  /** The payment reference it pays. */
  reference: string;
  /** The card page's address for this payment. */
  address: string;
  /** A registered diner may keep the card (A§6); a guest is never asked. */
  registered: boolean;
  /** The page said how the payment went; `saveCard` is the diner's answer beside it. */
  onResult: (result: CardPageResult, saveCard: boolean) => void;
  /** The diner closed the sheet: the payment is given up. */
  onClose: () => void;
}

/** The card page the checkout shows now, or null. */
export const shownStripeCardAtom = atom<ShownStripeCard | null>(null);
