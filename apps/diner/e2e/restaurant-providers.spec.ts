import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  ADYEN_CHECKOUT_PATH,
  buildCardSandbox,
  type CardSandbox,
  HOSTED_PAGES_BASE_PATH,
  SANDBOX_CERT_PATHS,
  startAppleValidation,
  type AppleValidation,
  STRIPE_JS_PATH,
} from '@tabula/sandbox';
import { startDemoServer, type DemoServer } from '../scripts/demo-server.mjs';
import { installSandboxApplePay } from './support/apple-pay-wallet';
import { pickGooglePayCard } from './support/google-pay-sheet';
import {
  addTeaAndCheckout,
  CONNECTED_CARD,
  openHostedCardFields,
  paymentMethods,
  TEST_CARDS,
  typeHostedCard,
} from './support/card-sandbox';
import { enterCafeMenu } from './support/enter-menu';

/*
 * Issue 31, "a real configuration offers the configured providers, each reachable end to end
 * against its stand-in". This journey configures a server as a restaurant would (docs/server.md):
 * Stripe, the Mastercard gateway, Adyen, Turnstile and the hosted-page provider each with its keys and its API's address.
 * Since every provider has keys, `pnpm start`'s launcher plays none of them: the journey runs the
 * sandbox beside the server, as the providers run beside a restaurant's server, and
 * the only difference from production is where each configured address points. Google Pay's
 * script is Google's own address (https://pay.google.com/gp/p/js/pay.js), which Playwright routes
 * to the sandbox's stand-in, as the Stripe.js loader's journey does for Stripe's. A guest at the
 * cafe pays with the gateway's typed card, Google Pay, Apple Pay (the sandbox wallet) and Adyen's
 * page.
 */

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const KEYS = {
  stripe: {
    secretKey: `sk_test_${hex(12)}`,
    publishableKey: `pk_test_${hex(12)}`,
    webhookSecret: `whsec_${hex(12)}`,
  },
  mastercard: { merchantId: 'TABULACAFE', apiPassword: hex(16) },
  adyen: { apiKey: `AQE_${hex(16)}`, merchantAccount: 'TabulaCafeECOM', hmacKey: hex(32) },
  turnstile: { siteKey: `0x${hex(12)}`, secretKey: `0x${hex(16)}` },
  hostedPagesSecret: hex(32),
};

/**
 * The server's notification endpoints, as a restaurant enters them in Stripe's and Adyen's
 * dashboards (docs/server.md).
 */
const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
const ADYEN_WEBHOOK_PATH = '/webhooks/adyen';
const HOSTED_PAGES_WEBHOOK_PATH = '/webhooks/hosted-pages';

let sandbox: CardSandbox;
let sandboxUrl: string;
/** The stand-in of Apple's merchant validation: https, asking for the merchant identity certificate. */
let appleValidation: AppleValidation;
let server: DemoServer;
/** The server's address, once it listens (the sandbox's notifications and framing check). */
let serverOrigin: string | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sandbox = buildCardSandbox({
    stripe: KEYS.stripe,
    mastercard: KEYS.mastercard,
    adyen: KEYS.adyen,
    stripeWebhookUrl: () =>
      serverOrigin === null ? null : `${serverOrigin}${STRIPE_WEBHOOK_PATH}`,
    adyenWebhookUrl: () => (serverOrigin === null ? null : `${serverOrigin}${ADYEN_WEBHOOK_PATH}`),
    turnstile: KEYS.turnstile,
    hostedPages: {
      secret: KEYS.hostedPagesSecret,
      webhookUrl: () =>
        serverOrigin === null ? null : `${serverOrigin}${HOSTED_PAGES_WEBHOOK_PATH}`,
    },
    publicUrl: () => sandboxUrl,
    appOrigin: () => serverOrigin ?? 'http://127.0.0.1:0',
  });
  await sandbox.server.listen({ port: 0, host: '127.0.0.1' });
  sandboxUrl = `http://127.0.0.1:${String((sandbox.server.server.address() as AddressInfo).port)}`;
  appleValidation = await startAppleValidation({});
  server = await startDemoServer({
    env: {
      STRIPE_SECRET_KEY: KEYS.stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: KEYS.stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: KEYS.stripe.webhookSecret,
      STRIPE_API_URL: sandboxUrl,
      STRIPE_JS_URL: `${sandboxUrl}${STRIPE_JS_PATH}`,
      MASTERCARD_MERCHANT_ID: KEYS.mastercard.merchantId,
      MASTERCARD_API_PASSWORD: KEYS.mastercard.apiPassword,
      MASTERCARD_API_URL: sandboxUrl,
      GOOGLE_PAY_ENVIRONMENT: 'TEST',
      // Apple Pay as docs/server.md sets it up: the merchant identity certificate and key; the
      // stand-in's origin replaces Apple's hosts, and Node trusts the sandbox's authority.
      APPLE_PAY_MERCHANT_CERT: SANDBOX_CERT_PATHS.merchantCert,
      APPLE_PAY_MERCHANT_KEY: SANDBOX_CERT_PATHS.merchantKey,
      APPLE_PAY_VALIDATION_ORIGIN: appleValidation.origin,
      NODE_EXTRA_CA_CERTS: SANDBOX_CERT_PATHS.authority,
      ADYEN_API_KEY: KEYS.adyen.apiKey,
      ADYEN_MERCHANT_ACCOUNT: KEYS.adyen.merchantAccount,
      ADYEN_HMAC_KEY: KEYS.adyen.hmacKey,
      ADYEN_ENVIRONMENT: 'TEST',
      ADYEN_CHECKOUT_URL: `${sandboxUrl}${ADYEN_CHECKOUT_PATH}`,
      TURNSTILE_SITE_KEY: KEYS.turnstile.siteKey,
      TURNSTILE_SECRET_KEY: KEYS.turnstile.secretKey,
      TURNSTILE_URL: sandboxUrl,
      HOSTED_PAGES_URL: `${sandboxUrl}${HOSTED_PAGES_BASE_PATH}`,
      HOSTED_PAGES_SECRET: KEYS.hostedPagesSecret,
    },
  });
  serverOrigin = server.origin;
});

