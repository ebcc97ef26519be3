import { atom } from 'jotai';
import type { PaymentDataRequest, SheetResult } from './google-pay-request';

/** The Google Pay sheet open now: where it is, what it shows, and who hears its answer. */
export interface ShownGooglePaySheet {
  /** The sheet's page (the card sandbox's, `google_pay_sheet_url`). */
  sheetUrl: string;
  request: PaymentDataRequest;
  /** Called once: the wallet's token, or null when the diner cancelled. */
  onResult: (result: SheetResult) => void;
}

/** The Google Pay sheet the checkout shows, or null (B§2 Card and wallet payment screens). */
export const shownGooglePaySheetAtom = atom<ShownGooglePaySheet | null>(null);
