import { expect, test } from './support/test';
import { venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { openPosConsole } from './support/pos-console';

/*
 * The place-order gate follows the live order events: a guest pays an order on the hosted page,
 * adds another item and opens the cart, where Checkout waits for the restaurant to take the first
 * order; the POS console confirms it, and Checkout opens by itself, without a reload.
 */

test('Checkout reopens live when the restaurant confirms the previous order', async ({
  page,
  browser,
}) => {
  await openQr(page, 'cafe');
  await enterCafeMenu(page, 'Take Out');
  const addTea = () =>
    menuCard(page, 'Iced lemon tea').getByRole('button', { name: 'Add', exact: true }).click();

  let orderNumber = '';
  await test.step('a guest pays a first order on the hosted page', async () => {
    await addTea();
    await page.getByRole('link', { name: /View Order/ }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Log in to order' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByRole('radio', { name: 'PayTabs' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await page
      .getByRole('button', { name: 'View order' })
      .or(page.getByRole('link', { name: 'View order' }))
      .click();
    await expect(page).toHaveURL(/\/track-order$/);
    const heading = await page
      .getByText(/^Order \S+$/)
      .first()
      .textContent();
    orderNumber = (heading ?? '').replace(/^Order /, '');
    expect(orderNumber).not.toBe('');
  });

  const checkout = page.getByRole('button', { name: 'Checkout' });
  await test.step('another item in the cart waits for the first order', async () => {
    await page.getByRole('button', { name: 'Back to menu' }).click();
    await addTea();
    await page.getByRole('link', { name: /View Order/ }).click();
    await expect(page).toHaveURL(/\/order-details$/);
    await expect(checkout).toBeDisabled();
    await expect(
      page.getByText('Your previous order is still being processed.', { exact: false }),
    ).toBeVisible();
  });

  await test.step('the POS confirms the first order: Checkout opens without a reload', async () => {
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    const pos = await openPosConsole(browser, venue('cafe').outletId);
    try {
      await pos.act(orderNumber, 'Confirm');
    } finally {
      await pos.close();
    }
    await expect(page.getByRole('dialog')).toContainText(`Order ${orderNumber} is confirmed`);
    await expect(checkout).toBeEnabled();
    await expect(
      page.getByText('Your previous order is still being processed.', { exact: false }),
    ).toHaveCount(0);
    expect(reloads).toEqual([]);
    await expect(page).toHaveURL(/\/order-details$/);
  });
});
