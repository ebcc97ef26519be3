import { formatMoney, type Cart } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { cartOf, ITEMS, line, MEMBER_LOYALTY } from '@/lib/bill/__tests__/fixtures';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import type { CheckoutPage } from '../hooks/use-checkout-page';
import { CAFE_PAYMENT_TYPES, checkoutPage } from './checkout-fixtures';
import { renderCheckout } from './render-checkout';

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

/** Three kopi: 6.00, packaging 0.50, GST 9%. */
const KOPI_3 = cartOf(line('a', ITEMS.kopi, 3));

function renderCheckoutOf(cart: Cart, details: CheckoutPage = checkoutPage()) {
  return renderCheckout(details, { cart });
}

interface Sent {
  path: string;
  body: unknown;
  headers: Headers;
}

/** Answers fetch by path and records every call with its headers. */
function recordApi(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    const body: unknown = text === null ? null : JSON.parse(text);
    sent.push({ path: url.pathname, body, headers: new Headers(init?.headers) });
    const handler = routes[url.pathname];
    return handler ? handler(body) : json({ error: `no mock for ${url.pathname}` }, 500);
  });
  return sent;
}

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const breakdown = () => page.getByLabelText('Bill details');

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe('CheckoutScreen', () => {
  it('shows the order, the tips with their amounts, the payment methods and the total', async () => {
    await renderCheckoutOf(KOPI_3);
    await expect.element(page.getByRole('button', { name: 'Your order · 3 items' })).toBeVisible();
    const tips = page.getByRole('radiogroup', { name: 'Add a tip' });
    // 10% of 6.00
    await expect.element(tips.getByText(sgd('0.60'))).toBeVisible();
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await expect.element(methods.getByRole('radio', { name: 'Pay at the counter' })).toBeChecked();
    // The Stripe card form is not part of this checkout.
    await expect.element(methods.getByText('Card (Stripe)')).not.toBeInTheDocument();
    await expect.element(breakdown().getByText('Total', { exact: true })).toBeVisible();
  });

  it('adds a percent tip to the bill after the subtotal, and removes it from the breakdown', async () => {
    await renderCheckoutOf(KOPI_3);
    const totalBefore = breakdown().element().textContent;
    await page.getByRole('radio', { name: /10%/ }).click();
    await expect.element(breakdown().getByText('Tip')).toBeVisible();
    await expect.element(breakdown().getByText(sgd('0.60'))).toBeVisible();
    await expect.element(page.getByText(`Tip added: ${sgd('0.60')}`)).toBeVisible();
    expect(breakdown().element().textContent).not.toBe(totalBefore);
    await breakdown().getByRole('button', { name: 'Remove' }).click();
    await expect.element(breakdown().getByText('Tip')).not.toBeInTheDocument();
  });

  it('takes a custom tip, and says so when it is not an amount', async () => {
    await renderCheckoutOf(KOPI_3);
    await page.getByRole('radio', { name: 'Custom' }).click();
    const field = page.getByRole('textbox', { name: 'Tip amount (SGD)' });
    // The tip's Apply comes after the coupon's.
    const apply = page.getByRole('button', { name: 'Apply' }).last();
    await field.fill('1.234');
    await apply.click();
    await expect.element(page.getByText('Enter an amount like 2 or 2.50.')).toBeVisible();
    await field.fill('1.5');
    await apply.click();
    await expect.element(page.getByText(`Tip added: ${sgd('1.50')}`)).toBeVisible();
  });

  it('refuses a negative tip or one above half the subtotal with a message, not silently', async () => {
    await renderCheckoutOf(KOPI_3);
    await page.getByRole('radio', { name: 'Custom' }).click();
    const field = page.getByRole('textbox', { name: 'Tip amount (SGD)' });
    const apply = page.getByRole('button', { name: 'Apply' }).last();
    await field.fill('-5');
    await expect.element(field).toHaveValue('-5');
    await apply.click();
    await expect.element(page.getByText('A tip cannot be negative.')).toBeVisible();
    await expect.element(page.getByText(/Tip added/)).not.toBeInTheDocument();
    // The subtotal is 6.00, so the largest tip is 3.00.
    await field.fill('3.01');
    await apply.click();
    await expect
      .element(page.getByText(`The tip can be at most ${sgd('3.00')} (50% of the subtotal).`))
      .toBeVisible();
    await expect.element(page.getByText(/Tip added/)).not.toBeInTheDocument();
    await field.fill('3');
    await apply.click();
    await expect.element(page.getByText(`Tip added: ${sgd('3.00')}`)).toBeVisible();
  });

  it('disables cash while loyalty is redeemed, and says why', async () => {
    await renderCheckoutOf(
      KOPI_3,
      checkoutPage({ loyalty: { ...MEMBER_LOYALTY, hasRedeemed: true, redeemedPoints: '1' } }),
    );
    const cash = page.getByRole('radio', { name: 'Pay at the counter' });
    await expect.element(cash).toBeDisabled();
    await expect.element(page.getByText('Loyalty points cannot be used with cash.')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'PayTabs' })).toBeChecked();
  });

  it('places a cash order once with an Idempotency-Key, clears the cart and goes to /track-order', async () => {
    const sent = recordApi({ '/payments/pay_at_cashier': () => json({}) });
    const { router } = await renderCheckoutOf(KOPI_3);
    await page.getByRole('radio', { name: /10%/ }).click();
    await placeOrder().click();
    await expect.poll(() => router.state.location.pathname).toBe('/track-order');
    const placed = sent.filter((call) => call.path === '/payments/pay_at_cashier');
    expect(placed).toHaveLength(1);
    expect(placed[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    const order = (placed[0]?.body as { order_details: Record<string, unknown> }).order_details;
    expect(order.tips_amount).toBe('0.60');
    expect(order.payment).toMatchObject({
      id: 1,
      payment_type: 'cash',
      amount: order.total_amount,
      customer_id: 7,
      tip: '0.60',
    });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as Cart | null;
    expect(stored?.lines ?? []).toHaveLength(0);
  });

  it('sends the same key again when the first answer was lost, so the order is not doubled', async () => {
    let calls = 0;
    const sent = recordApi({
      '/payments/pay_at_cashier': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json({});
      },
    });
    const { router } = await renderCheckoutOf(KOPI_3);
    await placeOrder().click();
    await expect.element(placeOrder()).toBeEnabled();
    await placeOrder().click();
    await expect.poll(() => router.state.location.pathname).toBe('/track-order');
    const keys = sent
      .filter((call) => call.path === '/payments/pay_at_cashier')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('logs and places nothing when the payload fails the pre-placement check (A§5)', async () => {
    const sent = recordApi({});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const details = checkoutPage();
    // A pay-first table order needs its table: without one the check fails.
    await renderCheckoutOf(
      KOPI_3,
      checkoutPage({ session: { ...details.session, qr_source: 'dine_pf' } }),
    );
    await page.getByRole('radio', { name: 'PayTabs' }).click();
    await placeOrder().click();
    await expect
      .poll(() => logged.mock.calls.map((call) => call[0] as unknown))
      .toContain('Unable to Place order. Please check log for more information');
    expect(sent.filter((call) => call.path.startsWith('/payments'))).toHaveLength(0);
  });

  it('at a pay-first table whose outlet takes cash only, says so and places nothing (B§8)', async () => {
    const details = checkoutPage();
    await renderCheckoutOf(
      KOPI_3,
      checkoutPage({
        session: { ...details.session, qr_source: 'dine_pf', table_id: 41, table_number: 'T1' },
        payment_types: CAFE_PAYMENT_TYPES.filter((type) => type.payment_type === 'cash'),
      }),
    );
    await expect
      .element(
        page.getByText('Unable to place order. Please contact the restaurant or try again later.'),
      )
      .toBeVisible();
    await expect.element(placeOrder()).toBeDisabled();
    await expect
      .element(page.getByRole('radiogroup', { name: 'Payment method' }))
      .not.toBeInTheDocument();
  });

  it('sends a visitor to /login with the checkout to return to', async () => {
    const details = checkoutPage({ user: null, loyalty: null });
    const { router } = await renderCheckoutOf(KOPI_3, details);
    await expect.element(placeOrder()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Log in to order' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    // issue 30: where to return rides in /login's ?redirect=.
    expect(router.state.location.search).toEqual({ redirect: '/checkout' });
  });
});
