import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { message } from './support/catalog';
import { enterCafeMenu } from './support/enter-menu';
import { startJourneyTimer } from './support/journey-timer';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { signInFor } from './support/sign-in';

/*
 * Issue 7, "Tests": a guest pays through the sandbox's hosted payment page. In Chinese, the
 * approved payment: the cafe in 中文, one iced lemon tea, the checkout sends the visitor to /login,
 * Continue as guest (the cafe takes guests: login_and_guest), PayTabs, the sandbox page, Approve,
 * and /payment-processing says the payment is received; View order follows it on /track-order.
 * The journey timer reports the seconds and taps from the QR link to the paid state. Then, in
 * English, a declined payment lands on the failed state and, 5 s later, back on
 * /order-details?payment_status=failed with the cart kept to try again.
 */

type Locale = 'en' | 'zh';
const say = (locale: Locale, id: string, values?: Record<string, string>) =>
  message(locale, id, values);

/** From a fresh counter scan to the cafe's menu in the given language. */
async function enterMenuIn(page: Page, locale: Locale): Promise<void> {
  await openQr(page, 'cafe');
  if (locale !== 'en') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sideMenu = page.getByRole('dialog', { name: 'Main menu' });
    await sideMenu.getByRole('combobox', { name: 'Language' }).selectOption({ label: '中文' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await page.getByRole('button', { name: say(locale, 'Close menu') }).click();
  }
  await enterCafeMenu(page, 'Take Out', {
    mode: say(locale, 'Take Out'),
    announcement: say(locale, 'Announcement'),
    close: say(locale, 'Close'),
    locale,
  });
}

/**
 * Adds one iced lemon tea (no options), and goes through the cart and the checkout to /login,
 * where the visitor continues as a guest and comes back to the checkout.
 */
async function orderAsGuest(page: Page, locale: Locale): Promise<void> {
  const tea = locale === 'zh' ? '冰柠檬茶' : 'Iced lemon tea';
  await menuCard(page, tea)
    .getByRole('button', { name: say(locale, 'Add'), exact: true })
    .click();
  await page.getByRole('link', { name: new RegExp(say(locale, 'View Order')) }).click();
  await expect(page).toHaveURL(/\/order-details$/);
  await page.getByRole('button', { name: say(locale, 'Checkout') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: say(locale, 'Log in to order') }).click();
  await expect(page).toHaveURL(signInFor('/checkout'));
  await page.getByRole('button', { name: say(locale, 'Continue as guest') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: say(locale, 'Place Order') })).toBeVisible();
}

/** Chooses PayTabs, places the order and lands on the sandbox's hosted page. */
async function payWithPayTabs(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('radio', { name: 'PayTabs' }).check();
  await page.getByRole('button', { name: say(locale, 'Place Order') }).click();
  await expect(page).toHaveURL(/\/hosted-pages\/pay\//);
  await expect(page.getByText('PayTabs')).toBeVisible();
}

test('in Chinese, a guest pays on the hosted page, approves, and follows the order', async ({
  page,
}) => {
  const timer = await startJourneyTimer(page, 'one-item hosted-page order as a guest (PayTabs)');
  await enterMenuIn(page, 'zh');
  await orderAsGuest(page, 'zh');
  await payWithPayTabs(page, 'zh');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment-processing\?/);
  await expect(page.getByRole('heading', { name: say('zh', 'Payment received') })).toBeVisible();
  await timer.stop();

  await page
    .getByRole('link', { name: say('zh', 'View order') })
    .or(page.getByRole('button', { name: say('zh', 'View order') }))
    .click();
  await expect(page).toHaveURL(/\/track-order$/);
  // Paid online, the order waits for the restaurant to take it (A§4 unconfirmed).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    say('zh', 'Waiting for the restaurant'),
  );
  // Paid: the cart was emptied (B§4).
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(say('zh', 'View Order')) })).toHaveCount(
    0,
  );
});

test('a declined payment shows the failure, then returns to the cart to try again', async ({
  page,
}) => {
  await enterMenuIn(page, 'en');
  await orderAsGuest(page, 'en');
  await payWithPayTabs(page, 'en');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/payment-processing\?/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  // spec: B§4, declined redirects to /order-details?payment_status=failed after 5 s.
  await expect(page).toHaveURL(/\/order-details\?payment_status=failed$/, { timeout: 15_000 });
  await expect(page.getByRole('alert').first()).toContainText(
    'Your payment did not go through, so nothing was charged.',
  );
  // The cart is kept: the diner can pay again.
  await expect(page.getByRole('list', { name: 'Your items' })).toContainText('Iced lemon tea');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});
