import { type FrameLocator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
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
 * Issues 19 and 31, Stripe direct (B§7 payments/stripe/v1/orders) at the cafe's "Counter C9" and
 * "Counter C10" (walk-in counters no other journey scans). The checkout's sheet mounts Stripe.js's
 * card field (the card sandbox's stand-in of Stripe.js, which the server names; a frame on the
 * sandbox's origin); Pay asks our server for the PaymentIntent and Stripe.js confirms the card
 * against it, opening 3-D Secure itself; the app then sends the order with the intent. A
 * registered diner has a card declined, then pays with a 3-D Secure card, completed, keeps it, and
 * finds it on the profile; no request to our origin carried either number. A guest is never
 * offered to keep a card; a failed 3-D Secure shows Stripe's reason in the sheet for another card,
 * and Cancel gives Place Order back with nothing placed.
 */

const STRIPE = 'Card (Stripe)';
const DINER: NewDiner = {
  phoneNumber: '98127419',
  name: 'Nadia Rahman',
  email: 'nadia.rahman@example.com',
};

/** Stripe.js's card field, framed in the checkout's sheet. */
const cardField = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Stripe.js's 3-D Secure challenge, framed over the page. */
const challenge = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="3D Secure authentication frame"]');

/** Types a card in Stripe's card field and presses the sheet's Pay now. */
async function payWithCard(page: Page, field: FrameLocator, number: string): Promise<void> {
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** Chooses Stripe direct and places the order: the sheet mounts Stripe's card field. */
async function placeOrderToCardField(page: Page): Promise<FrameLocator> {
  await paymentMethods(page).getByRole('radio', { name: STRIPE }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toBeVisible();
  const field = cardField(page);
  await expect(field.getByLabel('Card number')).toBeVisible();
  return field;
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
  await test.step("Stripe's card field in the sheet: declined, then 3-D Secure completed", async () => {
    await addTeaAndCheckout(page, 'signed-in');
    const field = await placeOrderToCardField(page);
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await payWithCard(page, field, TEST_CARDS.declined);
    const sheet = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(sheet.getByRole('alert')).toContainText('Your card was declined.');
    await payWithCard(page, field, TEST_CARDS.threeDSecure);
    await expect(
      challenge(page).getByRole('heading', { name: '3-D Secure authentication' }),
    ).toBeVisible();
    await challenge(page).getByRole('button', { name: 'Complete authentication' }).click();
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

test("a guest: no card kept, a failed 3-D Secure tells Stripe's reason, Cancel gives Place Order back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaToCheckout(page, 'Counter C10', 'guest');
  const field = await placeOrderToCardField(page);
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
  await payWithCard(page, field, TEST_CARDS.threeDSecure);
  await challenge(page).getByRole('button', { name: 'Fail authentication' }).click();
  // Stripe's reason is told beside the card; the sheet stays and nothing is placed.
  const sheet = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(sheet.getByRole('alert')).toContainText('unable to authenticate');
  await expect(field.getByLabel('Card number')).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);
});
