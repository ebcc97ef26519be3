import type { ErrorId } from '@tabula/api-client';
import type { AuthenticationErrorId } from './authenticate-payer';

/**
 * The catalogue entry of each way the payer authentication fails (B§8 Google Pay authentication
 * errors, each followed by the payment-failed message). our choice: a typed card's
 * authentication is the same steps (B§4 Google Pay), so it says the same entries.
 */
export const AUTHENTICATION_ERRORS: Record<AuthenticationErrorId, ErrorId> = {
  auth_failed: 'google_pay_auth_failed',
  unexpected_auth_response: 'google_pay_unexpected_auth_response',
  auth_error: 'google_pay_auth_error',
  auth_timeout: 'google_pay_auth_timeout',
};
