import type { SavedCard } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { hear, type Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { MEMBER } from '@/lib/bill/__tests__/fixtures';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import type { CheckoutPage } from '../hooks/use-checkout-page';
import { checkoutPage, paymentType } from './checkout-fixtures';
import { renderCheckout } from './render-checkout';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);
vi.mock('@/lib/payment-attempt/go-to-provider', () => ({ goToProvider: vi.fn() }));

const CARDS_PATH = '/sapaad_payments/stripe_connect/v1/cards';
const INTENTS_PATH = '/sapaad_payments/stripe_connect/v1/payment_intents';
const CHANNEL = 'private_stripe_connect_transaction_';
const CONFIRM_URL = 'http://localhost:4001/confirm/pi_1_secret_2';

const VISA: SavedCard = {
  id: 11,
  card_token: 'pm_visa_4242',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2099,
};
const MASTERCARD: SavedCard = {
  id: 12,
  card_token: 'pm_mc_4444',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 12,
  exp_year: 2098,
};

/** The cafe's walk-in checkout offering only the connected card. */
function cardCheckout(overrides: Partial<CheckoutPage> = {}): CheckoutPage {
  return checkoutPage({ payment_types: [paymentType(8, 'stripe_connect', 'Card')], ...overrides });
}

const GUEST = { ...MEMBER, id: 9, name: null, email: null, is_guest: true, has_loyalty: false };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch with `answer` and records every call. */
function fakeApi(answer: (call: Call) => Response | undefined): Call[] {
  const sent: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: text === null ? null : JSON.parse(text),
    };
    sent.push(call);
    return Promise.resolve(answer(call) ?? json({ error: `no mock for ${url.pathname}` }, 500));
  });
  return sent;
}

/** The server of a diner with saved cards: the intent is started; polls answer `poll`. */
function cardServer(options: { cards?: SavedCard[]; poll?: () => Response } = {}) {
  const cards = options.cards ?? [VISA, MASTERCARD];
  return fakeApi((call) => {
    if (call.path === CARDS_PATH) return json({ saved_cards: cards });
    if (call.path === INTENTS_PATH && call.method === 'POST') {
      const body = call.body as { reference_id: string };
      return json({ reference_id: body.reference_id });
    }
    if (call.path.startsWith(`${INTENTS_PATH}/`)) {
      return options.poll?.() ?? json({ error: 'unavailable' }, 503);
    }
    return undefined;
  });
}

function renderCardCheckout(timers: ManualTimers, details: CheckoutPage = cardCheckout()) {
  return renderCheckout(details, { timers });
}

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const saveCard = () => page.getByRole('checkbox', { name: 'Save this card for next time' });
const intentStarts = (sent: Call[]) =>
  sent.filter((call) => call.path === INTENTS_PATH && call.method === 'POST');
const polls = (sent: Call[]) => sent.filter((call) => call.path.startsWith(`${INTENTS_PATH}/`));

interface StartBody {
  reference_id: string;
  order_details: { payment: Record<string, unknown> };
}

/** Places the order and lets the 10 s start delay pass; returns what the intent was asked with. */
async function placeAndStart(timers: ManualTimers, sent: Call[]): Promise<StartBody> {
  await placeOrder().click();
  await expect.element(page.getByText('Waiting for the card payment to start…')).toBeVisible();
  timers.advance(10_000);
  await expect.poll(() => intentStarts(sent)).toHaveLength(1);
  return intentStarts(sent)[0]?.body as StartBody;
}

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(goToProvider).mockReset();
  subscriptions.clear();
  cleanUp();
});

