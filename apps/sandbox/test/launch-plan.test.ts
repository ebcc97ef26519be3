import { describe, expect, it } from 'vitest';
import {
  launchPlan,
  newSandboxKeys,
  publicSandboxUrl,
  requestedServerPort,
  sandboxBanner,
  sandboxKeysFor,
  serverEnvironment,
} from '../src/launcher/launch-plan';
import { SANDBOX_CERT_PATHS } from '../src/certs';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_cafe',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_cafe',
  STRIPE_WEBHOOK_SECRET: 'whsec_cafe',
};

describe('the launcher’s plan', () => {
  it('plays every party the environment has no keys for, on the port after the server’s', () => {
    const plan = launchPlan({}, 3000);
    expect(plan.plays).toEqual(['stripe', 'mastercard', 'adyen', 'turnstile', 'hosted_pages']);
    expect(plan).toMatchObject({
      serverPort: 3000,
      sandboxPort: 3001,
      host: '0.0.0.0',
      appOrigin: 'http://localhost:3000',
      sandboxUrl: null,
    });
    expect(publicSandboxUrl(plan, 3001)).toBe('http://localhost:3001');
  });

  it('leaves a restaurant’s configured provider alone', () => {
    const plan = launchPlan(
      {
        ...STRIPE,
        TURNSTILE_SITE_KEY: '0x4AAAAAAAAAAAAAAAAAAAAA',
        HOSTED_PAGES_URL: 'https://pages.example/tabula',
      },
      3000,
    );
    expect(plan.plays).toEqual(['mastercard', 'adyen']);
    const env = serverEnvironment(
      plan,
      newSandboxKeys(),
      {
        sandboxUrl: 'http://sandbox',
        apiUrl: 'http://api',
        appleValidation: { origin: 'https://apple', trustFile: '/tmp/trusted.pem' },
      },
      {},
    );
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.TURNSTILE_SITE_KEY).toBeUndefined();
    expect(env.MASTERCARD_API_URL).toBe('http://sandbox');
    // Apple Pay as a restaurant sets it up: the merchant identity certificate and Apple's origin.
    expect(env).toMatchObject({
      APPLE_PAY_MERCHANT_CERT: SANDBOX_CERT_PATHS.merchantCert,
      APPLE_PAY_MERCHANT_KEY: SANDBOX_CERT_PATHS.merchantKey,
      APPLE_PAY_VALIDATION_ORIGIN: 'https://apple',
      NODE_EXTRA_CA_CERTS: '/tmp/trusted.pem',
    });
    expect(env.ADYEN_CHECKOUT_URL).toBe('http://api/adyen/checkout/v72');
    expect(env.HOSTED_PAGES_URL).toBeUndefined();
  });

  it('plays nothing in production: an unconfigured provider is not offered there', () => {
    const plan = launchPlan({ NODE_ENV: 'production' }, 3000);
    expect(plan.plays).toEqual([]);
    expect(
      serverEnvironment(
        plan,
        newSandboxKeys(),
        { sandboxUrl: 'http://s', apiUrl: 'http://a', appleValidation: null },
        {},
      ),
    ).toEqual({ PORT: '3000' });
    expect(sandboxBanner(plan, 'http://s')).toEqual([]);
  });

  it('takes CARD_SANDBOX_PORT, CARD_SANDBOX_URL, HOST and PUBLIC_URL', () => {
    const plan = launchPlan(
      {
        CARD_SANDBOX_PORT: '0',
        CARD_SANDBOX_URL: 'https://pay.cafe.example/',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://cafe.example/tabula',
      },
      8080,
    );
    expect(plan).toMatchObject({ sandboxPort: 0, host: '127.0.0.1' });
    expect(plan.appOrigin).toBe('https://cafe.example');
    expect(publicSandboxUrl(plan, 41234)).toBe('https://pay.cafe.example');
    const lan = launchPlan({ PUBLIC_URL: 'http://192.168.1.20:3000' }, 3000);
    expect(publicSandboxUrl(lan, 3001)).toBe('http://192.168.1.20:3001');
  });

  it('refuses a port that is not one, naming the variable', () => {
    expect(() => launchPlan({ CARD_SANDBOX_PORT: 'next' }, 3000)).toThrow(/CARD_SANDBOX_PORT/);
    expect(() => requestedServerPort({ PORT: '70000' })).toThrow(/PORT/);
    expect(requestedServerPort({})).toBe(3000);
    expect(requestedServerPort({ PORT: '0' })).toBeNull();
  });

  it('makes new keys on every start, in each provider’s form', () => {
    const one = newSandboxKeys();
    const two = newSandboxKeys();
    expect(one.stripe.secretKey).toMatch(/^sk_test_\w+$/);
    expect(one.stripe.publishableKey).toMatch(/^pk_test_\w+$/);
    expect(one.adyen.hmacKey).toMatch(/^([0-9a-f]{2}){32}$/);
    expect(one.turnstile.siteKey).toMatch(/^\dx\w{20,}$/);
    expect(one.stripe.secretKey).not.toBe(two.stripe.secretKey);
    expect(one.mastercard.apiPassword).not.toBe(two.mastercard.apiPassword);
  });

  it('answers with a restaurant’s own keys where it set a whole group, made-up ones elsewhere', () => {
    const made = newSandboxKeys();
    const keys = sandboxKeysFor({ ...STRIPE, ADYEN_API_KEY: 'AQE_only_one_of_three' }, made);
    expect(keys.stripe).toEqual({
      secretKey: 'sk_live_cafe',
      publishableKey: 'pk_live_cafe',
      webhookSecret: 'whsec_cafe',
    });
    expect(keys.adyen).toBe(made.adyen);
    expect(keys.mastercard).toBe(made.mastercard);
  });

  it('names what it plays and the test cards in its banner line', () => {
    const lines = sandboxBanner(launchPlan({ ...STRIPE }, 3000), 'http://localhost:3001');
    expect(lines[0]).toBe(
      'Card sandbox (plays the Mastercard gateway, Apple Pay and Google Pay, Adyen, Turnstile, the hosted payment pages on its own origin): http://localhost:3001',
    );
    expect(lines[1]).toContain('4242 4242 4242 4242');
  });
});
