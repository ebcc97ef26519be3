import { applePaySessionClass } from './apple-pay-js';
import { APPLE_PAY_VERSION } from './apple-pay-request';

/**
 * Whether this browser can pay with Apple Pay (B§4 Apple Pay: "Offered only if the device can make
 * payments"): Apple Pay JS is there, the Payment Request API is there, the session speaks version
 * 3 (B§9) and `ApplePaySession.canMakePayments()` says yes. Never throws: Safari's check throws
 * on an insecure page, which reads as no.
 *
 * @param scope - The window to look in (tests pass their own).
 */
export function canPayWithApplePay(scope: object = globalThis): boolean {
  const session = applePaySessionClass(scope);
  if (session === null) return false;
  if (typeof (scope as { PaymentRequest?: unknown }).PaymentRequest !== 'function') return false;
  try {
    // our choice: a Safari too old for version 3 is treated as unable to pay.
    if (session.supportsVersion !== undefined && !session.supportsVersion(APPLE_PAY_VERSION)) {
      return false;
    }
    return session.canMakePayments();
  } catch {
    return false;
  }
}
