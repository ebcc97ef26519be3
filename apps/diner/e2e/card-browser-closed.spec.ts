import { type Route } from '@playwright/test';
import { expect, test } from './support/test';
import {
  addTeaAndCheckout,
  chooseConnectedCard,
  payOnCardForm,
  placeOrderToCardForm,
  TEST_CARDS,
} from './support/card-sandbox';
import { demo, venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { openQr } from './support/open-qr';
import { openPosConsole } from './support/pos-console';
import { signUpAndSignIn, type NewDiner } from './support/sign-in';

/*
 * Issue 19, "a browser closed mid-payment still ends with a paid order", at the cafe's
 * "Counter C3" (a walk-in counter no other journey scans). A registered diner pays by card: the
 * card page confirms it at the provider, and the browser is closed before the app hears the
 * answer (it never reaches /payment-processing). The provider's
 * signed webhook settles the order paid on its own, well within the 30 s reconciliation's first
 * turn: the journey does not wait for the reconciliation. The diner opens the app again with the
 * same cookies and storage and finds the order paid under My Orders; the POS console shows it
 * paid.
 */

const COUNTER = 'Counter C3';
const DINER: NewDiner = {
  phoneNumber: '98127402',
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
};

test('a browser closed right after the card form: the webhook settles the order paid', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(150_000);
  const origin = demo().origin;
  await openQr(page, 'cafe', COUNTER);
  await enterCafeMenu(page);
  await signUpAndSignIn(page, DINER);
  await page.reload();
  await addTeaAndCheckout(page, 'signed-in');
  await chooseConnectedCard(page);
  // The payment is made at least 10 s after Place Order (B§9's start delay), and the
  // reconciliation leaves a payment alone for its first 30 s: settled within 40 s of Place
  // Order, only the webhook can have done it.
  const placedAt = Date.now();
  await placeOrderToCardForm(page);

  // Stripe.js's confirmation reaches the provider, which approves the card; its answer is held
  // from the page, so the app never hears it, and the browser is closed meanwhile.
  let approved: (status: string) => void = () => undefined;
  const confirmed = new Promise<string>((resolve) => {
    approved = resolve;
  });
  await context.route(
    (url) => url.origin !== origin && /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(url.pathname),
    async (route: Route) => {
      const answer = await route.fetch();
      approved(((await answer.json()) as { status?: string }).status ?? String(answer.status()));
    },
  );
  await payOnCardForm(page, TEST_CARDS.visa);
  expect(await confirmed).toBe('succeeded');
  const state = await context.storageState();
  await context.close();

  // The diner opens the app again, with the same cookies and storage, on a new browser context.
  const again = await browser.newContext({
    baseURL: origin,
    storageState: state,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en',
  });
  try {
    const phone = await again.newPage();
    await phone.goto('/my-account/past-orders');
    const orders = phone.getByRole('list', { name: 'Past orders' });
    // The webhook settles it within seconds; a reload reads the list afresh meanwhile.
    await expect(async () => {
      await phone.reload();
      await expect(orders.getByRole('listitem').first()).toContainText(
        'Paid, awaiting confirmation',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 25_000 });
    expect(
      Date.now() - placedAt,
      'settled before any reconciliation turn could (10 s start delay + 30 s quiet)',
    ).toBeLessThan(40_000);
    const entry = orders.getByRole('listitem').first();
    const label = await entry.getByRole('button', { name: /^Order #\S+$/ }).textContent();
    const orderNumber = /#(\S+)/.exec(label ?? '')?.[1] ?? '';
    expect(orderNumber).not.toBe('');

    const pos = await openPosConsole(browser, venue('cafe').outletId);
    try {
      await expect(pos.order(orderNumber).getByText('Paid', { exact: true })).toBeVisible();
    } finally {
      await pos.close();
    }
  } finally {
    await again.close();
  }
});
