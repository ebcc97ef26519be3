import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { amountOf } from './support/breakdown';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { acceptJoin } from './support/open-tab';
import { signUpAndSignIn, type NewDiner } from './support/sign-in';
import { closeAnnouncement, phone } from './support/table-bill';

/*
 * Issue 17, paying an open tab: two diners at the cafe's open-tab table 10. Aisha opens the tab
 * with an iced lemon tea; Ben asks to join with a kopi, Aisha accepts, and his kopi goes onto the
 * tab. Aisha pays only her own orders (No to 'pay everything including orders from your group?')
 * on the sandbox's hosted page; Ben, the last unpaid member, is not asked and pays exactly what
 * remains; their two parts add up to the table's bill. Aisha, back on the menu, hears that the
 * table's bill is paid.
 */

const AISHA: NewDiner = { phoneNumber: '93170017', name: 'Aisha Tan', email: 'aisha@example.com' };
const BEN: NewDiner = { phoneNumber: '93170018', name: 'Ben Koh', email: 'ben@example.com' };

/** The join offer a diner who is not on the tab sees on / (B§2 join-table confirmation). */
const joinOffer = (page: Page) => page.getByRole('dialog', { name: 'Join this table?' });

/** Scans table 10 and signs the diner in, then reloads (a new CSRF token). */
async function seat(page: Page, diner: NewDiner): Promise<void> {
  await openQr(page, 'cafe', 'Table 10');
  await signUpAndSignIn(page, diner);
  await page.reload();
}

/** Adds an item from its menu card, with the options its sheet opens with when it has one. */
async function addItem(page: Page, name: string, sheet = false): Promise<void> {
  await menuCard(page, name).getByRole('button', { name: 'Add', exact: true }).click();
  if (sheet) await page.getByRole('button', { name: /^Add SGD/ }).click();
  await expect(page.getByRole('link', { name: /View Order/ })).toBeVisible();
}

/** Pays with PayTabs on the sandbox's hosted page and approves. */
async function payWithPayTabs(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'PayTabs' }).check();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/hosted-pages\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment-processing\?/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

test('two diners at an open tab: one pays her own orders, the other pays the rest', async ({
  page: aisha,
  browser,
}) => {
  test.setTimeout(180_000);
  // Aisha opens the tab with an iced lemon tea.
  await seat(aisha, AISHA);
  await closeAnnouncement(aisha);
  await addItem(aisha, 'Iced lemon tea');
  await aisha.getByRole('link', { name: /View Order/ }).click();
  await aisha.getByRole('button', { name: 'Place order' }).click();
  await aisha
    .getByRole('dialog', { name: 'Order placed' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();

  // Ben scans the same table, puts a kopi in his cart and asks to join with it.
  // No closes the offer until the app loads again.
  const ben = await phone(browser);
  await seat(ben, BEN);
  await joinOffer(ben).getByRole('button', { name: 'No' }).click();
  await closeAnnouncement(ben);
  await addItem(ben, 'Kopi', true);
  await ben.reload();
  await joinOffer(ben).getByRole('button', { name: 'Yes' }).click();
  await acceptJoin(aisha, ben);

  // Aisha pays only her own orders: Ben's kopi is greyed and not in her part.
  await aisha.goto('/checkout');
  await expect(aisha.getByRole('button', { name: /Current order · 2 items/ })).toBeVisible();
  await expect(
    aisha.getByText('Would you like to pay everything including orders from your group?'),
  ).toBeVisible();
  await expect(aisha.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
  await expect(aisha.getByRole('radio', { name: /counter/i })).toHaveCount(0);
  await aisha.getByRole('button', { name: 'No', exact: true }).click();
  await expect(aisha.getByText('Paying for your orders')).toBeVisible();
  const tableBill = await amountOf(aisha, 'Bill details', 'Total');
  const aishaPart = await amountOf(aisha, 'Your payment', 'Your orders');
  await payWithPayTabs(aisha);
  await expect(
    aisha.getByText("Thank you! Your payment for your table's order is complete."),
  ).toBeVisible();
  // spec: B§4, the payment-completed screen returns home after 10 s.
  await expect(aisha).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });

  // Ben is the last unpaid member: no question, he pays exactly what remains.
  await ben.goto('/checkout');
  await expect(ben.getByText('Paying for your group')).toBeVisible();
  await expect(ben.getByRole('button', { name: 'No', exact: true })).toHaveCount(0);
  const benPart = await amountOf(ben, 'Your payment', 'Everything left to pay');
  expect(add(aishaPart, benPart).equals(parseAmount(tableBill))).toBe(true);
  await payWithPayTabs(ben);

  // Aisha hears that the whole bill is paid.
  await expect(
    aisha.getByText("Your table's bill is paid. Thank you for dining with us!"),
  ).toBeVisible();
  await ben.context().close();
});
