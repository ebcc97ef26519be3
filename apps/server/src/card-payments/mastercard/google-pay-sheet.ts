import type { PaymentType } from '@tabula/api-client';
import type { ServerConfig } from '../../config/config';
import { hostedSessionScriptUrl } from './hosted-session-script';

/** Where the card sandbox shows its Google Pay sheet, on the sandbox's origin. */
export const GOOGLE_PAY_SHEET_PATH = '/google-pay/sheet';

/**
 * The card sandbox's Google Pay sheet while the sandbox plays the Mastercard gateway; null with a
 * restaurant's merchant, where the app would use Google's own pay.js (B§4 Google Pay).
 */
export function googlePaySheetUrl(config: ServerConfig): string | null {
  const pages = config.mastercard.sandboxPagesUrl;
  return pages === null ? null : `${pages}${GOOGLE_PAY_SHEET_PATH}`;
}

/**
 * The payment types as a diner's pages answer them: a Mastercard type gets the Google Pay sheet
 * it would open and the merchant's id at the gateway, Google Pay's `gatewayMerchantId` (our
 * choice: filled here from the configuration, never stored with the venue), and the gateway's
 * session.js that draws the typed card's fields (hosted-session-script.ts).
 */
export function publicPaymentTypes(types: PaymentType[], config: ServerConfig): PaymentType[] {
  const sheet = googlePaySheetUrl(config);
  const gatewayMerchantId = config.mastercard.merchantId;
  return types.map((type) =>
    type.payment_type === 'mastercard'
      ? {
          ...type,
          google_pay_sheet_url: sheet,
          gateway_merchant_id: gatewayMerchantId,
          hosted_session_script_url: hostedSessionScriptUrl(config),
        }
      : type,
  );
}
