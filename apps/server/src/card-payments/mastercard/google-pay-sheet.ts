import type { PaymentType } from '@tabula/api-client';
import type { ServerConfig } from '../../config/config';

/**
 * The Google Pay script a Mastercard type names and the environment the app gives its
 * `PaymentsClient` (B§4 Google Pay): GOOGLE_PAY_SCRIPT_URL (Google's pay.js unless set; the card
 * sandbox's stand-in in the demo and the tests) and GOOGLE_PAY_ENVIRONMENT (TEST in the demo).
 */
export function googlePayScript(
  config: ServerConfig,
): Pick<PaymentType, 'google_pay_script_url' | 'google_pay_environment'> {
  return {
    google_pay_script_url: config.googlePayScriptUrl,
    google_pay_environment: config.googlePayEnvironment,
  };
}
