import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { freePort, startDemoServer, type DemoServer } from '../scripts/demo-server.mjs';
import {
  addTeaAndCheckout,
  CONNECTED_CARD,
  paymentMethods,
  TEST_CARDS,
} from './support/card-sandbox';
import { enterCafeMenu } from './support/enter-menu';

/*
 * Issue 31, Stripe direct with a restaurant's own keys, through the production loader. This
 * journey runs a server of its own configured as a restaurant would configure it: Stripe keys
 * (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), Stripe's API at the card
 * sandbox's address (STRIPE_API_URL, the only difference from production) and no STRIPE_JS_URL.
 * So the server names Stripe's own script, the diner app's policy names Stripe's origins, and the
 * app loads Stripe.js through `@stripe/stripe-js`, which adds https://js.stripe.com/…/stripe.js
 * to the page. Playwright routes every request to js.stripe.com to the card sandbox, whose
 * stand-in of Stripe.js answers at Stripe's paths; its card field and its calls then live on
 * js.stripe.com as Stripe's do. A guest at the cafe's counter pays with a card typed there, by
 * Stripe direct and by the connected card (its card page).
 */

const key = () => randomBytes(12).toString('hex');
let server: DemoServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const sandboxPort = await freePort();
  server = await startDemoServer({
    env: {
      STRIPE_SECRET_KEY: `sk_test_${key()}`,
      STRIPE_PUBLISHABLE_KEY: `pk_test_${key()}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${key()}`,
      STRIPE_API_URL: `http://127.0.0.1:${String(sandboxPort)}`,
      CARD_SANDBOX_PORT: String(sandboxPort),
    },
  });
});

test.afterAll(async () => {
  await server.stop();
});

/** Sends every request for Stripe's origin to the card sandbox, and notes the paths asked. */
async function routeStripeToSandbox(page: Page): Promise<string[]> {
  const sandbox = server.cardSandbox;
  if (sandbox === null) throw new Error('the server names no card sandbox');
  const asked: string[] = [];
  await page.context().route('https://js.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    const response = await route.fetch({ url: `${sandbox}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return asked;
}

test("a restaurant's Stripe keys: the app loads Stripe's own script, and a card pays the order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked = await routeStripeToSandbox(page);
  const counter = server.venues.cafe?.links.Counter;
  if (counter === undefined) throw new Error('the cafe has no counter QR code');

  await test.step("the diner app's policy names Stripe's origins", async () => {
    const answer = await page.request.get(`${server.origin}/`, {
      headers: { accept: 'text/html' },
    });
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  await test.step('a guest at the counter checks out with Stripe', async () => {
    await page.goto(counter);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await enterCafeMenu(page);
    await addTeaAndCheckout(page, 'guest');
    await paymentMethods(page).getByRole('radio', { name: 'Card (Stripe)' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
  });

  await test.step("Stripe's script, from Stripe's address, draws the card field there", async () => {
    const frame = page.locator('iframe[title="Secure card payment input frame"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/js\.stripe\.com\//);
    expect(asked).toContain('/endive/stripe.js');
    const field = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await field.getByLabel('Card number').fill(TEST_CARDS.visa);
    await field.getByLabel('Expiry (MM/YY)').fill('12/34');
    await field.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
  });

  await test.step('paid: the result page says so', async () => {
    await expect(page).toHaveURL(
      (url) =>
        url.origin === server.origin &&
        url.pathname === '/payment-processing' &&
        url.searchParams.get('type') === 'stripe',
    );
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
    expect(asked.some((path) => path.endsWith('/confirm'))).toBe(true);
  });
});

test("a restaurant's Stripe keys: the connected card's page takes a new card with Stripe's script", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked = await routeStripeToSandbox(page);
  const counter = server.venues.cafe?.links['Counter C2'];
  if (counter === undefined) throw new Error('the cafe has no "Counter C2" QR code');
  await page.goto(counter);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await enterCafeMenu(page);
  await addTeaAndCheckout(page, 'guest');
  await paymentMethods(page).getByRole('radio', { name: CONNECTED_CARD }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // After the 10 s start delay (B§9), the app's card page with Stripe's card field.
  await expect(page).toHaveURL((url) => url.pathname === '/card-payment', { timeout: 30_000 });
  const frame = page.locator('iframe[title="Secure card payment input frame"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/js\.stripe\.com\//);
  const field = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await field.getByLabel('Card number').fill(TEST_CARDS.visa);
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/payment-processing' && url.searchParams.get('type') === 'stripe_connect',
  );
  // Settled by Stripe's signed notification, sent by the sandbox to the server's webhook.
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
  expect(asked).toContain('/endive/stripe.js');
});
