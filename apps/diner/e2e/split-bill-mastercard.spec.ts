import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { openHostedCardFields, paymentMethods, typeHostedCard } from './support/card-sandbox';
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
 * Issue 19 at a scan-and-pay table, split shares paid through the Mastercard gateway's typed card
 * (B§3: scan-and-pay lists mastercard; B§4 Mastercard): staff open a bill at the cafe's S8; two
 * signed-in diners scan it. Farah splits it evenly in two and pays her share with the gateway's
 * Card: the gateway's session.js draws its hosted fields in the checkout, each a frame of the card
 * sandbox's origin, where she types 5555 5555 5555 4444 (frictionless); she lands on 'Payment received' for split 1 of 2.
 * Daniel sees her split paid live, opens the form for his share, closes it (the payment declined,
 * his share free to pay again), then pays it the same way. The two shares make the bill, which is
 * paid, and both phones say so.
 */

const TABLE = 'S8';
const FARAH: NewDiner = {
  phoneNumber: '93190081',
  name: 'Farah Aziz',
  email: 'farah19@example.com',
};
const DANIEL: NewDiner = {
  phoneNumber: '93190082',
  name: 'Daniel Tan',
  email: 'daniel19@example.com',
};

/** Chooses the Mastercard gateway and its Card, then Pay opens the hosted card fields. */
async function payToHostedForm(page: Page, share: string) {
  await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
  await page
    .getByRole('radiogroup', { name: 'Pay with' })
    .getByRole('radio', { name: 'Card', exact: true })
    .check();
  await page.getByRole('button', { name: `Pay SGD ${share}` }).click();
  await openHostedCardFields(page);
}

/** Types the frictionless Mastercard in the hosted fields and waits for the paid share. */
async function payShare(page: Page, share: string, n: number) {
  await payToHostedForm(page, share);
  await typeHostedCard(page, '5555 5555 5555 4444');
  await expect(page).toHaveURL(/\/payment-processing\?.*type=mastercard/);
  expect(new URL(page.url()).origin).toBe(new URL(demo().origin).origin);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`You paid split ${String(n)} of 2.`)).toBeVisible();
}

test('split shares paid with the Mastercard gateway’s typed card: the bill is paid', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const table = await staffTable(TABLE);
  const bill = await table.openBill(2, FOUR_DISH_BILL);
  const farah = await phone(browser);
  const daniel = await phone(browser);
  const phones = [farah, daniel];
  try {
    await Promise.all([
      seat(farah, `Table ${TABLE}`, FARAH),
      seat(daniel, `Table ${TABLE}`, DANIEL),
    ]);

    // Farah splits the bill evenly, in two.
    const shares = await splitEvenlyInTwo(farah, daniel);

    // Farah pays split 1 in the gateway's hosted fields.
    await splitRow(farah, 1).getByRole('button', { name: 'Pay' }).click();
    await expect(farah.getByRole('heading', { name: 'Split 1 of 2' })).toBeVisible();
    await payShare(farah, shares[0], 1);
    await expect(splitRow(daniel, 1).getByText('Paid', { exact: true })).toBeVisible();

    // Daniel opens the form for split 2 and closes it: declined, Pay works again.
    await splitRow(daniel, 2).getByRole('button', { name: 'Pay' }).click();
    await expect(daniel.getByRole('heading', { name: 'Split 2 of 2' })).toBeVisible();
    await payToHostedForm(daniel, shares[1]);
    await daniel
      .getByRole('dialog', { name: 'Pay by card' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(daniel.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);
    await expect(daniel.getByRole('button', { name: `Pay SGD ${shares[1]}` })).toBeEnabled();
    await expect
      .poll(async () => (await table.billSplit()).split_bill_entries[1]?.payment_status)
      .toBe('unpaid');

    // Then he pays it.
    await payShare(daniel, shares[1], 2);

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
