import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import {
  addTeaAndCheckout,
  expectNoCardNumber,
  expectPaymentReceived,
  paidOrderNumber,
  paymentMethods,
  recordOriginTraffic,
  TEST_CARDS,
  teaToCheckout,
} from './support/card-sandbox';
import { demo } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { openQr } from './support/open-qr';
import { signUpAndSignIn, type NewDiner } from './support/sign-in';

/*
 * Issue 19, Stripe direct (B§7 payments/stripe/v1/orders) at the cafe's "Counter C9" and "Counter
 * C10" (walk-in counters no other journey scans). The checkout frames the card sandbox's card
 * page (Stripe's card element) in a sheet; the card and its 3-D Secure are typed in that frame on
 * the sandbox's origin, and the app sends the order with the PaymentIntent the page names. A
 * registered diner has a card declined, then pays with a 3-D Secure card, completed, keeps it, and
 * finds it on the profile; no request to our origin carried either number. A guest is never
 * offered to keep a card; a failed 3-D Secure leaves the page open, and Cancel gives Place Order
 * back with nothing placed.
 */

const STRIPE = 'Card (Stripe)';
const DINER: NewDiner = {
  phoneNumber: '98127419',
  name: 'Nadia Rahman',
  email: 'nadia.rahman@example.com',
};

/** The card page framed in the checkout's sheet. */
const cardPage = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Card payment form"]');

/** Types a card on the framed card page and presses Pay. */
async function payInFrame(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: /^Pay / }).click();
}

/** Chooses Stripe direct and places the order: the sheet frames the card page. */
async function placeOrderToCardPage(page: Page): Promise<FrameLocator> {
  await paymentMethods(page).getByRole('radio', { name: STRIPE }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(sheet).toBeVisible();
  const frame = cardPage(page);
  await expect(frame.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  return frame;
}

test('a registered diner: a declined card, then a 3-D Secure card kept: paid, and no number reached us', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await test.step('sign in at the counter with the outbox code', async () => {
    await openQr(page, 'cafe', 'Counter C9');
    await enterCafeMenu(page);
    await signUpAndSignIn(page, DINER);
    await page.reload();
  });

  const traffic = recordOriginTraffic(page);
  await test.step('the card page in the sheet: declined, then 3-D Secure completed', async () => {
    await addTeaAndCheckout(page, 'signed-in');
    const frame = await placeOrderToCardPage(page);
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await payInFrame(frame, TEST_CARDS.declined);
    await expect(frame.getByRole('alert')).toContainText('Your card was declined.');
    await payInFrame(frame, TEST_CARDS.threeDSecure);
    await expect(frame.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
    await frame.getByRole('button', { name: 'Complete authentication' }).click();
    await expectPaymentReceived(page, 'stripe');
    await paidOrderNumber(page);
  });

  await test.step('no request to our origin carried a card number; the tab never left', () => {
    expectNoCardNumber(traffic, TEST_CARDS.declined);
    expectNoCardNumber(traffic, TEST_CARDS.threeDSecure);
    expect([...traffic.pageOrigins].filter((origin) => origin !== demo().origin)).toEqual([]);
    return Promise.resolve();
  });

  await test.step('the profile lists the kept card', async () => {
    await page.goto('/my-account/profile');
    const section = page.getByRole('region', { name: 'Saved cards' });
    await expect(section.getByText(/Visa/)).toContainText('3184');
    await expect(section).toContainText('Expires 12/34');
  });
});

test('a guest: no card kept, a failed 3-D Secure leaves the page, Cancel gives Place Order back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaToCheckout(page, 'Counter C10', 'guest');
  const frame = await placeOrderToCardPage(page);
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
  await payInFrame(frame, TEST_CARDS.threeDSecure);
  await frame.getByRole('button', { name: 'Fail authentication' }).click();
  // The page offers another try; the sheet stays and nothing is placed.
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await frame.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);
});
