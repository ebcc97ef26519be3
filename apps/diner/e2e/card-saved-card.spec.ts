import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  chooseConnectedCard,
  expectPaymentReceived,
  addTeaAndCheckout,
  paidOrderNumber,
  payOnCardForm,
  placeOrderToCardForm,
  TEST_CARDS,
} from './support/card-sandbox';
import { demo, venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { openQr } from './support/open-qr';
import { openPosConsole } from './support/pos-console';
import { signUpAndSignIn, type NewDiner } from './support/sign-in';

/*
 * Issue 19, a registered diner's saved card, at the cafe's "Counter C1" (a walk-in counter no
 * other journey scans): signed in with the outbox's one-time code, the diner pays a first order
 * with a new Mastercard typed on the card sandbox's form and ticks "Save this card for next
 * time"; the order is paid and followed on /track-order. A second order lists the card (brand,
 * last four digits, expiry) and is paid with it at once: the tab never leaves the app. The card
 * is on the profile's saved cards; deleting it there asks first (Keep card keeps it), and once
 * confirmed the list is empty, also after a reload.
 */

const COUNTER = 'Counter C1';
const DINER: NewDiner = {
  phoneNumber: '98127391',
  name: 'Farah Aziz',
  email: 'farah.aziz@example.com',
};
/** The card as the app lists it once saved: brand, last four digits, expiry. */
const SAVED = /^Mastercard\s+4444\s*Expires 12\/34$/;

/** The saved cards' radios on the checkout. */
const savedCards = (page: Page) => page.getByRole('radiogroup', { name: 'Saved cards' });

test('a registered diner saves a new card, pays with it again, and deletes it on the profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await test.step('sign in at the counter with the outbox code', async () => {
    await openQr(page, 'cafe', COUNTER);
    await enterCafeMenu(page);
    await signUpAndSignIn(page, DINER);
    // Sign-in renewed the session's CSRF token: the app reads the new one from the page.
    await page.reload();
  });

  const first = await test.step('a new card, saved: the card form, paid, tracked', async () => {
    await addTeaAndCheckout(page, 'signed-in');
    await chooseConnectedCard(page);
    // No saved card yet: the new card, with the save option for a registered diner.
    await expect(savedCards(page)).toHaveCount(0);
    const save = page.getByRole('checkbox', { name: 'Save this card for next time' });
    await expect(save).not.toBeChecked();
    await save.check();
    await placeOrderToCardForm(page);
    await payOnCardForm(page, TEST_CARDS.mastercard);
    await expectPaymentReceived(page);
    const number = await paidOrderNumber(page);
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for the restaurant');
    return number;
  });

  await test.step('the POS console shows the order paid and confirms it', async () => {
    // An order waiting for the restaurant holds the next one back (A§5) until it is confirmed.
    const pos = await openPosConsole(browser, venue('cafe').outletId);
    try {
      await expect(pos.order(first).getByText('Paid', { exact: true })).toBeVisible();
      await pos.act(first, 'Confirm');
    } finally {
      await pos.close();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
  });

  await test.step('the second order is paid with the saved card, no number typed', async () => {
    const documents: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(frame.url());
    });
    await page.goto('/');
    await addTeaAndCheckout(page, 'signed-in');
    await chooseConnectedCard(page);
    const card = savedCards(page).getByRole('radio');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAccessibleName(SAVED);
    await expect(card).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Waiting for the card payment to start…')).toBeVisible();
    await expectPaymentReceived(page);
    expect(await paidOrderNumber(page)).not.toBe(first);
    // Charged at once at the provider: the tab never showed the card form.
    const origin = demo().origin;
    expect(documents.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });

  await test.step('the profile lists the card; deleting it, confirmed, empties the list', async () => {
    await page.goto('/my-account/profile');
    const section = page.getByRole('region', { name: 'Saved cards' });
    await expect(section.getByText(/Mastercard/)).toContainText('4444');
    await expect(section).toContainText('Expires 12/34');
    // The profile asks first, as the checkout does; Keep card keeps it.
    const asked = page.getByRole('dialog', { name: 'Delete this card?' });
    await section.getByRole('button', { name: 'Delete card' }).click();
    await expect(asked).toContainText(
      'Mastercard ending in 4444 will be removed from your saved cards.',
    );
    await asked.getByRole('button', { name: 'Keep card' }).click();
    await expect(asked).toHaveCount(0);
    await expect(section).toContainText('Expires 12/34');
    // Asked again and confirmed, the card is deleted.
    await section.getByRole('button', { name: 'Delete card' }).click();
    await asked.getByRole('button', { name: 'Delete card' }).click();
    await expect(asked).toHaveCount(0);
    await expect(section).toContainText('You have no saved cards.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Saved cards' })).toContainText(
      'You have no saved cards.',
    );
  });
});
