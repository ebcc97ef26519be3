import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { NewDiner } from './support/sign-in';
import { cardField, payOnCardForm, TEST_CARDS } from './support/card-sandbox';
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
 * Issue 30, the fault: Back on a payment page at a split share no longer strands the diner's own
 * share. Staff open a bill at the cafe's S7 (free again once split-bill-card has paid its bill);
 * two signed-in diners split it evenly in two.
 * - Nadia pays split 1 with the connected card, and presses Back on the card page. The
 *   checkout says her payment of split 1 has not gone through; Pay again opens a new card form
 *   (her own attempt is replaced, never "someone else has this part") and she pays.
 * - Farid pays split 2 on the hosted page (PayTabs) and presses Back. Cancel payment frees his
 *   share at once; Pay again, Back again, Return to payment opens that same hosted page, and he
 *   pays. The bill is paid on both phones.
 */

const NADIA: NewDiner = {
  phoneNumber: '93300301',
  name: 'Nadia Hamid',
  email: 'nadia30@example.com',
};
const FARID: NewDiner = {
  phoneNumber: '93300302',
  name: 'Farid Salleh',
  email: 'farid30@example.com',
};

const SOMEONE_ELSE = 'Someone else has just picked or paid this part of the bill';

const openPayment = (page: Page) => page.getByRole('region', { name: 'Your open payment' });

/** On the card page (after the 10 s start delay), Stripe.js's field for a new card. */
async function onCardForm(page: Page): Promise<void> {
  await expect(page.getByText('Waiting for the card payment to start…')).toBeVisible();
  await expect(cardField(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
}

test('Back on a payment page at a split share: the diner returns to it, replaces it or cancels it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const table = await staffTable('S7');
  const bill = await table.openBill(2, FOUR_DISH_BILL);
  const nadia = await phone(browser);
  const farid = await phone(browser);
  const phones = [nadia, farid];
  try {
    await Promise.all([seat(nadia, 'Table S7', NADIA), seat(farid, 'Table S7', FARID)]);
    const shares = await splitEvenlyInTwo(nadia, farid);

    // Nadia: the connected card's form, then Back.
    await splitRow(nadia, 1).getByRole('button', { name: 'Pay' }).click();
    await expect(nadia.getByRole('heading', { name: 'Split 1 of 2' })).toBeVisible();
    await nadia.getByRole('radio', { name: 'Card (saved cards)' }).check();
    const payNadia = nadia.getByRole('button', { name: `Pay SGD ${shares[0]}` });
    await payNadia.click();
    await onCardForm(nadia);
    await nadia.goBack();
    await expect(nadia.getByRole('heading', { name: 'Split 1 of 2' })).toBeVisible();
    await expect(openPayment(nadia)).toContainText(
      `Your payment of SGD ${shares[0]} for split 1 has not gone through yet.`,
    );
    await expect(
      openPayment(nadia).getByRole('button', { name: 'Return to payment' }),
    ).toBeVisible();
    // Pay again: her own attempt is replaced, and a new card form opens.
    await nadia.getByRole('radio', { name: 'Card (saved cards)' }).check();
    await payNadia.click();
    await onCardForm(nadia);
    await expect(nadia.getByText(SOMEONE_ELSE)).toHaveCount(0);
    await payOnCardForm(nadia, TEST_CARDS.visa);
    await expect(nadia.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(nadia.getByText('You paid split 1 of 2.')).toBeVisible();
    await expect(splitRow(farid, 1).getByText('Paid', { exact: true })).toBeVisible();

    // Farid: the hosted page, Back, and Cancel payment frees his share at once.
    await splitRow(farid, 2).getByRole('button', { name: 'Pay' }).click();
    await expect(farid.getByRole('heading', { name: 'Split 2 of 2' })).toBeVisible();
    const payFarid = farid.getByRole('button', { name: `Pay SGD ${shares[1]}` });
    await farid.getByRole('radio', { name: 'PayTabs' }).check();
    await payFarid.click();
    await expect(farid).toHaveURL(/\/hosted-pages\/pay\//);
    await farid.goBack();
    await expect(openPayment(farid)).toContainText(
      `Your payment of SGD ${shares[1]} for split 2 has not gone through yet.`,
    );
    await openPayment(farid).getByRole('button', { name: 'Cancel payment' }).click();
    await expect(openPayment(farid)).toHaveCount(0);
    await expect(farid.getByRole('heading', { name: 'Split 2 of 2' })).toBeVisible();
    const split = await table.billSplit();
    expect(split.payment_in_progress).toBe(false);

    // Pay again, Back again, and Return to payment opens that same page, where he pays.
    await farid.getByRole('radio', { name: 'PayTabs' }).check();
    await payFarid.click();
    await expect(farid).toHaveURL(/\/hosted-pages\/pay\//);
    const hostedPage = farid.url();
    await farid.goBack();
    await openPayment(farid).getByRole('button', { name: 'Return to payment' }).click();
    await expect(farid).toHaveURL(hostedPage);
    await farid.getByRole('button', { name: 'Approve' }).click();
    await expect(farid.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(farid.getByText('You paid split 2 of 2.')).toBeVisible();

    for (const diner of phones) {
      await diner.goto('/');
      await expect(diner.getByText('This bill is paid. Thank you!')).toBeVisible();
      await expect(openPayment(diner)).toHaveCount(0);
    }
    expect((await table.order(bill.id)).payment_status).toBe('paid');
  } catch (error) {
    await keepScreens(phones, error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
  }
});
