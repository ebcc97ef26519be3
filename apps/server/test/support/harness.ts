import type { AddressInfo } from 'node:net';
import { buildServer, type TabulaServer } from '../../src/app';
import {
  buildCardSandbox,
  type CardSandbox,
  ADYEN_CHECKOUT_PATH,
  STRIPE_JS_PATH,
  GOOGLE_PAY_SCRIPT_PATH,
  HOSTED_PAGES_BASE_PATH,
  SANDBOX_CERT_PATHS,
  startAppleValidation,
  type AppleValidation,
} from '@tabula/sandbox';
import { readFileSync } from 'node:fs';
import {
  MASTERCARD_API_VERSION,
  type AdyenSettings,
  type MastercardSettings,
  type ServerConfig,
  type StripeSettings,
} from '../../src/config/config';
import { ADYEN_WEBHOOK_PATH } from '../../src/features/payments/adyen/adyen-webhook-route';
import { STRIPE_WEBHOOK_PATH } from '../../src/features/payments/connected-card/stripe-webhook-route';
import { HOSTED_PAGES_WEBHOOK_PATH } from '../../src/features/payments/hosted-pages/hosted-pages-webhook-route';
import type { OutgoingMessage } from '../../src/ports/delivery';
import { seedDemo, type DemoSeed } from '../../src/seed/seed-demo';
import type { OpenDatabase } from '../../src/db/client';
import { openTestDatabase } from './databases';

/** A running server on a fresh database, listening on a free port, with the demo seeded. */
export interface TestServer extends TabulaServer {
  url: string;
  seed: DemoSeed;
  /** Every message the server sent (one-time codes, invoices), oldest first. */
  messages: OutgoingMessage[];
  /** Moves the server's clock; starts at the real time. */
  clock: { now: Date; advance(ms: number): void; set(date: Date): void };
  staffToken: string;
  /**
   * The card sandbox the server's card providers talk to, on its own port. Its notifications
   * wait until a test delivers them (`cardSandbox.stripeWebhooks.deliverPending()`), so a test
   * decides whether they arrive, twice, late or out of order; Adyen's likewise (`adyenWebhooks`).
   */
  cardSandbox: CardSandbox;
  /** The sandbox's address: its hosted payment pages are at `{sandboxUrl}/hosted-pages/pay/…`. */
  sandboxUrl: string;
  /**
   * The sandbox's stand-in of Apple's merchant validation (https, asking for the merchant
   * identity certificate the server is configured with); the server accepts its origin only.
   */
  appleValidation: AppleValidation;
  close(): Promise<void>;
}

/** Stripe settings of the test servers: the card sandbox's keys; its address is filled at start. */
export const TEST_STRIPE_KEYS: StripeSettings = {
  secretKey: 'sk_test_sandboxtests0123456789',
  publishableKey: 'pk_test_sandboxtests0123456789',
  webhookSecret: 'whsec_sandboxtests0123456789',
  account: null,
  apiUrl: null,
  jsUrl: null,
};

/** The merchant of the test servers at the sandbox's Mastercard gateway; its address is filled at start. */
export const TEST_MASTERCARD_KEYS: MastercardSettings = {
  merchantId: 'TESTMERCHANT',
  apiPassword: 'test-mastercard-password-0123',
  apiUrl: null,
  apiVersion: MASTERCARD_API_VERSION,
  applePayIdentity: null,
  applePayValidationOrigin: null,
};

/**
 * The sandbox's merchant identity certificate, the one its stand-in of Apple's validation
 * accepts. The server trusts the stand-in's own TLS certificate through NODE_EXTRA_CA_CERTS,
 * which vitest.config.ts sets for the test processes as the launcher does for the server's.
 */
export const TEST_APPLE_PAY_IDENTITY = {
  cert: readFileSync(SANDBOX_CERT_PATHS.merchantCert, 'utf8'),
  key: readFileSync(SANDBOX_CERT_PATHS.merchantKey, 'utf8'),
};

/** The Turnstile widget keys of the test servers, which the card sandbox's stand-in accepts. */
export const TEST_TURNSTILE_KEYS = {
  siteKey: '1x00000000000000000000AA',
  secretKey: '1x0000000000000000000000000000000AA',
};

/** The secret the test servers share with the sandbox's hosted-page provider. */
export const TEST_HOSTED_PAGES_SECRET = 'test-hosted-pages-secret-0123456789abcdef';

/** Adyen settings of the test servers: the card sandbox's merchant account; its address is filled at start. */
export const TEST_ADYEN_KEYS: AdyenSettings = {
  apiKey: 'AQE_sandbox_tests0123456789',
  merchantAccount: 'TabulaTestsECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  environment: 'TEST',
  liveUrlPrefix: null,
  checkoutUrl: null,
};

export const TEST_STAFF_TOKEN = 'test-staff-token-0123456789';

/** Starts a server for one test file. Close it in afterAll. */
/** What a test may change of the server's configuration; `sandboxCaptcha` turns on Turnstile's stand-in. */
export type TestOverrides = Partial<ServerConfig> & { sandboxCaptcha?: boolean };

export async function startTestServer(
  kind: 'pglite' | 'postgresql',
  overrides: TestOverrides = {},
): Promise<TestServer> {
  const database = await openTestDatabase(kind);
  return startTestServerOn(database, await seedDemo(database.db), overrides);
}

