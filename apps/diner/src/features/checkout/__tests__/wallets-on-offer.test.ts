import type { PaymentType } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { walletsOnOffer } from '../utils/wallets-on-offer';
import { paymentType } from './checkout-fixtures';

const cash = paymentType(1, 'cash', 'Pay at the counter');

function gateway(overrides: Partial<PaymentType> = {}): PaymentType {
  return {
    ...paymentType(9, 'mastercard', 'Mastercard gateway'),
    direct_payment_enabled: true,
    google_pay_enabled: true,
    apple_pay_enabled: true,
    ...overrides,
  };
}

const listed = (types: PaymentType[], disabled = false) =>
  types.map((type) => ({ paymentType: type, disabled }));

describe('walletsOnOffer', () => {
  it('names both wallets on an iPhone and only Google Pay on Android', () => {
    expect(walletsOnOffer(listed([cash, gateway()]), 'ios')).toEqual(['apple_pay', 'google_pay']);
    expect(walletsOnOffer(listed([cash, gateway()]), 'android')).toEqual(['google_pay']);
    expect(walletsOnOffer(listed([gateway()]), 'other')).toEqual(['apple_pay', 'google_pay']);
  });

  it('names only the wallets the type enables, and none without direct payment', () => {
    expect(walletsOnOffer(listed([gateway({ google_pay_enabled: false })]), 'ios')).toEqual([
      'apple_pay',
    ]);
    expect(walletsOnOffer(listed([gateway({ google_pay_enabled: false })]), 'android')).toEqual([]);
    expect(walletsOnOffer(listed([gateway({ direct_payment_enabled: false })]), 'ios')).toEqual([]);
  });

  it('names none without the gateway, or while its method is disabled', () => {
    expect(walletsOnOffer(listed([cash, paymentType(2, 'stripe', 'Card')]), 'ios')).toEqual([]);
    expect(walletsOnOffer(listed([gateway()], true), 'ios')).toEqual([]);
  });

  it('names each wallet once when two gateway types offer it', () => {
    expect(walletsOnOffer(listed([gateway(), { ...gateway(), id: 10 }]), 'android')).toEqual([
      'google_pay',
    ]);
  });
});
