import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';

/*
 * A diner who leaves the provider's page with the browser's Back button is not stranded until the
 * 665 s payment timeout: the checkout says the payment is still open and leads to /track-order,
 * where Return to payment opens the same provider page, and Cancel payment voids the attempt on
 * the server so Place Order works again at once, the cart kept.
 */

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

/** A guest at the cafe counter with one iced lemon tea, on the checkout. */
async function guestAtCheckout(page: Page): Promise<void> {
  await openQr(page, 'cafe');
  await enterCafeMenu(page, 'Take Out');
  await menuCard(page, 'Iced lemon tea').getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: /View Order/ }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Log in to order' }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** PayTabs, Place Order, and the sandbox's hosted page; returns its address. */
async function payWithPayTabs(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'PayTabs' }).check();
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/hosted-pages\/pay\/[\w-]+$/);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  return page.url();
}

/** Back from the provider's page: the checkout is blocked by the open payment; on to its screen. */
async function backToOpenPayment(page: Page): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(placeOrder(page)).toBeDisabled();
  await expect(
    page.getByText(
      'Your payment for the previous order is still open. Finish it or cancel it first.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Finish or cancel the payment' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment in progress');
}

test('back from the hosted page, the diner returns to it and pays', async ({ page }) => {
  await guestAtCheckout(page);
  const providerPage = await payWithPayTabs(page);
  await backToOpenPayment(page);

  await page.getByRole('button', { name: 'Return to payment' }).click();
  await expect(page).toHaveURL(providerPage);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment-processing\?/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
});

test('back from the hosted page, the diner cancels and pays again at once', async ({ page }) => {
  await guestAtCheckout(page);
  const firstPage = await payWithPayTabs(page);
  await backToOpenPayment(page);

  await page.getByRole('button', { name: 'Cancel payment' }).click();
  // Back on the checkout with the cart kept, and Place Order open again.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Your order · 1 item' })).toBeVisible();
  await page.getByRole('radio', { name: 'PayTabs' }).check();
  await expect(placeOrder(page)).toBeEnabled();
  await expect(page.getByText('Your payment for the previous order is still open.')).toHaveCount(0);

  const secondPage = await payWithPayTabs(page);
  expect(secondPage).not.toBe(firstPage);
  // The first attempt was voided, at the provider too: its page no longer takes a payment.
  const first = await page.request.get(firstPage);
  expect(first.status()).toBe(409);
  expect(await first.text()).toContain('This payment is already abandoned;');
});