describe('CheckoutScreen with the connected card (B§4 Connected card provider flow)', () => {
  it("lists a registered diner's saved cards, and the save option only for a new card", async () => {
    cardServer();
    await renderCardCheckout(manualTimers(0));
    const cards = page.getByRole('radiogroup', { name: 'Saved cards' });
    await expect.element(cards.getByRole('radio', { name: /Visa.*4242.*04\/99/ })).toBeChecked();
    await expect.element(cards.getByRole('radio', { name: /Mastercard.*4444/ })).toBeVisible();
    await expect.element(saveCard()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Pay with a new card' }).click();
    await expect.element(saveCard()).not.toBeChecked();
    await expect
      .element(page.getByRole('radiogroup', { name: 'Saved cards' }))
      .not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Use a saved card' }).click();
    await expect.element(cards.getByRole('radio', { name: /Visa/ })).toBeVisible();
  });

  it('offers a guest only a new card, without saving it, and never asks for saved cards', async () => {
    const sent = cardServer();
    await renderCardCheckout(manualTimers(0), cardCheckout({ user: GUEST, loyalty: null }));
    await expect
      .element(
        page.getByText("You will type your card on the card provider's secure page", {
          exact: false,
        }),
      )
      .toBeVisible();
    await expect.element(saveCard()).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('radiogroup', { name: 'Saved cards' }))
      .not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === CARDS_PATH)).toHaveLength(0);
  });

  it('pays with a saved card after 10 s, sending its token, and ends on /payment-processing when paid', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = cardServer();
    const { router } = await renderCardCheckout(timers);
    await page.getByRole('radio', { name: /Mastercard/ }).click();
    await placeOrder().click();
    await expect.element(placeOrder()).toBeDisabled();
    timers.advance(9_999);
    // spec: B§9, the payment starts 10 s after Place Order outside an open tab.
    await expect.poll(() => subscriptions.size).toBe(1);
    expect(intentStarts(sent)).toHaveLength(0);
    timers.advance(1);
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    const body = intentStarts(sent)[0]?.body as StartBody;
    expect(body.reference_id).toMatch(/^sc_7_\d+_1767225600000_[0-9a-f]{16}$/);
    expect(body.order_details.payment).toMatchObject({
      payment_type: 'stripe_connect',
      payment_mode: 'card',
      payment_method_id: 'pm_mc_4444',
    });
    expect(body.order_details.payment).not.toHaveProperty('save_card');
    await hear(subscriptions, `${CHANNEL}${body.reference_id}`, 'payment_succeeded', {
      reference_id: body.reference_id,
    });
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({
      reference: body.reference_id,
      type: 'stripe_connect',
    });
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it("opens the provider's card form for a new card once the intent is created", async () => {
    const timers = manualTimers(0);
    const sent = cardServer();
    await renderCardCheckout(timers);
    await page.getByRole('button', { name: 'Pay with a new card' }).click();
    await saveCard().click();
    const body = await placeAndStart(timers, sent);
    expect(body.order_details.payment).toMatchObject({ payment_mode: 'card', save_card: true });
    expect(body.order_details.payment).not.toHaveProperty('payment_method_id');
    await hear(subscriptions, `${CHANNEL}${body.reference_id}`, 'payment_intent_created', {
      client_secret: 'pi_1_secret_2',
      reference_id: body.reference_id,
      return_url: `http://localhost/payment-processing?reference=${body.reference_id}&type=stripe_connect`,
      confirm_url: CONFIRM_URL,
    });
    await expect
      .poll(() => vi.mocked(goToProvider).mock.calls[0]?.[0])
      .toEqual({ kind: 'redirect', url: CONFIRM_URL });
  });

  it("shows the provider's message when the intent fails, and gives Place Order back", async () => {
    const timers = manualTimers(0);
    const sent = cardServer();
    const { store } = await renderCardCheckout(timers);
    const body = await placeAndStart(timers, sent);
    await hear(subscriptions, `${CHANNEL}${body.reference_id}`, 'payment_intent_failed', {
      error: 'Your card was declined.',
    });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_connect_failed');
    expect(currentResolvedError(store)?.serverMessage).toBe('Your card was declined.');
    await expect.element(placeOrder()).toBeEnabled();
    await expect
      .element(page.getByText('Waiting for the card payment to start…'))
      .not.toBeInTheDocument();
    expect(goToProvider).not.toHaveBeenCalled();
    // A new attempt is a new payment with its own reference.
    await placeOrder().click();
    timers.advance(10_000);
    await expect.poll(() => intentStarts(sent)).toHaveLength(2);
    const again = intentStarts(sent)[1]?.body as StartBody;
    expect(again.reference_id).not.toBe(body.reference_id);
  });

  it('polls the intent every 20 s from the start and opens the card form it names', async () => {
    const timers = manualTimers(0);
    let secret: string | null = null;
    const sent = cardServer({
      poll: () =>
        secret === null
          ? json({ error: 'unavailable' }, 503)
          : json({
              data: {
                client_secret: secret,
                reference_id: 'ref',
                return_url: '/payment-processing?reference=ref&type=stripe_connect',
                confirm_url: CONFIRM_URL,
              },
            }),
    });
    const { queryClient } = await renderCardCheckout(timers);
    const body = await placeAndStart(timers, sent);
    timers.advance(19_999);
    expect(polls(sent)).toHaveLength(0);
    timers.advance(1);
    await expect.poll(() => polls(sent)).toHaveLength(1);
    expect(polls(sent)[0]?.path).toBe(`${INTENTS_PATH}/${body.reference_id}`);
    // A passing failure is asked again on the next turn, without a popup.
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    await expect.element(placeOrder()).toBeDisabled();
    secret = 'pi_1_secret_2';
    timers.advance(20_000);
    await expect.poll(() => polls(sent)).toHaveLength(2);
    await expect
      .poll(() => vi.mocked(goToProvider).mock.calls[0]?.[0])
      .toEqual({ kind: 'redirect', url: CONFIRM_URL });
  });

  it("gives up after 180 s with 'Payment Failed' and gives Place Order back", async () => {
    const timers = manualTimers(0);
    const sent = cardServer();
    const { store, queryClient } = await renderCardCheckout(timers);
    await placeAndStart(timers, sent);
    for (let turn = 1; turn <= 8; turn++) {
      timers.advance(20_000);
      await expect.poll(() => polls(sent)).toHaveLength(turn);
      await expect.poll(() => queryClient.isFetching()).toBe(0);
    }
    // 10 s + 8 × 20 s = 170 s: still waiting.
    expect(store.get(currentErrorAtom)).toBeNull();
    await expect.element(placeOrder()).toBeDisabled();
    timers.advance(10_000);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_connect_timeout');
    expect(currentResolvedError(store)?.entry.text?.title).toBe('Payment Failed');
    await expect.element(placeOrder()).toBeEnabled();
    timers.advance(60_000);
    expect(polls(sent)).toHaveLength(8);
  });

  it("says 'oops' when a poll fails for good, and gives Place Order back", async () => {
    const timers = manualTimers(0);
    const sent = cardServer({
      poll: () => json({ error: 'Not found', error_id: 'not_found' }, 404),
    });
    const { store } = await renderCardCheckout(timers);
    await placeAndStart(timers, sent);
    timers.advance(20_000);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_connect_poll_failed');
    await expect.element(placeOrder()).toBeEnabled();
  });

  it("shows the provider's message when a poll finds the intent ended unpaid", async () => {
    const timers = manualTimers(0);
    const sent = cardServer({
      poll: () => json({ error: 'Card declined', error_id: 'payment_intent_failed' }, 422),
    });
    const { store } = await renderCardCheckout(timers);
    await placeAndStart(timers, sent);
    timers.advance(20_000);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_connect_failed');
    expect(currentResolvedError(store)?.serverMessage).toBe('Card declined');
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('deletes a saved card after the diner confirms it', async () => {
    const sent = cardServer();
    await renderCardCheckout(manualTimers(0));
    await page.getByRole('button', { name: 'Delete card' }).first().click();
    await expect
      .element(page.getByText('Visa ending in 4242 will be removed from your saved cards.'))
      .toBeVisible();
    expect(sent.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete card' }).click();
    await expect
      .poll(() => sent.filter((call) => call.method === 'DELETE').map((call) => call.path))
      .toEqual([`${CARDS_PATH}/11`]);
  });
});
