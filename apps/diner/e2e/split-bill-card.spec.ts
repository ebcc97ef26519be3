import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { cardField, payOnCardForm, TEST_CARDS } from './support/card-sandbox';
import { demo } from './support/demo';
import type { NewDiner } from './support/sign-in';
import {
  FOUR_DISH_BILL,
  keepScreens,
  phone,
  seat,
  splitEvenlyInTwo,
  splitRow,
  staffTable,
} from './support/table-bill';

/*
 * Issue 19 at a scan-and-pay table, a split share paid by card: staff open a bill at the cafe's
 * S7; two signed-in diners scan it. Omar splits it evenly in two and pays his share with the
 * connected card: after the 10 s start delay (B§4, scan-and-pay is not an open tab) the browser
 * goes to the card sandbox's own card form, on another origin than the app's, where he types
 * 4242 4242 4242 4242; the provider's signed notification settles it and he lands on 'Payment
 * received' for split 1 of 2. Priya sees his split paid live and pays hers on the hosted page
 * (PayTabs). The two shares make the bill, which is paid, and both phones say so.
 */

const OMAR: NewDiner = {
  phoneNumber: '93190071',
  name: 'Omar Rahman',
  email: 'omar19@example.com',
};
const PRIYA: NewDiner = {
  phoneNumber: '93190072',
  name: 'Priya Nair',
  email: 'priya19@example.com',
};

test('a split share paid by card on the card form, the other on the hosted page: the bill is paid', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const table = await staffTable('S7');
  const bill = await table.openBill(2, FOUR_DISH_BILL);
  const omar = await phone(browser);
  const priya = await phone(browser);
  const phones = [omar, priya];
  try {
    await Promise.all([seat(omar, 'Table S7', OMAR), seat(priya, 'Table S7', PRIYA)]);

    // Omar splits the bill evenly, in two.
    const shares = await splitEvenlyInTwo(omar, priya);

    // Omar pays split 1 with a new card: the app waits 10 s, then opens the provider's card form.
    await splitRow(omar, 1).getByRole('button', { name: 'Pay' }).click();
    await expect(omar.getByRole('heading', { name: 'Split 1 of 2' })).toBeVisible();
    await omar.getByRole('radio', { name: 'Card (saved cards)' }).check();
    await expect(
      omar.getByText("You will type your card on the card provider's secure page", {
        exact: false,
      }),
    ).toBeVisible();
    await omar.getByRole('button', { name: `Pay SGD ${shares[0]}` }).click();
    await expect(omar.getByText('Waiting for the card payment to start…')).toBeVisible();
    // The card is typed in Stripe.js's field, a frame of the provider's origin.
    await expect(cardField(omar).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
    const frame = omar.locator('iframe[title="Secure card payment input frame"]');
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(demo().origin);
    await payOnCardForm(omar, TEST_CARDS.visa);
    await expect(omar).toHaveURL(/\/payment-processing\?/);
    expect(new URL(omar.url()).origin).toBe(new URL(demo().origin).origin);
    await expect(omar.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(omar.getByText('You paid split 1 of 2.')).toBeVisible();
    await expect(splitRow(priya, 1).getByText('Paid', { exact: true })).toBeVisible();

    // Priya pays split 2 on the hosted page.
    await splitRow(priya, 2).getByRole('button', { name: 'Pay' }).click();
    await expect(priya.getByRole('heading', { name: 'Split 2 of 2' })).toBeVisible();
    await priya.getByRole('radio', { name: 'PayTabs' }).check();
    await priya.getByRole('button', { name: `Pay SGD ${shares[1]}` }).click();
    await expect(priya).toHaveURL(/\/hosted-pages\/pay\//);
    await priya.getByRole('button', { name: 'Approve' }).click();
    await expect(priya.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(priya.getByText('You paid split 2 of 2.')).toBeVisible();

    // The bill is paid on every phone.
    for (const diner of phones) {
      await diner.goto('/');
      await expect(diner.getByText('This bill is paid. Thank you!')).toBeVisible();
      await expect(diner.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    }
    expect(add(...shares).equals(parseAmount(bill.total_amount))).toBe(true);
    const paid = await table.order(bill.id);
    expect(paid.payment_status).toBe('paid');
  } catch (error) {
    await keepScreens(phones, error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
  }
});
