import { describe, expect, it } from 'vitest';
import { paymentOutcome } from '../utils/payment-outcome';

describe('paymentOutcome', () => {
  it('places a cash order: nothing to open', () => {
    expect(paymentOutcome({})).toEqual({ kind: 'placed' });
  });

  it("opens a hosted provider's payment page", () => {
    expect(paymentOutcome({ payment_page_url: 'https://pay.example/p/1' })).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/p/1',
    });
  });

  it('posts the form data to the page when the provider sends some (B§4 Other providers)', () => {
    expect(
      paymentOutcome({ payment_page_url: 'https://pay.example/p', form_data: { token: 'abc' } }),
    ).toEqual({ kind: 'form', url: 'https://pay.example/p', fields: { token: 'abc' } });
    expect(paymentOutcome({ payment_page_url: 'https://pay.example/p', form_data: {} })).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/p',
    });
  });

  it("follows Adyen's redirect action", () => {
    expect(
      paymentOutcome({
        payment_page_url: 'https://pay.example/fallback',
        data: { action: { type: 'redirect', url: 'https://adyen.example/3ds' } },
      }),
    ).toEqual({ kind: 'redirect', url: 'https://adyen.example/3ds' });
    expect(
      paymentOutcome({ payment_page_url: 'https://pay.example/p', data: { action: null } }),
    ).toEqual({ kind: 'redirect', url: 'https://pay.example/p' });
  });

  it("posts the generic partner's payload as payment_token to its url", () => {
    expect(
      paymentOutcome({ payment_payload: 'signed.payload', payment_url: 'https://partner.example' }),
    ).toEqual({
      kind: 'form',
      url: 'https://partner.example',
      fields: { payment_token: 'signed.payload' },
    });
  });
});