test.afterAll(async () => {
  await server.stop();
  await sandbox.close();
  await appleValidation.close();
});

/** Opens a cafe counter's QR link, adds a tea and checks out as a guest. */
async function teaAtCounter(page: Page, counter: string): Promise<void> {
  const link = server.venues.cafe?.links[counter];
  if (link === undefined) throw new Error(`the cafe has no "${counter}" QR code`);
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await enterCafeMenu(page);
  await addTeaAndCheckout(page, 'guest');
}

/** The result page of a payment of this type on the app's origin, saying it was received. */
async function expectReceived(page: Page, type: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) =>
      url.origin === server.origin &&
      url.pathname === '/payment-processing' &&
      url.searchParams.get('type') === type,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
}

/** The Mastercard gateway's ways to pay, once it is chosen. */
const payWith = (page: Page) => page.getByRole('radiogroup', { name: 'Pay with' });

test('the server plays no provider: it starts no card sandbox, and its policy names the configured ones', async ({
  page,
}) => {
  expect(server.cardSandbox, 'no card sandbox line in the start banner').toBeNull();
  const answer = await page.request.get(`${server.origin}/`, {
    headers: { accept: 'text/html' },
  });
  const policy = answer.headers()['content-security-policy'] ?? '';
  // Google's own pay.js and the gateway's address; the sandbox only as the configured gateway.
  expect(policy).toMatch(/script-src [^;]*https:\/\/pay\.google\.com/);
  expect(policy).toMatch(new RegExp(`frame-src [^;]*${sandboxUrl.replace(/\./g, '\\.')}`));
  await teaAtCounter(page, 'Counter C5');
  for (const name of ['Mastercard gateway', 'Adyen', 'Card (Stripe)', CONNECTED_CARD]) {
    await expect(
      paymentMethods(page).getByRole('radio', { name }),
      `${name} is offered`,
    ).toBeVisible();
  }
});

test("the Mastercard gateway's typed card: session.js from the configured gateway, paid", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaAtCounter(page, 'Counter C5');
  await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
  await payWith(page).getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await openHostedCardFields(page);
  const script = page.locator('script[src*="/form/version/"]');
  expect(new URL((await script.first().getAttribute('src')) ?? '').origin).toBe(sandboxUrl);
  await typeHostedCard(page, TEST_CARDS.mastercard);
  await expectReceived(page, 'mastercard');
});

test("Google Pay: Google's own pay.js address (routed to its stand-in) with the configured gateway, paid", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked: string[] = [];
  await page.context().route('https://pay.google.com/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    const response = await route.fetch({ url: `${sandboxUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.clock.install();
  await teaAtCounter(page, 'Counter C6');
  await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
  await payWith(page).getByRole('radio', { name: 'Google Pay' }).check();
  await expect(page.locator('script[src="https://pay.google.com/gp/p/js/pay.js"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const overlay = page.getByRole('dialog', { name: 'Google Pay' });
  await expect(overlay.locator('iframe[title="Google Pay"]')).toHaveAttribute(
    'src',
    /^https:\/\/pay\.google\.com\/google-pay\/sheet\?/,
  );
  const sheet = overlay.frameLocator('iframe[title="Google Pay"]');
  await pickGooglePayCard(sheet, 'Mastercard •••• 4444');
  await expect(overlay).toHaveCount(0);
  // spec: B§9, the payer is authenticated 10 s after the verification.
  await page.clock.runFor(10_000);
  await expectReceived(page, 'mastercard');
  expect(asked).toEqual(expect.arrayContaining(['/gp/p/js/pay.js', '/google-pay/sheet']));
});

test('Apple Pay: the merchant validated at the configured Apple origin with the identity certificate, the wallet pays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await installSandboxApplePay(page, appleValidation.validationUrl, TEST_CARDS.mastercard);
  await teaAtCounter(page, 'Counter C7');
  await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
  await payWith(page).getByRole('radio', { name: 'Apple Pay' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectReceived(page, 'mastercard');
});

test('Adyen: its payment methods and page from the configured account, paid and back through our return', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaAtCounter(page, 'Counter C8');
  await paymentMethods(page).getByRole('radio', { name: 'Adyen' }).check();
  await payWith(page).getByRole('radio', { name: 'Cards' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(
    (url) => url.origin === sandboxUrl && /^\/adyen\/pay\/[A-F0-9]{16}$/.test(url.pathname),
    { timeout: 30_000 },
  );
  await page.getByLabel('Card number').fill(TEST_CARDS.visa);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expectReceived(page, 'adyen');
});

test("a hosted page: the configured provider's page, paid, settled by its signed notification", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaAtCounter(page, 'Counter C9');
  await paymentMethods(page).getByRole('radio', { name: 'PayTabs' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(
    (url) => url.origin === sandboxUrl && /^\/hosted-pages\/pay\/[\w-]+$/.test(url.pathname),
    { timeout: 30_000 },
  );
  const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectReceived(page, 'paytabs');
  // The provider told the server before sending the diner back, signed with the shared secret.
  const sent = sandbox.hostedPagesWebhooks.records;
  expect([...sent.values()].filter((record) => record.delivered)).toHaveLength(1);
  expect(sandbox.hostedPages?.pages.get(reference)?.outcome).toBe('paid');
});
