import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { checkoutPage, paymentType } from '../../__tests__/checkout-fixtures';
import { STRIPE_ORDER_RETRY_MS } from '../use-stripe-direct-payment';
import { renderCheckout } from '../../__tests__/render-checkout';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

const ORDERS_PATH = '/payments/stripe/v1/orders';
const PAGE_ORIGIN = 'http://127.0.0.1:9';
const PAGE_URL = `${PAGE_ORIGIN}/stripe/card-element`;
const INTENT = 'pi_3Pq2Xy0Cafe1234';

interface Call {
  path: string;
  body: { order_details: { payment: Record<string, unknown>; total_amount: string } };
  key: string | null;
}

/** Our server: records every call; answers the Stripe order as `order` says. */
function server(order: () => Response | Promise<Response> = () => json({})) {
  const sent: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, location.origin);
    const text = typeof init?.body === 'string' ? init.body : 'null';
    sent.push({
      path: url.pathname,
      body: JSON.parse(text) as Call['body'],
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    if (url.pathname === ORDERS_PATH) return Promise.resolve(order());
    return Promise.resolve(json({ error: `no mock for ${url.pathname}` }, 500));
  });
  return sent;
}

async function renderStripeCheckout(timers: ManualTimers, user?: { is_guest: boolean }) {
  const base = checkoutPage();
  const details = checkoutPage({
    ...(user === undefined || base.user === null ? {} : { user: { ...base.user, ...user } }),
    payment_types: [
      {
        ...paymentType(2, 'stripe', 'Card (Stripe)'),
        public_key: 'pk_sandbox_tabula',
        stripe_card_page_url: PAGE_URL,
      },
    ],
  });
  return renderCheckout(details, { timers });
}

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const cardFrame = () => page.getByTitle('Card payment form');
const ordersOf = (sent: Call[]) => sent.filter((call) => call.path === ORDERS_PATH);

/** Places the order; returns the card page's address once it is framed. */
async function placeAndOpenCardPage(): Promise<URL> {
  await placeOrder().click();
  await expect.element(cardFrame()).toBeVisible();
  return new URL(cardFrame().element().getAttribute('src') ?? '');
}

