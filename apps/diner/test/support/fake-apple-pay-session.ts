import { vi } from 'vitest';
import type {
  ApplePayJsPaymentAuthorizedEvent,
  ApplePayJsPaymentRequest,
  ApplePayJsValidateMerchantEvent,
} from '../../src/features/checkout/mastercard/apple-pay/apple-pay-js';

/*
 * A stand-in for Safari's `ApplePaySession` (Apple Pay JS) on `window`: it records each sheet the
 * checkout makes and what the checkout asks of it, so a test plays Apple's events by hand.
 */

/** Where Apple asks the merchant to validate, as a sheet's validatemerchant event gives it. */
export const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';

/** The merchant session the gateway hands back for Apple. */
export const MERCHANT_SESSION = { merchantSessionIdentifier: 'SSH1', signature: 'sig' };

/** Apple's payment token, as a sheet's paymentauthorized event gives it. */
export const TOKEN = {
  paymentData: { version: 'EC_v1', data: 'sealed' },
  transactionIdentifier: 'tx-1',
};

/** The fake class: every sheet made is kept in `sessions`, in order. */
export class FakeApplePaySession {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;
  static canPay = true;
  static sessions: FakeApplePaySession[] = [];
  static canMakePayments() {
    return FakeApplePaySession.canPay;
  }
  onvalidatemerchant: ((event: ApplePayJsValidateMerchantEvent) => void) | null = null;
  onpaymentauthorized: ((event: ApplePayJsPaymentAuthorizedEvent) => void) | null = null;
  oncancel: ((event: unknown) => void) | null = null;
  begun = false;
  aborted = false;
  merchantSession: unknown = null;
  completed: number[] = [];
  constructor(
    readonly version: number,
    readonly request: ApplePayJsPaymentRequest,
  ) {
    FakeApplePaySession.sessions.push(this);
  }
  begin() {
    this.begun = true;
  }
  abort() {
    this.aborted = true;
  }
  completeMerchantValidation(merchantSession: unknown) {
    this.merchantSession = merchantSession;
  }
  completePayment(status: number) {
    this.completed.push(status);
  }
}

/**
 * Puts a fresh fake on `window` (the device can pay, no sheet made yet); `vi.unstubAllGlobals()`
 * takes it away. It takes no argument, so it can be a hook itself: `beforeEach(stubApplePay)`.
 */
export function stubApplePay(): void {
  FakeApplePaySession.canPay = true;
  FakeApplePaySession.sessions = [];
  vi.stubGlobal('ApplePaySession', FakeApplePaySession);
}

/** The last sheet the checkout made. */
export function sheet(): FakeApplePaySession {
  const last = FakeApplePaySession.sessions.at(-1);
  if (last === undefined) throw new Error('no Apple Pay sheet was made');
  return last;
}
