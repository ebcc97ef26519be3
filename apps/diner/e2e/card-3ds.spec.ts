import { expect, test } from '@playwright/test';
import {
  answerChallenge,
  expectCardFailureOnCheckout,
  chooseConnectedCard,
  expectNoCardNumber,
  expectPaymentReceived,
  payOnCardForm,
  placeOrderToCardForm,
  recordOriginTraffic,
  TEST_CARDS,
  teaToCheckout,
} from './support/card-sandbox';
import { demo } from './support/demo';

/*
 * Issue 19, connected-card payments in a real browser, for a guest at the cafe's "Counter C2"
 * (a walk-in counter no other journey scans): the card is typed on the card sandbox's form, on
 * its own origin. A 3-D Secure card whose challenge is completed ends paid, and nothing the tab
 * sent to our origin (requests, bodies, websocket frames) carried the card number; a challenge
 * that fails ends on the checkout with the provider's message (B§8) and Place Order back
 * (card-declined.spec.ts pays again from there).
 */

const COUNTER = 'Counter C2';

test('a 3-D Secure card, challenge completed: paid, and the card number never reached us', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const traffic = recordOriginTraffic(page);
  await teaToCheckout(page, COUNTER, 'guest');
  await chooseConnectedCard(page);
  await placeOrderToCardForm(page);
  await payOnCardForm(page, TEST_CARDS.threeDSecure);
  await answerChallenge(page, 'complete');
  await expectPaymentReceived(page);

  // The card form and the challenge were on the provider's origin, never the app's.
  const appOrigin = demo().origin;
  const providerOrigins = [...traffic.pageOrigins].filter((origin) => origin !== appOrigin);
  expect(providerOrigins, 'the card pages have an origin of their own').toHaveLength(1);
  expect(traffic.pageOrigins.has(appOrigin)).toBe(true);
  // The recording saw the payment's own calls, so it would have seen a leak.
  expect(traffic.sent.some((sent) => sent.includes('/payment_intents'))).toBe(true);
  expect(traffic.sent.some((sent) => sent.startsWith('websocket '))).toBe(true);
  expectNoCardNumber(traffic, TEST_CARDS.threeDSecure);
});

test('a 3-D Secure challenge that fails: the provider says why, and Place Order is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaToCheckout(page, COUNTER, 'guest');
  await chooseConnectedCard(page);
  await placeOrderToCardForm(page);
  await payOnCardForm(page, TEST_CARDS.threeDSecure);
  await answerChallenge(page, 'fail');
  await expectCardFailureOnCheckout(page, 'The provided payment method has failed authentication.');
});
