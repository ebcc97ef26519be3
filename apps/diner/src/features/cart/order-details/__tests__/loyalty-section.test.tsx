import { formatMoney } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  cafePage,
  cartOf,
  ITEMS,
  line,
  MEMBER,
  MEMBER_LOYALTY,
} from '@/lib/bill/__tests__/fixtures';
import { addCsrfToken, cleanUp, json, mockApi, renderOrderDetails } from './render-order-details';

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });
const points = () => page.getByRole('textbox', { name: 'Points to redeem' });
const redeem = () => page.getByRole('button', { name: 'Redeem' });
// The check runs 1.5 s after typing: wait generously on a busy machine.
const AFTER_CHECK = { timeout: 10_000 };
// The demo cafe's programme: a point is worth 0.10.
const CAFE_LOYALTY = { ...MEMBER_LOYALTY, point_value: '0.10' };
const cafe = () => cafePage({ loyalty: CAFE_LOYALTY });

beforeEach(addCsrfToken);
afterEach(cleanUp);

describe('the loyalty widget (A§5)', () => {
  it('shows the balance and refuses more than the available points after the check', async () => {
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)), cafe());
    await expect.element(page.getByText('120 points available')).toBeVisible();
    await userEvent.type(points(), '500');
    await expect.element(redeem()).toBeDisabled();
    await expect
      .element(page.getByText('Only your available 120 points can be used.'), AFTER_CHECK)
      .toBeVisible();
    await expect.element(redeem()).toBeDisabled();
  });

  it('refuses more points than the cart total before loyalty is worth', async () => {
    // One kopi: 2.00 plus packaging 0.50 = 2.50, which 25 points pay.
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), cafe());
    await userEvent.type(points(), '26');
    await expect
      .element(page.getByText('You can redeem at most 25 points on this order.'), AFTER_CHECK)
      .toBeVisible();
    await expect.element(redeem()).toBeDisabled();
  });

  it('accepts points worth no more than the cart total before loyalty', async () => {
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), cafe());
    await userEvent.type(points(), '25');
    await expect.element(redeem(), AFTER_CHECK).toBeEnabled();
  });

  it('redeems accepted points and shows the redemption on the bill', async () => {
    const details = cafe();
    const redeemed = { ...CAFE_LOYALTY, hasRedeemed: true, redeemedPoints: '20.00' };
    const sent: unknown[] = [];
    mockApi({
      '/users/loyalty_points/redeem': (body) => {
        sent.push(body);
        return json({ loyalty: redeemed });
      },
      '/pages/order_details': () => json({ ...details, loyalty: redeemed }),
      '/pages/checkout': () => json({}),
    });
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)), details);
    await userEvent.type(points(), '20');
    await expect.element(redeem(), AFTER_CHECK).toBeEnabled();
    await redeem().click();
    // 20 points at 0.10 are 2.00 off.
    await expect
      .element(page.getByText(`20 points redeemed: ${sgd('2.00')} off`), AFTER_CHECK)
      .toBeVisible();
    expect(sent).toEqual([{ points: '20.00' }]);
    await expect
      .element(page.getByLabelText('Bill details').getByText('Loyalty points'))
      .toBeVisible();
  });

  it('offers a registered non-member the sign-up', async () => {
    const details = cafePage();
    const { router } = await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), {
      ...details,
      user: { ...MEMBER, has_loyalty: false },
      loyalty: null,
    });
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-account/profile');
  });

  it('shows nothing to a guest', async () => {
    const details = cafePage();
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), {
      ...details,
      user: { ...MEMBER, is_guest: true, has_loyalty: false },
      loyalty: null,
    });
    await expect.element(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect.element(page.getByText('Loyalty points')).not.toBeInTheDocument();
  });
});
