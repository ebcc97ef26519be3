import type { Amount } from '@tabula/engine';
import { atom } from 'jotai';

/** The tip the diner chose on the checkout: none, a percent tile, or a custom amount. */
export type TipState =
  | { kind: 'none' }
  /** A tile of the company's tip percentages, e.g. `'10'`. */
  | { kind: 'percent'; percent: string }
  /** A custom amount, at the currency's precision (the engine parsed it). */
  | { kind: 'custom'; amount: Amount };

/** No tip. */
export const NO_TIP: TipState = { kind: 'none' };

// our choice: the tip and the payment type live in memory only; a reload starts the checkout
// again without them (the spec stores neither).

/** The checkout's tip (B§2 tip selector). */
export const tipAtom = atom<TipState>(NO_TIP);

/** The payment type the diner picked (its id), or null to take the default (B§4: the first). */
export const chosenPaymentTypeAtom = atom<number | null>(null);

/** The payment mode picked for a provider that offers several (MyFatoorah, Adyen), by type id. */
export const chosenPaymentModeAtom = atom<string | null>(null);

/** Clears what the checkout chose, after an order is placed. */
export const clearCheckoutChoicesAtom = atom(null, (_get, set) => {
  set(tipAtom, NO_TIP);
  set(chosenPaymentTypeAtom, null);
  set(chosenPaymentModeAtom, null);
});
