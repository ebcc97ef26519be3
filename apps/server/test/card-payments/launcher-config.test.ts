import { launchPlan, newSandboxKeys, serverEnvironment } from '@tabula/sandbox';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

const BASE = { SESSION_SECRET: 'launcher-config-test-session-secret-0123456789' };

/*
 * `pnpm start`'s launcher (apps/sandbox) configures the server for what it plays through the
 * same variables a restaurant sets (docs/server.md): the server reads them like any other
 * configuration and has no idea a sandbox is behind them.
 */
describe('the configuration the launcher gives the server', () => {
  it('configures every provider it plays, at the sandbox’s addresses', () => {
    const plan = launchPlan({}, 3000);
    const keys = newSandboxKeys();
    const env = serverEnvironment(
      plan,
      keys,
      {
        sandboxUrl: 'http://localhost:3001',
        apiUrl: 'http://127.0.0.1:3001',
        appleValidation: { origin: 'https://127.0.0.1:3002', trustFile: '/tmp/trusted.pem' },
      },
      {},
    );
    const config = loadConfig({ ...BASE, ...env });
    expect(config.port).toBe(3000);
    expect(config.stripe).toMatchObject({
      secretKey: keys.stripe.secretKey,
      apiUrl: 'http://127.0.0.1:3001',
      jsUrl: 'http://localhost:3001/v3/',
    });
    expect(config.mastercard).toMatchObject({
      merchantId: keys.mastercard.merchantId,
      apiUrl: 'http://localhost:3001',
      applePayIdentity: {
        cert: expect.stringContaining('BEGIN CERTIFICATE') as unknown,
        key: expect.stringContaining('PRIVATE KEY') as unknown,
      },
      applePayValidationOrigin: 'https://127.0.0.1:3002',
    });
    expect(config.googlePayEnvironment).toBe('TEST');
    expect(config.googlePayScriptUrl).toBe('http://localhost:3001/gp/p/js/pay.js');
    expect(config.adyen).toMatchObject({
      environment: 'TEST',
      checkoutUrl: 'http://127.0.0.1:3001/adyen/checkout/v72',
    });
    expect(config.captcha).toMatchObject({
      siteKey: keys.turnstile.siteKey,
      url: 'http://localhost:3001',
    });
  });

  it('configures nothing in production: the providers without keys are not offered', () => {
    const plan = launchPlan({ NODE_ENV: 'production' }, 3000);
    const env = serverEnvironment(
      plan,
      newSandboxKeys(),
      { sandboxUrl: 'http://s', apiUrl: 'http://a', appleValidation: null },
      {},
    );
    const config = loadConfig({ ...BASE, ...env });
    expect([config.stripe, config.mastercard, config.adyen, config.captcha]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
