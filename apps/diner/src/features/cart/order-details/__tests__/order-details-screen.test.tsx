import { formatMoney, type Cart } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { recentOrder } from '@test/fixtures/home-page';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { cafePage, cartOf, ITEMS, line, OAT_FLAT_WHITE } from '@/lib/bill/__tests__/fixtures';
import { COUPON_IDLE } from '@/lib/promotions/coupon-atoms';
import { cartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import { PROMO_CODE_IDLE } from '@/lib/promotions/promo-code-machine';
import { prepareBill } from '@/lib/bill/prepare-bill';
import { priceBill } from '@/lib/bill/price-bill';
import { addCsrfToken, cleanUp, renderOrderDetails } from './render-order-details';
import { isolate } from '@/lib/i18n/venue-text';
import { currentResolvedError } from '@test/support/current-error';

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

const renderScreen = renderOrderDetails;
const renderOrderDetailsAt = (cart: Cart, path: string) =>
  renderOrderDetails(cart, undefined, path);

function storedCart(): Cart {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as Cart;
}

const checkout = () => page.getByRole('button', { name: 'Checkout' });

beforeEach(addCsrfToken);
afterEach(cleanUp);

describe('OrderDetailsScreen', () => {
  it("lists the diner's lines: name, options, note and the bill's price", async () => {
    await renderScreen(
      cartOf({ ...OAT_FLAT_WHITE('a'), itemNote: 'Extra hot' }, line('b', ITEMS.kopi, 2)),
    );
    const items = page.getByRole('list', { name: 'Your items' });
    await expect.element(items.getByText('Flat white')).toBeVisible();
    await expect.element(items.getByText('Oat milk')).toBeVisible();
    await expect.element(items.getByText('Extra hot')).toBeVisible();
    await expect.element(items.getByText(sgd('6.30'))).toBeVisible();
    await expect.element(items.getByText('Kopi')).toBeVisible();
    await expect.element(items.getByText(sgd('4.00'))).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: 'Quantity of Kopi' }))
      .toHaveTextContent('2');
  });

  it('changes a count, and the price follows the bill', async () => {
    await renderScreen(cartOf(line('a', ITEMS.kopi, 2)));
    await page.getByRole('button', { name: 'One more Kopi' }).click();
    await expect
      .element(page.getByRole('group', { name: 'Quantity of Kopi' }))
      .toHaveTextContent('3');
    await expect
      .element(page.getByRole('list', { name: 'Your items' }).getByText(sgd('6.00')))
      .toBeVisible();
    expect(storedCart().lines[0]?.count).toBe(3);
  });

  it("stops + at the restaurant's limit per item and says why, keeping the count", async () => {
    const { store } = await renderScreen(cartOf(line('a', ITEMS.kopi, 50)));
    const more = page.getByRole('button', { name: 'One more Kopi' });
    await expect.element(more).toHaveAttribute('aria-disabled', 'true');
    await more.click({ force: true });
    expect(store.get(cartNoticeAtom)).toMatchObject({
      kind: 'quantity_limit',
      reached: { kind: 'line_quantity', limit: 50 },
    });
    expect(storedCart().lines[0]?.count).toBe(50);
    // Below the limit + still adds.
    await page.getByRole('button', { name: 'One less Kopi' }).click();
    await expect.element(more).not.toHaveAttribute('aria-disabled');
  });

  it('stops + at the limit per order, the free item the promotion adds counted too', async () => {
    // 50 kopi and 49 nasi lemak, and the ondeh-ondeh two nasi lemak earn: 100 items.
    const { store } = await renderScreen(
      cartOf(line('a', ITEMS.kopi, 50), line('b', ITEMS.nasiLemak, 49)),
    );
    const more = page.getByRole('button', { name: 'One more Nasi lemak' });
    await expect.element(more).toHaveAttribute('aria-disabled', 'true');
    await more.click({ force: true });
    expect(store.get(cartNoticeAtom)).toMatchObject({
      kind: 'quantity_limit',
      reached: { kind: 'order_items', limit: 100 },
    });
    expect(storedCart().lines.map((entry) => entry.count)).toEqual([50, 49]);
  });

  it('removes a line when its count drops to 0 (A§4)', async () => {
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1), line('b', ITEMS.nasiLemak, 1)));
    await page.getByRole('button', { name: 'Remove Kopi' }).click();
    await expect
      .element(page.getByRole('group', { name: 'Quantity of Kopi' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole('group', { name: 'Quantity of Nasi lemak' })).toBeVisible();
    expect(storedCart().lines.map((entry) => entry.id)).toEqual(['b']);
  });

  it('leaves for / with the empty-cart message when the last line goes (A§8)', async () => {
    const { router, store } = await renderScreen(cartOf(line('a', ITEMS.kopi, 1)));
    await page.getByRole('button', { name: 'Remove Kopi' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(currentResolvedError(store)?.id).toBe('cart_empty');
  });

  it('never saves an empty item note (A§5)', async () => {
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)));
    await page.getByRole('button', { name: 'Add note' }).click();
    const field = page.getByRole('textbox', { name: 'Note for Kopi' });
    const save = page.getByRole('button', { name: 'Save note' });
    await expect.element(save).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect.element(save).toBeDisabled();
    await userEvent.type(field, ' less sugar ');
    await expect.element(save).toBeEnabled();
    await save.click();
    await expect.element(page.getByText('less sugar')).toBeVisible();
    expect(storedCart().lines[0]?.itemNote).toBe('less sugar');
  });

  it('offers the order note at the counter and keeps it', async () => {
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)));
    await userEvent.type(page.getByRole('textbox', { name: 'Order notes' }), 'No straws');
    expect(localStorage.getItem(STORAGE_KEYS.orderNote)).toContain('No straws');
  });

  it('has no order note at a table (dine-in)', async () => {
    const details = cafePage();
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)), {
      ...details,
      session: { ...details.session, table_id: 3, qr_source: 'dine_pf', qr_type: 'dine-in' },
    });
    await expect.element(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Order notes' }))
      .not.toBeInTheDocument();
  });

  it('shows the coupon input only while no promotion is applied (A§5)', async () => {
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)));
    await expect.element(page.getByRole('textbox', { name: 'Promo code or coupon' })).toBeVisible();
  });

  it('hides the coupon input when an order promotion applies, and shows the promotion', async () => {
    // 11 nasi lemak: 88.00, so 10% off orders over 80.00 applies.
    await renderScreen(cartOf(line('a', ITEMS.nasiLemak, 11)));
    await expect.element(page.getByText('Promotions applied')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Promo code or coupon' }))
      .not.toBeInTheDocument();
  });

  it('shows the free item of a free-item promotion, with no control to change it', async () => {
    await renderScreen(cartOf(line('a', ITEMS.nasiLemak, 2)));
    await expect.element(page.getByText('Free items')).toBeVisible();
    await expect.element(page.getByText(`${isolate('Ondeh-ondeh')} × 1`)).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: 'Quantity of Ondeh-ondeh' }))
      .not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.freeItemsCart)).toContain('"is_free_item":true');
  });

  it('shows the charges breakdown with the engine amounts', async () => {
    const { stored } = await renderScreen(
      cartOf(OAT_FLAT_WHITE('a'), line('b', ITEMS.nasiLemak, 11)),
    );
    const { bill } = priceBill(
      prepareBill({
        cart: stored,
        source: cafePage(),
        promoCode: PROMO_CODE_IDLE,
        coupon: COUPON_IDLE,
      }).input,
    );
    const list = page.getByLabelText('Bill details');
    await expect.element(list).toBeVisible();
    const rows = [...list.element().querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Subtotal', sgd(bill.sub_total)],
      ['10% off orders over 80.00', `- ${sgd(bill.order_promotion_discount)}`],
      ['Takeaway packaging', sgd(bill.surcharges_breakdown[0]?.amount ?? '')],
      ['Tax', sgd(bill.tax_total)],
      ['Total', sgd(bill.total_amount)],
    ]);
    // By hand: 6.30 + 88.00 = 94.30, 10% off = 9.43, items 84.87; packaging 0.50; GST 9% of
    // 84.87 = 7.64 and of 0.50 = 0.05: 93.06.
    expect(bill.total_amount).toBe('93.06');
  });

  it('disables Checkout with the reasons while sold-out items are in the cart', async () => {
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)), {
      ...cafePage(),
      out_of_stock_items: [{ item_id: ITEMS.kopi, category_id: null }],
    });
    await expect.element(checkout()).toBeDisabled();
    await expect.element(page.getByText('Remove the sold-out items to continue.')).toBeVisible();
    await expect.element(page.getByText('Sold out', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/sold out/i);
  });

  it('disables Checkout while a recent order is pending', async () => {
    const details = cafePage();
    const recent = recentOrder('unconfirmed', {
      id: 40,
      order_number: 'A-40',
      sapaad_order_id: null,
    });
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)), { ...details, recent_order: recent });
    await expect.element(checkout()).toBeDisabled();
    await expect
      .element(page.getByText('Your previous order is still being processed', { exact: false }))
      .toBeVisible();
  });

  it('says a pending payment is still open, and leads to where it is finished or cancelled', async () => {
    const recent = recentOrder('payment_in_progress', {
      id: 41,
      order_number: 'A-41',
      sapaad_order_id: null,
    });
    const { router } = await renderScreen(cartOf(line('a', ITEMS.kopi, 1)), {
      ...cafePage(),
      recent_order: recent,
    });
    await expect.element(checkout()).toBeDisabled();
    await expect
      .element(
        page.getByText('Your payment for the previous order is still open.', { exact: false }),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Finish or cancel the payment' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/track-order');
  });

  it('offers no payment link for an order waiting for the restaurant', async () => {
    const recent = recentOrder('unconfirmed', { id: 42, sapaad_order_id: null });
    await renderScreen(cartOf(line('a', ITEMS.kopi, 1)), { ...cafePage(), recent_order: recent });
    await expect.element(checkout()).toBeDisabled();
    await expect
      .element(page.getByRole('button', { name: 'Finish or cancel the payment' }))
      .not.toBeInTheDocument();
  });

  it('validates the cart, then goes to the checkout', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { validated: true } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { router } = await renderScreen(cartOf(line('a', ITEMS.kopi, 1)));
    await expect.element(checkout()).toBeEnabled();
    await checkout().click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toContain('/orders/validate');
    const body = JSON.parse(init?.body as string) as { order_details: { total_amount: string } };
    expect(body.order_details.total_amount).toBe('2.73');
  });

  it("stays and shows the 'contact waiter' error when the validation fails (A§8)", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'Something broke' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { router, store } = await renderScreen(cartOf(line('a', ITEMS.kopi, 1)));
    await checkout().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('cart_validation_failed');
    expect(router.state.location.pathname).toBe('/order-details');
  });
});

describe('OrderDetailsScreen after a declined payment', () => {
  it('says the payment failed when it is opened with ?payment_status=failed (B§2, B§4)', async () => {
    await renderOrderDetailsAt(
      cartOf(line('a', ITEMS.kopi, 1)),
      '/order-details?payment_status=failed',
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Your payment did not go through, so nothing was charged.');
  });

  it('says nothing of a payment otherwise', async () => {
    await renderOrderDetailsAt(cartOf(line('a', ITEMS.kopi, 1)), '/order-details');
    await expect.element(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    expect(
      page.getByText('Your payment did not go through', { exact: false }).elements(),
    ).toHaveLength(0);
  });
});
