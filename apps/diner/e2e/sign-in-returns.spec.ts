import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { openQr } from './support/open-qr';
import { outboxCodes } from './support/outbox-codes';
import {
  amountIn,
  closeAnnouncement,
  FOUR_DISH_BILL,
  keepScreens,
  payOnHostedPage,
  phone,
  splitRow,
  staffTable,
} from './support/table-bill';
import { passCaptcha } from './support/captcha';

/*
 * Issue 30, sign-in sends the diner back where they were: staff open a bill at the cafe's
 * scan-and-pay table S9 (its own table, seeded for this journey). A visitor chooses Split Bill,
 * splits it evenly in two and taps split 1's Pay; the app asks them to sign in (/login with
 * ?redirect= naming the share), they sign up with the one-time code from the outbox and land on
 * split 1's checkout with the split kept (two ways, the same share), and pay it on the sandbox's
 * hosted page. Then they pay split 2 too, so the table ends free.
 */

const PHONE = '93300401';
const RECIPIENT = `+65${PHONE}`;

test('a visitor picks a share, signs in with the code and lands back on that share to pay it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const table = await staffTable('S9');
  const bill = await table.openBill(2, FOUR_DISH_BILL);
  const diner = await phone(browser);
  try {
    await openQr(diner, 'cafe', 'Table S9');
    await closeAnnouncement(diner);
    await expect(diner.getByRole('heading', { name: 'Your bill' })).toBeVisible();

    // The visitor splits evenly in two: the shares show, nothing is saved yet.
    await diner.getByRole('button', { name: 'Split Bill' }).click();
    const modal = diner.getByRole('dialog', { name: 'Split the bill' });
    await expect(modal.getByRole('radio', { name: 'Split Evenly' })).toBeChecked();
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(
      diner.getByText('The bill is split 2 ways. Pick a split to pay it.'),
    ).toBeVisible();
    await expect(
      diner.getByText('Sign in or continue as a guest to pay your part of the bill.'),
    ).toBeVisible();
    const shares = [
      amountIn(await splitRow(diner, 1).innerText()),
      amountIn(await splitRow(diner, 2).innerText()),
    ];

    // Pay on split 1 asks for sign-in, naming the share to come back to.
    await splitRow(diner, 1).getByRole('button', { name: 'Pay' }).click();
    await expect(diner).toHaveURL(/\/login\?redirect=/);
    expect(new URL(diner.url()).searchParams.get('redirect')).toBe('/split-bill?count=2&pay=1');

    // A new number signs up, then the one-time code from the outbox.
    await diner.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
    await diner.getByRole('checkbox', { name: 'I agree to the terms of service' }).check();
    await passCaptcha(diner);
    await diner.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(diner.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await diner.getByRole('textbox', { name: 'Name', exact: true }).fill('Siti Rahman');
    await diner
      .getByRole('textbox', { name: 'E-mail address', exact: true })
      .fill('siti30@example.com');
    await diner.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => outboxCodes(diner, RECIPIENT)).toHaveLength(1);
    const [code = ''] = await outboxCodes(diner, RECIPIENT);
    await diner.getByRole('textbox', { name: 'One-time code' }).fill(code);

    // Back on split 1's checkout, the split kept: two ways, the share the visitor saw.
    await expect(diner).toHaveURL(/\/checkout$/);
    await expect(diner.getByRole('heading', { name: 'Split 1 of 2' })).toBeVisible();
    expect(
      amountIn(await diner.getByLabel('Your payment').getByText(/SGD/).first().innerText()),
    ).toBe(shares[0]);
    expect((await table.billSplit()).split_payment_details).toMatchObject({
      split_type: 'equal',
      split_count: 2,
    });
    await payOnHostedPage(diner);
    await expect(diner.getByText('You paid split 1 of 2.')).toBeVisible();

    // Split 2 too, so the table ends free for the next run.
    await diner.goto('/split-bill');
    await expect(splitRow(diner, 1).getByText('Paid', { exact: true })).toBeVisible();
    await splitRow(diner, 2).getByRole('button', { name: 'Pay' }).click();
    await expect(diner.getByRole('heading', { name: 'Split 2 of 2' })).toBeVisible();
    await payOnHostedPage(diner);
    expect(add(...shares).equals(parseAmount(bill.total_amount))).toBe(true);
    expect((await table.order(bill.id)).payment_status).toBe('paid');
  } catch (error) {
    await keepScreens([diner], error);
  } finally {
    await diner.context().close();
  }
});
