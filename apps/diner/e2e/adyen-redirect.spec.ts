import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  expectNoCardNumber,
  paidOrderNumber,
  paymentMethods,
  recordOriginTraffic,
  TEST_CARDS,
  teaToCheckout,
} from './support/card-sandbox';
import { demo, venue } from './support/demo';
import { openPosConsole } from './support/pos-console';

/*
 * Issue 19, "an Adyen redirect" end to end, for a guest at the cafe's "Counter C8" (a walk-in
 * counter no other journey scans). The checkout offers Adyen with the payment methods Adyen
 * answers (B§7 payment_modes?amount); the diner picks its cards and places the order
 * (transactions, data.action a redirect), and the browser goes to Adyen's page, the card
 * sandbox's, on an origin of its own. The card is typed there only; Adyen sends the browser back
 * through our GET /payments/adyen/v1/return, which settles the payment and goes on to
 * /payment-processing. An approving card ends 'Payment received' and the POS console shows the
 * order Paid; a refused one ends 'Payment failed' in words, then the order details after 5 s
 * (B§4 Payment: declined) with the cart kept, and the order is placed again and paid.
 */

const COUNTER = 'Counter C8';
/** The demo's Adyen payment type (its title is the brand's name). */
const ADYEN = 'Adyen';
/** Adyen's card method, as the sandbox's merchant account names it in paymentMethods. */
const ADYEN_CARDS = 'Cards';
/** A future expiry and any CVC, as the sandbox page's hint says. */
const EXPIRY = '12/34';
const CVC = '123';

/** Whether a page is the sandbox's Adyen page: its path, on the sandbox's own origin. */
const onAdyenPage = (url: URL): boolean =>
  /^\/adyen\/pay\/[A-F0-9]{16}$/.test(url.pathname) && url.origin !== demo().origin;

/**
 * Chooses Adyen on the checkout, waits for Adyen's payment methods and picks its cards, then
 * places the order: the browser leaves for Adyen's page.
 */
async function placeOrderWithAdyenCards(page: Page): Promise<void> {
  await paymentMethods(page).getByRole('radio', { name: ADYEN }).check();
  const modes = page.getByRole('radiogroup', { name: 'Pay with' });
  // Adyen's methods as its paymentMethods answer lists them: cards and two wallets.
  await expect(modes.getByRole('radio')).toHaveCount(3);
  await modes.getByRole('radio', { name: ADYEN_CARDS }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(onAdyenPage, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Adyen checkout' })).toBeVisible();
}

/** Types a test card on Adyen's page and presses Pay; Adyen sends the browser back. */
async function payOnAdyenPage(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await page.getByLabel('CVC').fill(CVC);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** /payment-processing of an Adyen payment, on the app's origin. */
const onAdyenResult = (url: URL): boolean =>
  url.origin === demo().origin &&
  url.pathname === '/payment-processing' &&
  url.searchParams.get('type') === 'adyen';

/** The top-level documents the tab loads from now on, in order. */
function recordDocuments(page: Page): URL[] {
  const documents: URL[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()));
    }
  });
  return documents;
}

/** Asserts Adyen's page sent the browser back through our return route, with a redirectResult. */
function expectReturnedThroughOurRoute(documents: URL[]): void {
  const back = documents.filter(
    (url) => url.origin === demo().origin && url.pathname === '/payments/adyen/v1/return',
  );
  expect(back, 'the browser came back through /payments/adyen/v1/return').toHaveLength(1);
  expect(back[0]?.searchParams.get('redirectResult')).toBeTruthy();
  expect(back[0]?.searchParams.get('reference')).toBeTruthy();
}

test('Adyen cards: paid on Adyen’s own page, back through our return, Paid at the POS', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const traffic = recordOriginTraffic(page);
  const documents = recordDocuments(page);
  await teaToCheckout(page, COUNTER, 'guest');

  await test.step('Adyen, its cards, Place Order: Adyen’s page on its own origin', async () => {
    await placeOrderWithAdyenCards(page);
    expect(new URL(page.url()).origin).not.toBe(demo().origin);
  });

  const number = await test.step('an approving card: back to Payment received', async () => {
    await payOnAdyenPage(page, TEST_CARDS.visa);
    await expect(page).toHaveURL(onAdyenResult, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
    expectReturnedThroughOurRoute(documents);
    return paidOrderNumber(page);
  });

  await test.step('the card number never reached our origin', () => {
    const appOrigin = demo().origin;
    const adyenOrigins = [...traffic.pageOrigins].filter((origin) => origin !== appOrigin);
    expect(adyenOrigins, 'Adyen’s page has an origin of its own').toHaveLength(1);
    // The recording saw the payment's own calls, so it would have seen a leak.
    expect(traffic.sent.some((sent) => sent.includes('/payments/adyen/v1/transactions'))).toBe(
      true,
    );
    expect(traffic.sent.some((sent) => sent.includes('/payments/adyen/v1/return?'))).toBe(true);
    expectNoCardNumber(traffic, TEST_CARDS.visa);
  });

  await test.step('the POS console shows the order Paid', async () => {
    const pos = await openPosConsole(browser, venue('cafe').outletId);
    try {
      await expect(pos.order(number).getByText('Paid', { exact: true })).toBeVisible();
    } finally {
      await pos.close();
    }
  });
});

test('Adyen cards, refused on Adyen’s page: the failure in words, then the order again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const documents = recordDocuments(page);
  await teaToCheckout(page, COUNTER, 'guest');

  await test.step('a refused card on Adyen’s page: Payment failed, in words', async () => {
    await placeOrderWithAdyenCards(page);
    await payOnAdyenPage(page, TEST_CARDS.declined);
    await expect(page).toHaveURL(onAdyenResult, { timeout: 30_000 });
    expectReturnedThroughOurRoute(documents);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText(/^Your payment was declined, so it was not completed\./),
    ).toBeVisible();
  });

  await test.step('after 5 s, the order details with the cart kept', async () => {
    // spec: B§4 Payment, declined redirects to /order-details?payment_status=failed after 5 s.
    await expect(page).toHaveURL(/\/order-details\?payment_status=failed$/, { timeout: 15_000 });
    await expect(page.getByRole('alert').first()).toContainText(
      'Your payment did not go through, so nothing was charged.',
    );
    await expect(page.getByRole('list', { name: 'Your items' })).toContainText('Iced lemon tea');
  });

  await test.step('the order is placed again with Adyen, and paid', async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await placeOrderWithAdyenCards(page);
    await payOnAdyenPage(page, TEST_CARDS.visa);
    await expect(page).toHaveURL(onAdyenResult, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
  });
});