/** The card page tells the app how the payment went. */
function pageSays(data: Record<string, unknown>, origin = PAGE_ORIGIN) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      data: {
        source: 'tabula-card-sandbox',
        type: 'stripe_payment_result',
        payment_intent: INTENT,
        status: 'succeeded',
        ...data,
      },
    }),
  );
}

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('CheckoutScreen with Stripe direct (B§7 payments/stripe/v1/orders)', () => {
  it('frames the card page for the payment, then sends the order with the paid intent and shows the result', async () => {
    const sent = server();
    const { router } = await renderStripeCheckout(manualTimers(1_767_225_600_000));
    const address = await placeAndOpenCardPage();
    expect(`${address.origin}${address.pathname}`).toBe(PAGE_URL);
    const reference = address.searchParams.get('reference') ?? '';
    expect(reference).toMatch(/^sd_7_\d+_1767225600000_[0-9a-f]{16}$/);
    // Two kopi at the cafe's SGD price, in cents; nothing is sent before the card is paid.
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      key: 'pk_sandbox_tabula',
      currency: 'sgd',
      locale: 'en',
    });
    expect(address.searchParams.get('amount')).toMatch(/^[1-9]\d*$/);
    expect(ordersOf(sent)).toHaveLength(0);
    await expect.element(placeOrder()).toBeDisabled();

    // A message of another origin, or of another payment, is not believed.
    pageSays({ reference }, 'http://evil.example');
    pageSays({ reference: 'sd_7_1_0_ffffffffffffffff' });
    await expect.element(cardFrame()).toBeVisible();

    await page.getByRole('checkbox', { name: 'Save this card for next time' }).click();
    pageSays({ reference });
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    const order = ordersOf(sent)[0];
    expect(order?.body.order_details.payment).toMatchObject({
      payment_type: 'stripe',
      save_card: true,
      transaction_id: INTENT,
      reference_code: reference,
      total_amount: order?.body.order_details.total_amount,
    });
    expect(order?.key).toMatch(/^[0-9a-f]{32}$/);
    await expect.element(cardFrame()).not.toBeInTheDocument();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'stripe' });
  });

  it('never offers a guest to keep the card, and sends save_card false', async () => {
    const sent = server();
    await renderStripeCheckout(manualTimers(0), { is_guest: true });
    const address = await placeAndOpenCardPage();
    await expect
      .element(page.getByRole('checkbox', { name: 'Save this card for next time' }))
      .not.toBeInTheDocument();
    pageSays({ reference: address.searchParams.get('reference') });
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    expect(ordersOf(sent)[0]?.body.order_details.payment).toMatchObject({ save_card: false });
  });

  it('Cancel on the page gives the payment up silently: nothing sent, Place Order again', async () => {
    const sent = server();
    const { store } = await renderStripeCheckout(manualTimers(0));
    const address = await placeAndOpenCardPage();
    pageSays({ reference: address.searchParams.get('reference'), status: 'canceled' });
    await expect.element(cardFrame()).not.toBeInTheDocument();
    await expect.element(placeOrder()).toBeEnabled();
    expect(ordersOf(sent)).toHaveLength(0);
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('a failed 3-D Secure leaves the page open for another card', async () => {
    const sent = server();
    await renderStripeCheckout(manualTimers(0));
    const address = await placeAndOpenCardPage();
    pageSays({ reference: address.searchParams.get('reference'), status: 'failed' });
    await expect.element(cardFrame()).toBeVisible();
    expect(ordersOf(sent)).toHaveLength(0);
  });

  it('a refund for a differing amount is told, and Place Order comes back for a new payment', async () => {
    const sent = server(() =>
      json(
        {
          error: 'The amount charged on the card does not match the order',
          error_id: 'stripe_amount_mismatch',
        },
        422,
      ),
    );
    const { store } = await renderStripeCheckout(manualTimers(0));
    const first = await placeAndOpenCardPage();
    pageSays({ reference: first.searchParams.get('reference') });
    await expect
      .poll(() => store.get(currentErrorAtom)?.resolved.id)
      .toBe('stripe_amount_mismatch');
    await expect.element(placeOrder()).toBeEnabled();
    // The server answered: the next Place Order is a new payment on the card page.
    const second = await placeAndOpenCardPage();
    expect(second.searchParams.get('reference')).not.toBe(first.searchParams.get('reference'));
    expect(ordersOf(sent)).toHaveLength(1);
  });

  it('a lost answer is asked again with the same key, and after that Place Order resends it, never a second card payment', async () => {
    let answers = 0;
    const sent = server(() => {
      answers += 1;
      return answers <= 3 ? Promise.reject(new TypeError('Failed to fetch')) : json({});
    });
    const timers = manualTimers(0);
    const { store, router } = await renderStripeCheckout(timers);
    const address = await placeAndOpenCardPage();
    const reference = address.searchParams.get('reference');
    pageSays({ reference });
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    timers.advance(STRIPE_ORDER_RETRY_MS);
    await expect.poll(() => ordersOf(sent)).toHaveLength(2);
    timers.advance(STRIPE_ORDER_RETRY_MS * 2);
    await expect.poll(() => ordersOf(sent)).toHaveLength(3);
    await expect.poll(() => store.get(currentErrorAtom)?.resolved.id).toBe('stripe_payment_failed');
    await expect.element(placeOrder()).toBeEnabled();

    await placeOrder().click();
    await expect.poll(() => ordersOf(sent)).toHaveLength(4);
    await expect.element(cardFrame()).not.toBeInTheDocument();
    const keys = new Set(ordersOf(sent).map((call) => call.key));
    expect(keys.size).toBe(1);
    expect(
      new Set(ordersOf(sent).map((call) => call.body.order_details.payment.transaction_id)),
    ).toEqual(new Set([INTENT]));
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'stripe' });
  });
});
