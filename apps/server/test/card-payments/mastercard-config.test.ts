import { describe, expect, it } from 'vitest';
import { MastercardGateway } from '../../src/card-payments/mastercard/mastercard-gateway';
import { loadConfig, MASTERCARD_API_VERSION } from '../../src/config/config';
import { settingsOf } from '../support/harness';

/** A deployment's environment; the secrets are given so nothing is written to disk. */
const ENV = {
  STAFF_TOKEN: 'mastercard-config-staff-token',
  SESSION_SECRET: 'mastercard-config-session-secret-0123456789abcdef',
  DINER_DIST: '/nonexistent-diner-dist',
};

const MERCHANT = {
  MASTERCARD_MERCHANT_ID: 'TESTMERCHANT01',
  MASTERCARD_API_PASSWORD: 'a1b2c3d4e5f6a7b8',
  MASTERCARD_API_URL: 'https://ap-gateway.mastercard.com/',
};

describe('Mastercard gateway configuration', () => {
  it('a merchant: all three variables', () => {
    const config = loadConfig({ ...ENV, ...MERCHANT });
    expect(config.mastercard).toEqual({
      merchantId: 'TESTMERCHANT01',
      apiPassword: 'a1b2c3d4e5f6a7b8',
      apiUrl: 'https://ap-gateway.mastercard.com',
      apiVersion: MASTERCARD_API_VERSION,
      applePayIdentity: null,
      applePayValidationOrigin: null,
    });
  });

  it('none: not configured, so the gateway is not offered', () => {
    const config = loadConfig(ENV);
    expect(config.mastercard).toBeNull();
  });

  it('only some of them: the server refuses to start and names all three', () => {
    for (const missing of Object.keys(MERCHANT)) {
      const env = Object.fromEntries(
        Object.entries({ ...ENV, ...MERCHANT }).filter(([name]) => name !== missing),
      );
      expect(() => loadConfig(env)).toThrow(/MASTERCARD_MERCHANT_ID, MASTERCARD_API_PASSWORD/);
    }
  });

  it('speaks MPGS: the version path, basic authentication as merchant.{id}, errors with the explanation', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const gateway = new MastercardGateway(
      settingsOf(loadConfig({ ...ENV, ...MERCHANT }), 'mastercard'),
      (url, init) => {
        calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
        return Promise.resolve(
          new Response(
            JSON.stringify({
              result: 'ERROR',
              error: { cause: 'INVALID_REQUEST', explanation: 'Invalid credentials.' },
            }),
            { status: 401 },
          ),
        );
      },
    );
    await expect(gateway.createSession()).rejects.toMatchObject({
      message: 'Invalid credentials.',
      status: 401,
      errorCause: 'INVALID_REQUEST',
    });
    expect(calls[0]?.url).toBe(
      `https://ap-gateway.mastercard.com/api/rest/version/${String(MASTERCARD_API_VERSION)}/merchant/TESTMERCHANT01/session`,
    );
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from('merchant.TESTMERCHANT01:a1b2c3d4e5f6a7b8').toString('base64')}`,
    );
  });
});

describe('Google Pay environment configuration', () => {
  it("a restaurant's merchant: PRODUCTION unless GOOGLE_PAY_ENVIRONMENT says TEST", () => {
    expect(loadConfig({ ...ENV, ...MERCHANT }).googlePayEnvironment).toBe('PRODUCTION');
    expect(
      loadConfig({ ...ENV, ...MERCHANT, GOOGLE_PAY_ENVIRONMENT: 'TEST' }).googlePayEnvironment,
    ).toBe('TEST');
  });

  it('the card sandbox: TEST; PRODUCTION, or an environment Google Pay does not have, stops the start', () => {
    expect(loadConfig(ENV).googlePayEnvironment).toBe('TEST');
    expect(loadConfig({ ...ENV, GOOGLE_PAY_ENVIRONMENT: 'TEST' }).googlePayEnvironment).toBe(
      'TEST',
    );
    expect(() => loadConfig({ ...ENV, GOOGLE_PAY_ENVIRONMENT: 'PRODUCTION' })).toThrow(
      /GOOGLE_PAY_ENVIRONMENT=PRODUCTION needs a restaurant's Mastercard merchant/,
    );
    expect(() => loadConfig({ ...ENV, ...MERCHANT, GOOGLE_PAY_ENVIRONMENT: 'LIVE' })).toThrow(
      /GOOGLE_PAY_ENVIRONMENT/,
    );
  });
});
