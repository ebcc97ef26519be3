import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { FAKE_INTENT, installFakeStripeJs, stripeJs } from '@test/support/fake-stripe-js';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { checkoutPage, paymentType } from '../../__tests__/checkout-fixtures';
import { STRIPE_ORDER_RETRY_MS } from '../use-stripe-direct-payment';
import { renderCheckout } from '../../__tests__/render-checkout';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

const ORDERS_PATH = '/payments/stripe/v1/orders';
const INTENTS_PATH = '/payments/stripe/v1/payment_intents';
const INTENT = FAKE_INTENT;
const SECRET = `${INTENT}_secret_Tabula`;

interface Call {
  path: string;
  body: {
    order_details: { payment: Record<string, unknown>; total_amount: string };
    reference_code?: string;
    save_card?: boolean;
  };
  key: string | null;
}

/** Our server: records every call; answers the intent and the Stripe order as told. */
function server(
  order: () => Response | Promise<Response> = () => json({}),
  intent: () => Response | Promise<Response> = () =>
    json({ payment_intent_id: INTENT, client_secret: SECRET }),
) {
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
    if (url.pathname === INTENTS_PATH) return Promise.resolve(intent());
    return Promise.resolve(json({ error: `no mock for ${url.pathname}` }, 500));
  });
  return sent;
}

beforeAll(installFakeStripeJs);

async function renderStripeCheckout(timers: ManualTimers, user?: { is_guest: boolean }) {
  const base = checkoutPage();
  const details = checkoutPage({
    ...(user === undefined || base.user === null ? {} : { user: { ...base.user, ...user } }),
    payment_types: [
      {
        ...paymentType(2, 'stripe', 'Card (Stripe)'),
        public_key: 'pk_test_tabula',
        stripe_js_url: null,
      },
    ],
  });
  return renderCheckout(details, { timers });
}

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const sheet = () => page.getByRole('dialog', { name: 'Pay by card' });
const payNow = () => page.getByRole('button', { name: 'Pay now' });
const ordersOf = (sent: Call[]) => sent.filter((call) => call.path === ORDERS_PATH);
const intentsOf = (sent: Call[]) => sent.filter((call) => call.path === INTENTS_PATH);

/** Places the order and types a card in Stripe's field. */
async function placeAndTypeCard(): Promise<void> {
  await placeOrder().click();
  await expect.element(page.getByLabelText('Card field')).toBeInTheDocument();
  await expect.element(payNow()).toBeDisabled();
  stripeJs.typeCard();
  await expect.element(payNow()).toBeEnabled();
}

