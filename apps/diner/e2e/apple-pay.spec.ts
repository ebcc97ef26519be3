import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { paidOrderNumber, paymentMethods, TEST_CARDS, teaToCheckout } from './support/card-sandbox';
import { installSandboxApplePay, sandboxApplePayRecord } from './support/apple-pay-wallet';
import { demo, venue } from './support/demo';
import { openPosConsole } from './support/pos-console';

/*
 * Issue 19, Apple Pay through the Mastercard gateway, for a guest at the cafe's "Counter C7" (a
 * walk-in counter no other journey scans). Plain Chromium has no Apple Pay, so the gateway offers
 * the card (and Google Pay where this browser can pay with it) but never Apple Pay (B§4: "Offered
 * only if the device can make payments"). Where Apple Pay is supported, played here by a sandbox
 * stand-in for Safari's wallet (e2e/support/apple-pay-wallet.ts): the diner picks Apple Pay, the
 * server validates the merchant at the sandbox's stand-in of Apple (https, presenting the
 * merchant identity certificate), the wallet's token (Mastercard 5555 5555 5555 4444) is paid at
 * the gateway, the diner ends on "Payment received" and the POS console shows the order paid. A declined wallet card (4000 0000 0000 0002)
 * tells the sheet it failed and, 5 s later, lands on /order-details?payment_status=failed (B§8).
 */

const COUNTER = 'Counter C7';
/** The Mastercard gateway's payment type as the demo names it. */
const GATEWAY = 'Mastercard gateway';

/** The gateway's ways to pay, once it is chosen. */
const payWith = (page: Page) => page.getByRole('radiogroup', { name: 'Pay with' });

test('plain Chromium has no Apple Pay: the gateway offers the card, never Apple Pay', async ({
  page,
}) => {
  await teaToCheckout(page, COUNTER, 'guest');
  await paymentMethods(page).getByRole('radio', { name: GATEWAY }).check();
  await expect(payWith(page).getByRole('radio', { name: 'Card' })).toBeVisible();
  const offered = await payWith(page)
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')));
  expect(offered.filter((value) => value !== 'google_pay')).toEqual(['card']);
  await expect(payWith(page).getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
});

test('where Apple Pay is supported: the wallet pays, the diner sees it received, the POS sees it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const validation = demo().appleValidation;
  expect(validation, "the demo server names its stand-in of Apple's validation").not.toBeNull();
  await installSandboxApplePay(page, validation ?? '', TEST_CARDS.mastercard);
  await teaToCheckout(page, COUNTER, 'guest');
  await paymentMethods(page).getByRole('radio', { name: GATEWAY }).check();
  await payWith(page).getByRole('radio', { name: 'Apple Pay' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.origin === demo().origin &&
      url.pathname === '/payment-processing' &&
      url.searchParams.get('type') === 'mastercard',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
  const number = await paidOrderNumber(page);

  // The sheet: version 3, the company's name and country, merchant validated by the sandbox's
  // Apple, and told the payment succeeded.
  // The app moved to /payment-processing in the same document, so the record is still there.
  const wallet = await sandboxApplePayRecord(page);
  expect(wallet.sheets).toHaveLength(1);
  expect(wallet.sheets[0]).toMatchObject({
    version: 3,
    request: {
      countryCode: 'SG',
      currencyCode: 'SGD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      total: { label: venue('cafe').company },
    },
  });
  expect(wallet.merchantSessions).toEqual([
    expect.objectContaining({
      merchantIdentifier: 'SANDBOX_MERCHANT',
      displayName: venue('cafe').company,
    }),
  ]);
  expect(wallet.completed).toEqual([0]);
  expect(wallet.aborted).toBe(0);

  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    await expect(pos.order(number).getByText('Paid', { exact: true })).toBeVisible();
  } finally {
    await pos.close();
  }
});

test('a declined wallet card: the sheet is told it failed, and 5 s later the failed order details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await installSandboxApplePay(page, demo().appleValidation ?? '', TEST_CARDS.declined);
  await teaToCheckout(page, COUNTER, 'guest');
  await paymentMethods(page).getByRole('radio', { name: GATEWAY }).check();
  await payWith(page).getByRole('radio', { name: 'Apple Pay' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect.poll(async () => (await sandboxApplePayRecord(page)).completed).toEqual([1]);
  const failedAt = Date.now();
  // spec: B§8, a Mastercard or Apple Pay failure goes to /order-details?payment_status=failed
  // after 5 s.
  await expect(page).toHaveURL(/\/order-details\?payment_status=failed$/, { timeout: 15_000 });
  expect(Date.now() - failedAt).toBeGreaterThanOrEqual(4_000);
  await expect(page.getByRole('alert').first()).toContainText(
    'Your payment did not go through, so nothing was charged.',
  );
  // The cart is kept: the diner can pay again.
  await expect(page.getByRole('list', { name: 'Your items' })).toContainText('Iced lemon tea');
});
