import { describe, expect, it } from 'vitest';
import { cardPageAddress } from '../card-page-address';

const base = {
  pageUrl: 'https://cards.example/stripe/card-element',
  publishableKey: 'pk_test_cafe',
  reference: 'sd_7_1_1767225600000_00ff00ff00ff00ff',
  locale: 'ar',
};

const params = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe('cardPageAddress', () => {
  it('names the key, the amount in minor units, the lowercase currency, the reference and the language', () => {
    const address = cardPageAddress({ ...base, amount: '12.30', precision: 2, currency: 'SGD' });
    expect(address.startsWith('https://cards.example/stripe/card-element?')).toBe(true);
    expect(params(address)).toEqual({
      key: 'pk_test_cafe',
      amount: '1230',
      currency: 'sgd',
      reference: base.reference,
      locale: 'ar',
    });
  });

  it('counts minor units at the company’s precision: three decimals for KWD, none for JPY', () => {
    expect(
      params(cardPageAddress({ ...base, amount: '1.250', precision: 3, currency: 'KWD' })).amount,
    ).toBe('1250');
    expect(
      params(cardPageAddress({ ...base, amount: '1500', precision: 0, currency: 'JPY' })).amount,
    ).toBe('1500');
  });

  it('escapes what it is given, so a value never becomes another parameter', () => {
    const address = cardPageAddress({
      ...base,
      publishableKey: 'pk&amount=1',
      amount: '0.01',
      precision: 2,
      currency: 'SGD',
    });
    expect(params(address)).toMatchObject({ key: 'pk&amount=1', amount: '1' });
  });
});
