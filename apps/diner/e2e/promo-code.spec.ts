import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectBreakdown } from './support/breakdown';
import { enterCafeMenu } from './support/enter-menu';
import { expectedBill, fetchHomePage, type CartPick } from './support/expected-bill';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { signUpAndSignIn } from './support/sign-in';

/*
 * A promo code whose promotion cannot apply (A§5: "on rejection the discount is removed"): a
 * signed-in diner with a 3.50 cart enters WELCOME5 (5.00 off from 30.00). The code is right but
 * takes nothing off, so it is removed with "Order Discount Can't Be Applied", the field stays,
 * a reload does not bring the code back, and another code applies. The server forgets the code
 * too: once the cart passes 30.00 the order is placed at the price the screen shows, without
 * WELCOME5.
 */

const field = (page: Page) => page.getByRole('textbox', { name: 'Promo code or coupon' });
const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply', exact: true });
const appliedCode = (page: Page, code: string) =>
  page.getByRole('status').filter({ hasText: code });
const teaLine = (page: Page) =>
  page
    .getByRole('list', { name: 'Your items' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Iced lemon tea', { exact: true }) });

test('a promo code that takes nothing off is removed, the field stays, and another code applies', async ({
  page,
}) => {
  test.slow();
  await openQr(page, 'cafe');
  await enterCafeMenu(page, 'Eat In');
  await signUpAndSignIn(page, {
    phoneNumber: '92468013',
    name: 'Promo Diner',
    email: 'promo.diner@example.com',
  });
  // Sign-in renewed the session's CSRF token: the app reads the new one from the page.
  await page.reload();
  const home = await fetchHomePage(page);
  expect(home.user?.name).toBe('Promo Diner');

  await menuCard(page, 'Iced lemon tea').getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: /View Order/ }).click();
  const one: CartPick[] = [{ item: 'Iced lemon tea' }];

  await test.step('WELCOME5 on a 3.50 cart: removed with its message, the field stays', async () => {
    await field(page).fill('WELCOME5');
    await applyButton(page).click();
    await expect(page.getByText("Order Discount Can't Be Applied")).toBeVisible();
    await expect(field(page)).toBeVisible();
    await expect(appliedCode(page, 'WELCOME5')).toHaveCount(0);
    await expectBreakdown(page, home, expectedBill(home, one));
  });

  await test.step('a reload does not bring the code back', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(field(page)).toBeVisible();
    await expect(field(page)).toHaveValue('');
    await expect(appliedCode(page, 'WELCOME5')).toHaveCount(0);
  });

  await test.step('another code applies, and can be removed', async () => {
    await field(page).fill('SAVE10');
    await applyButton(page).click();
    // The coupon shows by its name, '10% off'.
    await expect(appliedCode(page, '10% off')).toContainText('You save');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(field(page)).toBeVisible();
    await expect(appliedCode(page, '10% off')).toHaveCount(0);
  });

  // Fourteen teas (49.00, 35.00 after 1.00 off each) pass WELCOME5's 30.00: had the server kept the code, it would price the order with
  // 5.00 off, and the order the screen shows would be refused.
  const many: CartPick[] = [{ item: 'Iced lemon tea', count: 14 }];
  expect(expectedBill(home, many, { promoCodes: ['WELCOME5'] }).order_promotion_discount).toBe(
    '5.00',
  );
  await test.step('past 30.00, the order is placed at the price shown, without WELCOME5', async () => {
    const more = teaLine(page).getByRole('button', { name: 'One more Iced lemon tea' });
    for (let count = 2; count <= 14; count += 1) {
      await more.click();
      await expect(teaLine(page).getByRole('group')).toHaveText(String(count));
    }
    await expectBreakdown(page, home, expectedBill(home, many));
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for payment');
  });
});
