import { expect, test } from './support/test';
import {
  cancelOnCardForm,
  chooseConnectedCard,
  expectCardFailureOnCheckout,
  expectPaymentReceived,
  onCardForm,
  payOnCardForm,
  placeOrderToCardForm,
  TEST_CARDS,
  teaToCheckout,
} from './support/card-sandbox';

/*
 * Issue 19, a declined card, for a guest at the cafe's "Counter C4" (a walk-in counter no other
 * journey scans): the card page says the provider's message and stays open for another card; the
 * diner presses Cancel there and is back on the checkout, cart kept, with the
 * provider's message (B§8) and Place Order working again: a new attempt with a good card pays.
 */

const COUNTER = 'Counter C4';

test('a declined card: the provider says why, Place Order is back and pays with another card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await teaToCheckout(page, COUNTER, 'guest');
  await chooseConnectedCard(page);
  await placeOrderToCardForm(page);
  await payOnCardForm(page, TEST_CARDS.declined);
  // The card page says the provider's reason and stays open for another card.
  await expect(page).toHaveURL(onCardForm);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  // The diner gives up on the card form and is back on the checkout, told why.
  await cancelOnCardForm(page);
  await expectCardFailureOnCheckout(page, 'Your card was declined.');
  // Place Order works again: a new attempt opens a new card form, where a good card pays.
  await chooseConnectedCard(page);
  await placeOrderToCardForm(page);
  await payOnCardForm(page, TEST_CARDS.visa);
  await expectPaymentReceived(page);
});
