import type { PaymentType } from '@tabula/api-client';
import type { ServerConfig } from '../../config/config';

/** Where the card sandbox shows its Google Pay sheet, on the sandbox's origin. */
export const GOOGLE_PAY_SHEET_PATH = '/google-pay/sheet';

/** Where Google serves its Google Pay web script; the card sandbox serves its stand-in there too. */
export const GOOGLE_PAY_SCRIPT_PATH = '/gp/p/js/pay.js';

/** Google's own Google Pay web script (Google Pay API for web). */
export const GOOGLE_PAY_SCRIPT_URL = `https://pay.google.com${GOOGLE_PAY_SCRIPT_PATH}`;

/**
 * The Google Pay script a Mastercard type names and the environment the app gives its
 * `PaymentsClient` (B§4 Google Pay): the card sandbox's stand-in of pay.js and TEST while the
 * sandbox plays the gateway; Google's pay.js and the configured environment with a restaurant's
 * merchant.
 */
export function googlePayScript(
  config: ServerConfig,
): Pick<PaymentType, 'google_pay_script_url' | 'google_pay_environment'> {
  const pages = config.mastercard.sandboxPagesUrl;
  return pages === null
    ? {
        google_pay_script_url: GOOGLE_PAY_SCRIPT_URL,
        google_pay_environment: config.googlePayEnvironment,
      }
    : {
        google_pay_script_url: `${pages}${GOOGLE_PAY_SCRIPT_PATH}`,
        google_pay_environment: 'TEST',
      };
}
