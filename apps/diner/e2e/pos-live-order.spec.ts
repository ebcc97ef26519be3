import { expect, test } from './support/test';
import { venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { openPosConsole } from './support/pos-console';

/*
 * The POS app (apps/pos, served at /pos) as the kitchen reads it: with the console already open,
 * a diner's order appears on its own, with the line's modifiers, its note and the time it was
 * placed; staff confirm it and the diner's screen follows.
 */
test('a diner’s order appears live in the POS with its modifiers, note and time, and staff confirm it', async ({
  page,
  browser,
}) => {
  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    const note = 'Sambal on the side, please';
    await openQr(page, 'cafe');
    await enterCafeMenu(page);
    await menuCard(page, 'Nasi lemak').getByRole('button', { name: 'Add', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Nasi lemak' });
    const sides = sheet.getByRole('group', { name: 'Sides' });
    await sides.getByRole('checkbox', { name: 'Otah' }).check();
    await sheet.getByRole('button', { name: /^Add SGD/ }).click();
    await expect(sheet).toHaveCount(0);
    await page.getByRole('link', { name: /View Order/ }).click();
    const line = page
      .getByRole('list', { name: 'Your items' })
      .getByRole('listitem')
      .filter({ has: page.getByText('Nasi lemak', { exact: true }) });
    await line.getByRole('button', { name: 'Add note' }).click();
    await line.getByRole('textbox', { name: 'Note for Nasi lemak' }).fill(note);
    await line.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Log in to order' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const heading = await page
      .getByText(/^Order \S+$/)
      .first()
      .textContent();
    const orderNumber = (heading ?? '').replace(/^Order /, '');

    const card = pos.order(orderNumber);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('1 × Nasi lemak')).toBeVisible();
    await expect(card.getByText('Otah')).toBeVisible();
    await expect(card.getByText('Fried chicken wing')).toBeVisible();
    await expect(card.getByText(`Note: ${note}`)).toBeVisible();
    // The time it was placed, in the outlet's zone on a 24-hour clock.
    await expect(card.getByText(/^Placed \d{2}:\d{2}$/)).toBeVisible();
    await pos.act(orderNumber, 'Confirm');
    await expect(card.getByRole('button', { name: 'Ready', exact: true })).toBeVisible();
  } finally {
    await pos.close();
  }
});
