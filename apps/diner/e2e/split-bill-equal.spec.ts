import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { venue } from './support/demo';
import { openBillConsole } from './support/pos-bill-console';
import type { NewDiner } from './support/sign-in';
import { amountIn, keepScreens, phone, seat, splitRow, staffTable } from './support/table-bill';

/*
 * Issue 18, an equal split: staff open a bill at the cafe's scan-and-pay table S2 through the POS
 * console's bill form; three signed-in diners scan it. Aisha splits it three ways and each claims
 * a split (the console shows split 1 held, the others free). Aisha pays hers at the counter: staff
 * press Take cash on split 1 in the console and confirm, the console shows it Paid. Ben pays his
 * on the sandbox's hosted page, Chen is declined first and then approved. Every phone sees the
 * Paid badges change live; the completed screen names the split; the three shares add up to the
 * bill's total, the bill is paid and the console shows the table free.
 */

const AISHA: NewDiner = {
  phoneNumber: '93180021',
  name: 'Aisha Tan',
  email: 'aisha18@example.com',
};
const BEN: NewDiner = { phoneNumber: '93180022', name: 'Ben Koh', email: 'ben18@example.com' };
const CHEN: NewDiner = { phoneNumber: '93180023', name: 'Chen Wei', email: 'chen18@example.com' };

/** Seats a diner at S2, signed in. */
const seatAtS2 = (page: Page, diner: NewDiner) => seat(page, 'Table S2', diner);

