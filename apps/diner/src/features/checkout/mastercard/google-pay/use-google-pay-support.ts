import type { PaymentType } from '@tabula/api-client';

/**
 * Whether the checkout offers Google Pay for a Mastercard payment type (B§4 Mastercard; B§2
 * Google Pay): the type enables it, names its Google merchant, and a sheet is there to open — the
 * card sandbox's (`google_pay_sheet_url`) while it plays the gateway.
 * our choice: with a restaurant's real merchant (no sandbox sheet) Google's own pay.js and its
 * isReadyToPay would decide; that path is not built, so Google Pay is not offered there.
 */
export function useGooglePaySupport(type: PaymentType | null): boolean {
  if (!type?.google_pay_enabled) return false;
  if (type.google_pay_merchant_id === null || (type.gateway_merchant_id ?? null) === null) {
    return false;
  }
  return typeof type.google_pay_sheet_url === 'string';
}
