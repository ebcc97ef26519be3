import type { PaymentType } from '@tabula/api-client';
import type { ServerConfig } from '../../config/config';

/** Where the card sandbox shows its Google Pay sheet, on the sandbox's origin. */
export const GOOGLE_PAY_SHEET_PATH = '/google-pay/sheet';

/** Where Google serves its Google Pay web script; the card sandbox serves its stand-in there too. */
export const GOOGLE_PAY_SCRIPT_PATH = '/gp/p/js/pay.js';

/**
 * The Google Pay script a Mastercard type names and the environment the app gives its
 * `PaymentsClient` (B§4 Google Pay): GOOGLE_PAY_SCRIPT_URL (Google's pay.js unless set; the card
 * sandbox's stand-in in the demo and the tests) and GOOGLE_PAY_ENVIRONMENT (TEST while the
 * sandbox plays the gateway).
 */
export function googlePayScript(
  config: ServerConfig,
): Pick<PaymentType, 'google_pay_script_url' | 'google_pay_environment'> {
  return {
    google_pay_script_url: config.googlePayScriptUrl,
    google_pay_environment: config.googlePayEnvironment,
  };
}
