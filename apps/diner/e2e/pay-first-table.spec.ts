import { expect, test } from './support/test';
import { venue } from './support/demo';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { openPosConsole } from './support/pos-console';

/*
 * Issue 17: dine-in pay-first (dine_pf) from the cafe's table T1. The checkout offers every
 * provider but cash (B§4: at a table cash is removed); the guest pays on the sandbox's hosted
 * page (PayTabs); the track screen has no token number (B§2: only without a table) and, as the
 * POS confirms and readies the order, says the food comes to the table (A§4 table variants), as
 * the status bar does.
 */
test('a guest at a pay-first table pays online, and the order says it comes to the table', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    await openQr(page, 'cafe', 'Table T1');
    const announcement = page.getByRole('dialog', { name: 'Announcement' });
    await announcement.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await menuCard(page, 'Iced lemon tea')
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await page.getByRole('link', { name: /View Order/ }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Log in to order' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Every provider of the outlet is offered, cash is not.
    await expect(page.getByRole('radio', { name: 'PayTabs' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pay with our partner' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Adyen' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pay at the counter' })).toHaveCount(0);

    await page.getByRole('radio', { name: 'PayTabs' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/hosted-pages\/pay\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await page
      .getByRole('link', { name: 'View order' })
      .or(page.getByRole('button', { name: 'View order' }))
      .click();
    await expect(page).toHaveURL(/\/track-order$/);
    const heading = await page
      .getByText(/^Order \S+$/)
      .first()
      .textContent();
    const orderNumber = (heading ?? '').replace(/^Order /, '');
    // At a table there is no token to call out.
    await expect(page.getByText('Your token number')).toHaveCount(0);

    await pos.act(orderNumber, 'Confirm');
    await expect(
      page.getByText('Your food is being prepared and will be brought to your table.'),
    ).toBeVisible();
    await pos.act(orderNumber, 'Ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order is ready');
    await expect(page.getByText('Your food is being brought to your table.')).toBeVisible();
    await expect(page.getByText('Please collect it from the counter now.')).toHaveCount(0);
    await page.goto('/');
    await expect(
      page.getByText(`Order ${orderNumber} is ready. Your food is being brought to your table.`),
    ).toBeVisible();
  } finally {
    await pos.close();
  }
});
