import { describe, expect, it } from 'vitest';
import { isMastercardMethod, mastercardMethods } from '../mastercard/mastercard-method';

const direct = { direct_payment_enabled: true, google_pay_enabled: true, apple_pay_enabled: true };
const everyWallet = { googlePay: true, applePay: true };

describe('mastercardMethods', () => {
  it('offers the card and both wallets with direct payment where the browser can pay', () => {
    expect(mastercardMethods(direct, everyWallet)).toEqual(['card', 'google_pay', 'apple_pay']);
  });

  it('offers only the hosted card session without direct payment', () => {
    expect(mastercardMethods({ ...direct, direct_payment_enabled: false }, everyWallet)).toEqual([
      'card',
    ]);
  });

  it('leaves out a wallet the payment type disables', () => {
    expect(mastercardMethods({ ...direct, google_pay_enabled: false }, everyWallet)).toEqual([
      'card',
      'apple_pay',
    ]);
  });

  it('leaves out a wallet this browser cannot pay with', () => {
    expect(mastercardMethods(direct, { googlePay: true, applePay: false })).toEqual([
      'card',
      'google_pay',
    ]);
  });
});

describe('isMastercardMethod', () => {
  it('knows the three methods and nothing else', () => {
    expect(['card', 'google_pay', 'apple_pay'].every(isMastercardMethod)).toBe(true);
    expect(isMastercardMethod('knet')).toBe(false);
    expect(isMastercardMethod(null)).toBe(false);
  });
});
