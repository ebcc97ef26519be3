/*
 * The few pieces of Apple Pay JS (Safari's `ApplePaySession`) the checkout uses, typed by hand:
 * the app takes no dependency on Apple's types. Apple's names are kept as Apple spells them.
 */

/** What the sheet asks the diner to pay (Apple Pay JS payment request, version 3). */
export interface ApplePayJsPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type: 'final' };
}

/** The merchant validation event: where Apple wants the merchant's server to validate. */
export interface ApplePayJsValidateMerchantEvent {
  validationURL: string;
}

/** The authorisation event: the diner approved; the token goes to the gateway unread. */
export interface ApplePayJsPaymentAuthorizedEvent {
  payment: { token: Record<string, unknown> };
}

/** One Apple Pay sheet. */
export interface ApplePayJsSession {
  onvalidatemerchant: ((event: ApplePayJsValidateMerchantEvent) => void) | null;
  onpaymentauthorized: ((event: ApplePayJsPaymentAuthorizedEvent) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: Record<string, unknown>): void;
  completePayment(status: number): void;
}

/** The `ApplePaySession` class: its constructor, its checks and its status codes. */
export interface ApplePayJsSessionClass {
  new (version: number, request: ApplePayJsPaymentRequest): ApplePayJsSession;
  canMakePayments(): boolean;
  supportsVersion?: (version: number) => boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The browser's `ApplePaySession`, or null where Apple Pay JS is absent (every non-Safari browser). */
export function applePaySessionClass(scope: object = globalThis): ApplePayJsSessionClass | null {
  const found = (scope as { ApplePaySession?: unknown }).ApplePaySession;
  return typeof found === 'function' ? (found as ApplePayJsSessionClass) : null;
}
