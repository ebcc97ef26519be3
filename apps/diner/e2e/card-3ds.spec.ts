import { expect, test } from './support/test';
import {
  answerChallenge,
  cancelOnCardForm,
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
 * (a walk-in counter no other journey scans): the card is typed in Stripe.js's card field on the
 * app's card page (issue 31: a frame of the card sandbox's origin). A 3-D Secure card whose challenge is completed ends paid, and nothing the tab
 * sent to our origin (requests, bodies, websocket frames) carried the card number; a challenge
 * that fails is told beside the card, and the diner who gives up ends on the checkout with the
 * provider's message (B§8) and Place Order back (card-declined.spec.ts pays again from there).
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

  // The card field and the challenge were frames of the provider's origin; the tab stayed ours.
  const appOrigin = demo().origin;
  expect([...traffic.pageOrigins]).toEqual([appOrigin]);
  expect(traffic.framedOrigins.size, 'the card frames have an origin of their own').toBe(1);
  expect(traffic.framedOrigins.has(appOrigin)).toBe(false);
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
  // Stripe.js says why beside the card and offers another; the diner gives up instead.
  await expect(page.getByRole('alert')).toContainText('unable to authenticate');
  await cancelOnCardForm(page);
  await expectCardFailureOnCheckout(page, 'The provided payment method has failed authentication.');
});
