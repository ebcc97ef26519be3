import { formatMoney, priceOrder, toPricingLines } from '@tabula/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { burgerLine, cartHomePage, cartOf, waterLine } from '@/lib/cart/__tests__/fixtures';
import { CartBar } from '../cart-bar';

// Intl writes a no-break space after the code; text matchers see an ordinary one.
const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' }).replace(/\s/g, ' ');

describe('CartBar', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows the diner's item count and the engine's subtotal, and leads to /order-details", async () => {
    const cart = cartOf([waterLine({ count: 2 }), burgerLine()], Date.now());
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
    const { router } = await renderApp(<CartBar />, { homePage: cartHomePage });
    // 2 × 1.00 + 8.90, priced by the engine.
    const expected = priceOrder({
      currency: 'SGD',
      precision: 2,
      is_tax_inclusive: false,
      mode: 'walk_in',
      lines: toPricingLines(cart),
    }).sub_total;
    expect(expected).toBe('10.90');
    const bar = page.getByRole('link', { name: /View Order/ });
    await expect.element(bar).toHaveTextContent(sgd('10.90'));
    await expect.element(bar).toHaveTextContent('3 items');
    await expect.element(bar).toHaveAttribute('href', '/order-details');
    await userEvent.click(bar);
    await expect.poll(() => router.state.location.pathname).toBe('/order-details');
  });

  it('leaves out free items and says 1 item in the singular', async () => {
    const cart = cartOf(
      [waterLine(), burgerLine({ id: 'free', is_free_item: true, promotion_id: 9 })],
      Date.now(),
    );
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
    await renderApp(<CartBar />, { homePage: cartHomePage });
    const bar = page.getByRole('link', { name: /View Order/ });
    await expect.element(bar).toHaveTextContent('1 item');
    await expect.element(bar).toHaveTextContent(sgd('1.00'));
  });

  it('is not drawn while the cart is empty', async () => {
    await renderApp(
      <>
        <CartBar />
        <p>menu</p>
      </>,
      { homePage: cartHomePage },
    );
    await expect.element(page.getByText('menu')).toBeVisible();
    expect(page.getByRole('link', { name: /View Order/ }).elements()).toHaveLength(0);
  });
});
