import { atom } from 'jotai';
import type { CardConfirmationResult } from '@/lib/stripe/use-stripe-card-field';
import type { StripeLoad } from '@/lib/stripe/load-stripe';

/** The Stripe direct card sheet the checkout shows (B§7 payments/stripe/v1/orders). */
export interface ShownStripeCard {
  /** The payment reference it pays. */
  reference: string;
  /** How Stripe.js is loaded for it. */
  stripe: StripeLoad;
  /** A registered diner may keep the card (A§6); a guest is never asked. */
  registered: boolean;
  /**
   * Pays with the typed card: resolves null once Stripe took the payment (the order is then
   * sent and the sheet closes), or the message to show beside the card for another try.
   */
  onPay: (pay: CardConfirmation, saveCard: boolean) => Promise<string | null>;
  /** The diner closed the sheet: the payment is given up. */
  onClose: () => void;
}

/**
 * Confirms the intent of a client secret with the card the diner typed (Stripe.js's
 * `confirmCardPayment` with the mounted card element, 3-D Secure included).
 */
export type CardConfirmation = (clientSecret: string) => Promise<CardConfirmationResult>;

/** The card sheet the checkout shows now, or null. */
export const shownStripeCardAtom = atom<ShownStripeCard | null>(null);
