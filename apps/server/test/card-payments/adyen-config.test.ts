import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

const BASE = { SESSION_SECRET: 'adyen-config-test-session-secret-0123456789' };
const KEYS = {
  ADYEN_API_KEY: 'AQEyhmfxK4_test_key_0123456789',
  ADYEN_MERCHANT_ACCOUNT: 'TabulaCafeECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};

describe('Adyen settings', () => {
  it('without keys: not configured, so Adyen is not offered', () => {
    const config = loadConfig(BASE);
    expect(config.adyen).toBeNull();
  });

  it("with a merchant's three keys: Adyen's own", () => {
    const config = loadConfig({ ...BASE, ...KEYS });
    expect(config.adyen).toEqual({
      apiKey: KEYS.ADYEN_API_KEY,
      merchantAccount: KEYS.ADYEN_MERCHANT_ACCOUNT,
      hmacKey: KEYS.ADYEN_HMAC_KEY,
      environment: 'TEST',
      liveUrlPrefix: null,
      checkoutUrl: null,
    });
  });

  it('refuses some keys without the others, LIVE without its prefix, and a key that is not hex', () => {
    expect(() => loadConfig({ ...BASE, ADYEN_API_KEY: KEYS.ADYEN_API_KEY })).toThrow(
      /ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY go together/,
    );
    expect(() => loadConfig({ ...BASE, ...KEYS, ADYEN_ENVIRONMENT: 'LIVE' })).toThrow(
      /ADYEN_LIVE_URL_PREFIX/,
    );
    expect(
      loadConfig({
        ...BASE,
        ...KEYS,
        ADYEN_ENVIRONMENT: 'LIVE',
        ADYEN_LIVE_URL_PREFIX: 'abc-Tabula',
      }).adyen,
    ).toMatchObject({ environment: 'LIVE', liveUrlPrefix: 'abc-Tabula' });
    expect(() => loadConfig({ ...BASE, ...KEYS, ADYEN_HMAC_KEY: 'not-hex' })).toThrow(
      /ADYEN_HMAC_KEY/,
    );
  });
});
