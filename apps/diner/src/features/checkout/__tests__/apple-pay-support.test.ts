import { describe, expect, it } from 'vitest';
import { canPayWithApplePay } from '../mastercard/apple-pay/apple-pay-support';
import { applePayRequest } from '../mastercard/apple-pay/apple-pay-request';

/** The Payment Request API's constructor, as a browser has it. */
class PaymentRequest {
  readonly kind = 'payment-request';
}

/** A window with Apple Pay JS whose canMakePayments answers `can` (or throws). */
function safari(can: boolean | 'throws', extra: Record<string, unknown> = {}) {
  const ApplePaySession = Object.assign(
    class ApplePaySession {
      readonly kind = 'apple-pay-session';
    },
    {
      canMakePayments: () => {
        if (can === 'throws') throw new Error('InvalidAccessError: insecure document');
        return can;
      },
      ...extra,
    },
  );
  return { ApplePaySession, PaymentRequest };
}

describe('canPayWithApplePay (B§4 Apple Pay: offered only if the device can make payments)', () => {
  it('says yes where Apple Pay JS is there, the Payment Request API too, and the device can pay', () => {
    expect(canPayWithApplePay(safari(true))).toBe(true);
  });

  it('says no without Apple Pay JS (Chromium, Firefox), without throwing', () => {
    expect(canPayWithApplePay({ PaymentRequest })).toBe(false);
    expect(canPayWithApplePay({})).toBe(false);
    expect(canPayWithApplePay({ ApplePaySession: {} })).toBe(false);
  });

  it('says no when the device cannot pay, or its check throws', () => {
    expect(canPayWithApplePay(safari(false))).toBe(false);
    expect(canPayWithApplePay(safari('throws'))).toBe(false);
  });

  it('says no without the Payment Request API', () => {
    const { ApplePaySession } = safari(true);
    expect(canPayWithApplePay({ ApplePaySession })).toBe(false);
  });

  it('says no when the session does not speak version 3 (B§9)', () => {
    expect(canPayWithApplePay(safari(true, { supportsVersion: (v: number) => v < 3 }))).toBe(false);
    expect(canPayWithApplePay(safari(true, { supportsVersion: (v: number) => v <= 14 }))).toBe(
      true,
    );
  });

  it('answers no in this test browser (Chromium has no Apple Pay JS)', () => {
    expect(canPayWithApplePay()).toBe(false);
  });
});

describe('applePayRequest (B§9: version 3, visa, masterCard, amex, discover, 3DS)', () => {
  it("asks for the engine's total as written, in the order's currency, under the company's name", () => {
    expect(
      applePayRequest(
        { total_amount: '12.350', currency: 'KWD' },
        { name: 'Bait Al Kuwait', countryCode: 'KW' },
      ),
    ).toEqual({
      countryCode: 'KW',
      currencyCode: 'KWD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Bait Al Kuwait', amount: '12.350', type: 'final' },
    });
  });
});