beforeEach(addCsrfToken);
beforeEach(() => {
  stripeJs.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('CheckoutScreen with Stripe direct (B§7 payments/stripe/v1/orders)', () => {
  it("confirms the card with Stripe.js against the server's intent, then sends the order and shows the result", async () => {
    const sent = server();
    const { router } = await renderStripeCheckout(manualTimers(1_767_225_600_000));
    await placeAndTypeCard();
    expect(stripeJs.keys).toEqual([{ key: 'pk_test_tabula', locale: 'en' }]);
    // Nothing is asked of the server before Pay.
    expect(sent).toHaveLength(0);
    await expect.element(placeOrder()).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Save this card for next time' }).click();
    await payNow().click();
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    const [intent] = intentsOf(sent);
    const reference = intent?.body.reference_code ?? '';
    expect(reference).toMatch(/^sd_7_\d+_1767225600000_[0-9a-f]{16}$/);
    expect(intent?.body.save_card).toBe(true);
    expect(intent?.body.order_details.payment).toMatchObject({ payment_type: 'stripe' });
    expect(intent?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stripeJs.confirmed.map((call) => call.secret)).toEqual([SECRET]);
    const order = ordersOf(sent)[0];
    expect(order?.body.order_details.payment).toMatchObject({
      payment_type: 'stripe',
      save_card: true,
      transaction_id: INTENT,
      reference_code: reference,
      total_amount: order?.body.order_details.total_amount,
    });
    expect(order?.key).toMatch(/^[0-9a-f]{32}$/);
    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'stripe' });
  });

  it('never offers a guest to keep the card, and sends save_card false', async () => {
    const sent = server();
    await renderStripeCheckout(manualTimers(0), { is_guest: true });
    await placeAndTypeCard();
    await expect
      .element(page.getByRole('checkbox', { name: 'Save this card for next time' }))
      .not.toBeInTheDocument();
    await payNow().click();
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    expect(intentsOf(sent)[0]?.body.save_card).toBe(false);
    expect(ordersOf(sent)[0]?.body.order_details.payment).toMatchObject({ save_card: false });
  });

  it("a declined card shows Stripe's reason in the sheet; another card pays the same intent", async () => {
    const sent = server();
    stripeJs.results.push({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await renderStripeCheckout(manualTimers(0));
    await placeAndTypeCard();
    await payNow().click();
    await expect.element(sheet().getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(ordersOf(sent)).toHaveLength(0);
    await payNow().click();
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    expect(intentsOf(sent)).toHaveLength(1);
    expect(stripeJs.confirmed.map((call) => call.secret)).toEqual([SECRET, SECRET]);
  });

  it('closing the sheet gives the payment up silently: nothing sent, Place Order again', async () => {
    const sent = server();
    const { store } = await renderStripeCheckout(manualTimers(0));
    await placeAndTypeCard();
    await sheet().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.element(placeOrder()).toBeEnabled();
    expect(sent).toHaveLength(0);
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('an order the server refuses before the card is charged is told, and no card is confirmed', async () => {
    const sent = server(undefined, () =>
      json(
        {
          error: 'The order total has changed. Please review your order.',
          error_id: 'order_total_amount_mismatch',
        },
        422,
      ),
    );
    const { store } = await renderStripeCheckout(manualTimers(0));
    await placeAndTypeCard();
    await payNow().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('order_total_mismatch');
    await expect.element(sheet()).not.toBeInTheDocument();
    expect(stripeJs.confirmed).toHaveLength(0);
    expect(ordersOf(sent)).toHaveLength(0);
    await expect.element(placeOrder()).toBeEnabled();
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
    await placeAndTypeCard();
    await payNow().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_amount_mismatch');
    await expect.element(placeOrder()).toBeEnabled();
    // The server answered: the next Place Order is a new payment with a new intent.
    await placeAndTypeCard();
    await payNow().click();
    await expect.poll(() => intentsOf(sent)).toHaveLength(2);
    const [first, second] = intentsOf(sent);
    expect(second?.body.reference_code).not.toBe(first?.body.reference_code);
  });

  it('a lost answer is asked again with the same key, and after that Place Order resends it, never a second card payment', async () => {
    let answers = 0;
    const sent = server(() => {
      answers += 1;
      return answers <= 3 ? Promise.reject(new TypeError('Failed to fetch')) : json({});
    });
    const timers = manualTimers(0);
    const { store, router } = await renderStripeCheckout(timers);
    await placeAndTypeCard();
    await payNow().click();
    await expect.poll(() => ordersOf(sent)).toHaveLength(1);
    const reference = intentsOf(sent)[0]?.body.reference_code;
    timers.advance(STRIPE_ORDER_RETRY_MS);
    await expect.poll(() => ordersOf(sent)).toHaveLength(2);
    timers.advance(STRIPE_ORDER_RETRY_MS * 2);
    await expect.poll(() => ordersOf(sent)).toHaveLength(3);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_payment_failed');
    await expect.element(placeOrder()).toBeEnabled();

    await placeOrder().click();
    await expect.poll(() => ordersOf(sent)).toHaveLength(4);
    await expect.element(sheet()).not.toBeInTheDocument();
    const keys = new Set(ordersOf(sent).map((call) => call.key));
    expect(keys.size).toBe(1);
    expect(
      new Set(ordersOf(sent).map((call) => call.body.order_details.payment.transaction_id)),
    ).toEqual(new Set([INTENT]));
    expect(stripeJs.confirmed).toHaveLength(1);
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'stripe' });
  });
});