/** Pays on the sandbox's hosted page with PayTabs, approving or declining. */
async function payOnHostedPage(page: Page, answer: 'Approve' | 'Decline'): Promise<void> {
  await page.getByRole('radio', { name: 'PayTabs' }).check();
  await page.getByRole('button', { name: /^Pay SGD/ }).click();
  await expect(page).toHaveURL(/\/hosted-pages\/pay\//);
  await page.getByRole('button', { name: answer }).click();
}

test('a bill split three ways: one share in cash at the counter, one on the hosted page, one declined then approved', async ({
  browser,
}) => {
  test.setTimeout(210_000);
  const table = await staffTable('S2');
  const pos = await openBillConsole(browser, venue('cafe').outletId);
  const aisha = await phone(browser);
  const ben = await phone(browser);
  const chen = await phone(browser);
  const phones = [aisha, ben, chen];
  try {
    // Staff open the bill at S2 from the console's bill form.
    await pos.openBill('S2', 3, [
      { name: 'Iced lemon tea', count: 3 },
      { name: 'Vegetable curry', count: 2 },
      { name: 'Ondeh-ondeh', count: 2 },
      { name: 'Chocolate cake', count: 1 },
    ]);
    const bill = await table.order((await table.billSplit()).order_id);
    await Promise.all([seatAtS2(aisha, AISHA), seatAtS2(ben, BEN), seatAtS2(chen, CHEN)]);
    const billTotal = amountIn(await aisha.getByLabel('Bill').getByText(/SGD/).last().innerText());

    // Aisha splits the bill evenly, three ways.
    await aisha.getByRole('button', { name: 'Split Bill' }).click();
    const modal = aisha.getByRole('dialog', { name: 'Split the bill' });
    await expect(modal.getByRole('radio', { name: 'Split Evenly' })).toBeChecked();
    await modal.getByRole('button', { name: 'More people' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(
      aisha.getByText('The bill is split 3 ways. Pick a split to pay it.'),
    ).toBeVisible();
    for (const diner of [ben, chen]) {
      await diner.getByRole('button', { name: 'Split Bill' }).click();
      await expect(splitRow(diner, 3)).toBeVisible();
      // A diner split it, not the restaurant: no split-started-from-POS screen.
      await expect(diner.getByRole('dialog', { name: 'Bill split' })).toHaveCount(0);
    }
    const shares: string[] = [];
    for (const n of [1, 2, 3]) shares.push(amountIn(await splitRow(aisha, n).innerText()));

    // Aisha claims split 1 and goes back to the list to pay it at the counter; the others see it
    // taken.
    await splitRow(aisha, 1).getByRole('button', { name: 'Pay' }).click();
    await expect(aisha).toHaveURL(/\/checkout$/);
    await expect(aisha.getByRole('heading', { name: 'Split 1 of 3' })).toBeVisible();
    await aisha.getByRole('button', { name: 'Cancel' }).click();
    await expect(aisha).toHaveURL(/\/split-bill$/);
    await expect(splitRow(aisha, 1)).toContainText('Split 1 (yours)');
    for (const diner of [ben, chen]) {
      await expect(splitRow(diner, 1)).toContainText('Another guest is paying this split');
      await expect(splitRow(diner, 1).getByRole('button', { name: 'Pay' })).toBeDisabled();
    }

    // The console shows the split: split 1 held by a diner, the others free.
    await pos.expectSplitState('S2', 1, 'Held');
    await pos.expectSplitState('S2', 2, 'Free');
    await pos.expectSplitState('S2', 3, 'Free');

    // Staff take cash for Aisha's split in the console: Paid there and on every phone, live.
    const taken = await pos.takeSplit('S2', 1, 'cash');
    expect(amountIn(taken)).toBe(shares[0]);
    await pos.expectSplitState('S2', 1, 'Paid');
    for (const diner of phones) {
      await expect(splitRow(diner, 1).getByText('Paid', { exact: true })).toBeVisible();
    }

    // Ben pays split 2 on the hosted page; Aisha and Chen see it paid.
    await splitRow(ben, 2).getByRole('button', { name: 'Pay' }).click();
    await expect(ben.getByRole('heading', { name: 'Split 2 of 3' })).toBeVisible();
    expect(
      amountIn(await ben.getByLabel('Your payment').getByText(/SGD/).first().innerText()),
    ).toBe(shares[1]);
    await payOnHostedPage(ben, 'Approve');
    await expect(ben.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(ben.getByText('You paid split 2 of 3.')).toBeVisible();
    for (const diner of [aisha, chen]) {
      await expect(splitRow(diner, 2).getByText('Paid', { exact: true })).toBeVisible();
    }
    await pos.expectSplitState('S2', 2, 'Paid');

    // Chen's first payment of split 3 is declined: the split stays his, unpaid; the second is
    // approved.
    await splitRow(chen, 3).getByRole('button', { name: 'Pay' }).click();
    await expect(chen.getByRole('heading', { name: 'Split 3 of 3' })).toBeVisible();
    await payOnHostedPage(chen, 'Decline');
    await expect(chen.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(splitRow(aisha, 3).getByText('Paid', { exact: true })).toHaveCount(0);
    await chen.goto('/split-bill');
    await expect(splitRow(chen, 3)).toContainText('Split 3 (yours)');
    await splitRow(chen, 3).getByRole('button', { name: 'Pay' }).click();
    await expect(chen.getByRole('heading', { name: 'Split 3 of 3' })).toBeVisible();
    await payOnHostedPage(chen, 'Approve');
    await expect(chen.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(chen.getByText('You paid split 3 of 3.')).toBeVisible();
    // The last payment pays the bill and frees the table: Aisha's phone, back on /, says the bill
    // is paid and offers nothing to pay.
    await aisha.goto('/');
    await expect(aisha.getByText('This bill is paid. Thank you!')).toBeVisible();
    await expect(aisha.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await expect(aisha.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    // The three shares make the bill, which is paid.
    expect(add(...shares).equals(parseAmount(billTotal))).toBe(true);
    expect(parseAmount(billTotal).equals(parseAmount(bill.total_amount))).toBe(true);
    expect((await table.order(bill.id)).payment_status).toBe('paid');
    await pos.expectTableFree('S2');
  } catch (error) {
    await keepScreens([...phones, pos.page], error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
    await pos.close();
  }
});
