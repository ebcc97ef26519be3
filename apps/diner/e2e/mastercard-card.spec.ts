import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  expectNoCardNumber,
  expectPaymentReceived,
  openHostedCardFields,
  paidOrderNumber,
  paymentMethods,
  recordOriginTraffic,
  teaToCheckout,
  typeHostedCard,
  type OriginTraffic,
} from './support/card-sandbox';
import { demo, venue } from './support/demo';
import { openPosConsole } from './support/pos-console';

/*
 * Issue 19, a card typed in the Mastercard gateway's hosted fields (B§2 "Mastercard hosted
 * page", B§4 Mastercard and the Google Pay authentication steps the typed card shares), for guests
 * at the cafe's "Counter C5" (a walk-in counter no other journey scans). The gateway's session.js
 * draws each field as a frame of the card sandbox's origin in the checkout's sheet, and the
 * issuer's challenge is framed too: the card number never reaches ours. A frictionless card and an approved challenge end paid (the POS console
 * says so); a cancelled challenge ends on the checkout with the failure in words, the cart kept.
 */

const COUNTER = 'Counter C5';

/** The card sandbox's Mastercard test cards (docs/server.md, "Sandbox test cards"). */
const CARDS = { frictionless: '5555 5555 5555 4444', challenge: '5200 0000 0000 1096' } as const;

/** Chooses the Mastercard gateway and its Card on the checkout. */
async function chooseMastercardCard(page: Page): Promise<void> {
  await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
  await page
    .getByRole('radiogroup', { name: 'Pay with' })
    .getByRole('radio', { name: 'Card', exact: true })
    .check();
}

/** Places the order, waits for the gateway's hosted fields and types the card in them. */
async function placeOrderAndTypeCard(page: Page, number: string): Promise<void> {
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  // A blocked Place Order is described by its reasons (A§5): were it blocked, this names them.
  await expect(placeOrder).toHaveAccessibleDescription('');
  await placeOrder.click();
  await openHostedCardFields(page);
  await typeHostedCard(page, number);
}

/** Answers the issuer's challenge in the checkout's challenge sheet, then returns to the app. */
async function answerChallenge(page: Page, answer: 'Approve' | 'Cancel'): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await expect(sheet).toBeVisible();
  const issuer = page.frameLocator('[data-testid="mastercard-challenge"] iframe');
  await expect(issuer.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await issuer.getByRole('button', { name: answer, exact: true }).click();
  // The issuer's page posts back to our return address, inside the frame.
  await issuer.getByRole('button', { name: 'Return to the restaurant' }).click();
}

/** The framed pages were on the card sandbox's origin, and none carried the card to ours. */
function expectCardKeptOffOurOrigin(traffic: OriginTraffic, number: string): void {
  expect(traffic.sent.some((sent) => sent.includes('/mastercard/v1/sessions'))).toBe(true);
  expect(traffic.sent.some((sent) => sent.startsWith('websocket '))).toBe(true);
  expectNoCardNumber(traffic, number);
  // The tab itself never left the app: the gateway's pages were framed.
  expect(traffic.pageOrigins).toEqual(new Set([demo().origin]));
}

/** The POS console shows the order paid; confirming it frees the counter for the next order. */
async function expectPaidAtPos(browser: Browser, orderNumber: string): Promise<void> {
  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    await expect(pos.order(orderNumber).getByText('Paid', { exact: true })).toBeVisible();
    await pos.act(orderNumber, 'Confirm');
  } finally {
    await pos.close();
  }
}

test('a card typed in the hosted fields, frictionless: paid, and the card never reached us', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const traffic = recordOriginTraffic(page);
  const framed = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) framed.add(new URL(frame.url()).origin);
  });
  await teaToCheckout(page, COUNTER, 'guest');
  await chooseMastercardCard(page);
  await placeOrderAndTypeCard(page, CARDS.frictionless);
  await expectPaymentReceived(page, 'mastercard');
  const number = await paidOrderNumber(page);
  expectCardKeptOffOurOrigin(traffic, CARDS.frictionless);
  // The hosted fields were framed from the gateway's origin, not ours.
  expect([...framed].filter((origin) => origin !== 'null')).not.toContain(demo().origin);
  expect(framed.size).toBeGreaterThan(0);
  await expectPaidAtPos(browser, number);
});

test('a 3-D Secure card, challenge approved in the sheet: paid', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const traffic = recordOriginTraffic(page);
  await teaToCheckout(page, COUNTER, 'guest');
  await chooseMastercardCard(page);
  await placeOrderAndTypeCard(page, CARDS.challenge);
  await answerChallenge(page, 'Approve');
  await expectPaymentReceived(page, 'mastercard');
  const number = await paidOrderNumber(page);
  expectCardKeptOffOurOrigin(traffic, CARDS.challenge);
  await expectPaidAtPos(browser, number);
});

test('a 3-D Secure challenge cancelled: the failure in words on the checkout, the cart kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaToCheckout(page, COUNTER, 'guest');
  await chooseMastercardCard(page);
  await placeOrderAndTypeCard(page, CARDS.challenge);
  await answerChallenge(page, 'Cancel');

  // spec: B§8 payment 5, the authentication error, then the payment-failed message.
  await expect(page).toHaveURL(
    (url) => url.origin === demo().origin && url.pathname === '/checkout',
  );
  const failed = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(failed).toHaveAccessibleDescription(
    'Your bank could not authenticate this payment.',
  );
  await expect(
    page.getByRole('dialog', { name: 'Confirm the payment with your bank' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Your order · 1 item', level: 2 })).toBeVisible();
  await failed.getByRole('button').last().click();
  await expect(failed).toHaveAccessibleDescription(
    'We are unable to process your payment. Please try again.',
  );
  // spec: B§2 and B§8, /order-details with the error info after a card authentication failure
  // (the payment-failed message goes there by itself after 5 s): the cart is there.
  await expect(page).toHaveURL(/\/order-details\?payment_status=failed$/);
  await expect(page.getByText('Iced lemon tea')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});