/**
 * Starts a server on an open database that already holds the demo seed: a restart test opens the
 * same database again and starts a second server on it. Closing the server closes the database.
 */
export async function startTestServerOn(
  database: OpenDatabase,
  seed: DemoSeed,
  { sandboxCaptcha = false, ...overrides }: TestOverrides = {},
): Promise<TestServer> {
  const messages: OutgoingMessage[] = [];
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    set(date: Date) {
      clock.now = date;
    },
  };
  let serverUrl: string | null = null;
  let sandboxUrl = 'http://127.0.0.1:0';
  const cardSandbox = buildCardSandbox({
    stripe: TEST_STRIPE_KEYS,
    mastercard: TEST_MASTERCARD_KEYS,
    stripeWebhookUrl: () => (serverUrl === null ? null : `${serverUrl}${STRIPE_WEBHOOK_PATH}`),
    adyen: TEST_ADYEN_KEYS,
    adyenWebhookUrl: () => (serverUrl === null ? null : `${serverUrl}${ADYEN_WEBHOOK_PATH}`),
    publicUrl: () => sandboxUrl,
    appOrigin: () => serverUrl ?? 'http://127.0.0.1:0',
    turnstile: TEST_TURNSTILE_KEYS,
    hostedPages: {
      secret: TEST_HOSTED_PAGES_SECRET,
      webhookUrl: () => (serverUrl === null ? null : `${serverUrl}${HOSTED_PAGES_WEBHOOK_PATH}`),
    },
    now: () => clock.now,
    automaticWebhooks: false,
  });
  await cardSandbox.server.listen({ port: 0, host: '127.0.0.1' });
  const appleValidation = await startAppleValidation({ now: () => clock.now });
  sandboxUrl = `http://127.0.0.1:${String((cardSandbox.server.server.address() as AddressInfo).port)}`;
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: undefined,
    staffToken: TEST_STAFF_TOKEN,
    staffTokenGenerated: false,
    demoOwnerPassword: 'demo owner password',
    demoOwnerPasswordGenerated: false,
    sessionSecret: 'test-session-secret-0123456789-abcdefghijklmnop',
    publicUrl: 'http://127.0.0.1:0',
    dinerDist: '/nonexistent-diner-dist',
    dinerSsr: '/nonexistent-diner-ssr.js',
    posDist: '/nonexistent-pos-dist',
    secureCookies: false,
    trustProxy: false,
    otpSendsPerClientPerHour: 300,
    checkAnswers: true,
    checkTransactions: true,
    redisUrl: null,
    redisPrefix: 'tabula:',
    webConcurrency: 1,
    shutdownGraceMs: 25_000,
    metricsToken: null,
    stripe: {
      ...TEST_STRIPE_KEYS,
      apiUrl: sandboxUrl,
      jsUrl: `${sandboxUrl}${STRIPE_JS_PATH}`,
    },
    mastercard: {
      ...TEST_MASTERCARD_KEYS,
      apiUrl: sandboxUrl,
      applePayIdentity: TEST_APPLE_PAY_IDENTITY,
      applePayValidationOrigin: appleValidation.origin,
    },
    googlePayEnvironment: 'TEST',
    googlePayScriptUrl: `${sandboxUrl}${GOOGLE_PAY_SCRIPT_PATH}`,
    adyen: { ...TEST_ADYEN_KEYS, checkoutUrl: `${sandboxUrl}${ADYEN_CHECKOUT_PATH}` },
    mail: null,
    sms: null,
    // No captcha service unless a test asks for the sandbox's stand-in of Turnstile: the cafe
    // enables the captcha, which a server without keys does not check.
    captcha: sandboxCaptcha
      ? { ...TEST_TURNSTILE_KEYS, url: sandboxUrl, verifyUrl: sandboxUrl }
      : null,
    hostedPages: {
      url: `${sandboxUrl}${HOSTED_PAGES_BASE_PATH}`,
      secret: TEST_HOSTED_PAGES_SECRET,
    },
    ...overrides,
  };
  const built = await buildServer({
    db: database.db,
    config,
    // With an SMTP server or an SMS carrier configured, the product's own delivery sends.
    ...(config.mail === null && config.sms === null
      ? {
          delivery: {
            send(message) {
              messages.push(message);
              return Promise.resolve();
            },
          },
        }
      : {}),
    now: () => clock.now,
  });
  // Retries are driven by the test's clock (`messageSchedule.runOnce()`), never by a real timer.
  await built.messageSchedule.stop();
  await built.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${String(port)}`;
  config.publicUrl = url;
  serverUrl = url;
  return {
    ...built,
    url,
    seed,
    messages,
    clock,
    staffToken: TEST_STAFF_TOKEN,
    cardSandbox,
    appleValidation,
    sandboxUrl,
    async close() {
      await built.server.close();
      await cardSandbox.close();
      await appleValidation.close();
      await database.close();
    },
  };
}

/**
 * A card provider's settings in a configuration that has them (every test server's): a test
 * failure, not a type error, when the provider is not configured.
 */
export function settingsOf<K extends 'stripe' | 'mastercard' | 'adyen'>(
  config: Pick<ServerConfig, K>,
  name: K,
): NonNullable<ServerConfig[K]> {
  const settings = config[name];
  if (settings === null) throw new Error(`${name} is not configured`);
  return settings;
}
