import type { BillSplit, SavedCard } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { hear, type Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import {
  PREFERENCE,
  preferenceSaved,
  renderTabCheckout,
  tabCheckoutPage,
  tableStatus,
  tabRereads,
} from '@test/support/open-tab-checkout';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi, type SentCall } from '@test/support/record-api';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import {
  equalSplit,
  ORDER_ID,
  scanAndPayHomePage,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { CheckoutScreen } from '../components/checkout-screen';
import { checkoutPageQuery } from '../hooks/use-checkout-page';
import { checkoutPage, paymentType } from './checkout-fixtures';
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

interface StartBody {
  reference_id: string;
  order_details: Record<string, unknown> & { payment: Record<string, unknown> };
}

/** The server of a diner with a saved Visa: intents start, polls are not answered yet. */
function cardServer(extra: Record<string, (call: SentCall) => Response> = {}) {
  return recordApi({
    [CARDS_PATH]: () => json({ saved_cards: [VISA] }),
    [INTENTS_PATH]: (call) =>
      json({ reference_id: (call.body as { reference_id: string }).reference_id }),
    ...extra,
  });
}

const intentStarts = (sent: SentCall[]) =>
  sent.filter((call) => call.path === INTENTS_PATH && call.method === 'POST');

const waitingText = () => page.getByText('Waiting for the card payment to start…');

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(goToProvider).mockReset();
  subscriptions.clear();
  sessionStorage.clear();
  cleanUp();
});

describe('the open tab pays by connected card (B§4 Connected card provider flow)', () => {
  /** T5's tab checkout offering the connected card first, then PayTabs. */
  const tabCardPage = () =>
    tabCheckoutPage([
      paymentType(8, 'stripe_connect', 'Card'),
      paymentType(3, 'paytabs', 'PayTabs'),
    ]);

  const renderTab = (timers: ManualTimers) => renderTabCheckout(tabCardPage(), { timers });

  /** The reads a saved preference sets off, and the preference itself. */
  const tabRoutes = () => {
    const details = tabCardPage();
    return {
      [PREFERENCE]: preferenceSaved,
      ...tabRereads(details, tableStatus({ pay_for_self: true })),
    };
  };

  const makePayment = () => page.getByRole('button', { name: 'Make Payment' });

  it('starts at once with the saved card (no 10 s delay in an open tab) and ends on /payment-processing', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = cardServer(tabRoutes());
    const { router } = await renderTab(timers);
    await page.getByRole('button', { name: 'No' }).click();
    const cards = page.getByRole('radiogroup', { name: 'Saved cards' });
    await expect.element(cards.getByRole('radio', { name: /Visa.*4242/ })).toBeChecked();
    await makePayment().click();
    // spec: B§4 and B§9, no start delay for dine_ot: the clock has not moved.
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    // The answer to the group prompt is saved before the payment starts.
    const saved = sent.findIndex((call) => call.path === PREFERENCE);
    const started = sent.findIndex((call) => call.path === INTENTS_PATH);
    expect(saved).toBeGreaterThanOrEqual(0);
    expect(saved).toBeLessThan(started);
    const body = intentStarts(sent)[0]?.body as StartBody;
    expect(body.reference_id).toMatch(/^sc_7_\d+_1767225600000_[0-9a-f]{16}$/);
    expect(body.order_details).toMatchObject({
      qr_source: 'dine_ot',
      order_id: 9001,
      payment: {
        payment_type: 'stripe_connect',
        payment_mode: 'card',
        payment_method_id: 'pm_visa_4242',
        is_saved_card: true,
      },
    });
    expect(body.order_details.payment.amount).toBe(body.order_details.total_amount);
    await expect.element(waitingText()).toBeVisible();
    await expect.element(makePayment()).toBeDisabled();
    await hear(subscriptions, `${CHANNEL}${body.reference_id}`, 'payment_succeeded', {
      reference_id: body.reference_id,
    });
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({
      reference: body.reference_id,
      type: 'stripe_connect',
    });
  });

  it('opens the card form for a new card, saved when the diner asks', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = cardServer(tabRoutes());
    await renderTab(timers);
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Pay with a new card' }).click();
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).click();
    await makePayment().click();
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    const body = intentStarts(sent)[0]?.body as StartBody;
    expect(body.order_details.payment).toMatchObject({ payment_mode: 'card', save_card: true });
    expect(body.order_details.payment).not.toHaveProperty('payment_method_id');
    await hear(subscriptions, `${CHANNEL}${body.reference_id}`, 'payment_intent_created', {
      client_secret: 'pi_1_secret_2',
      reference_id: body.reference_id,
      return_url: 'http://localhost/payment-processing',
      confirm_url: CONFIRM_URL,
    });
    expect(goToProvider).toHaveBeenCalledWith({ kind: 'redirect', url: CONFIRM_URL });
  });

  it("shows the provider's message when the card is refused and gives Make Payment back; the next try is a new payment", async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = cardServer(tabRoutes());
    const { store } = await renderTab(timers);
    await page.getByRole('button', { name: 'No' }).click();
    await makePayment().click();
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    const first = intentStarts(sent)[0]?.body as StartBody;
    await hear(subscriptions, `${CHANNEL}${first.reference_id}`, 'payment_intent_failed', {
      error: 'Your card was declined.',
    });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_connect_failed');
    expect(currentResolvedError(store)?.serverMessage).toBe('Your card was declined.');
    await expect.element(makePayment()).toBeEnabled();
    await expect.element(waitingText()).not.toBeInTheDocument();
    expect(goToProvider).not.toHaveBeenCalled();
    timers.advance(1_000);
    await makePayment().click();
    await expect.poll(() => intentStarts(sent)).toHaveLength(2);
    const second = intentStarts(sent)[1]?.body as StartBody;
    expect(second.reference_id).not.toBe(first.reference_id);
  });

  it("gives up after 180 s with 'Payment Failed'", async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = cardServer(tabRoutes());
    const { store } = await renderTab(timers);
    await page.getByRole('button', { name: 'No' }).click();
    await makePayment().click();
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    timers.advance(179_999);
    expect(store.get(currentErrorAtom)).toBeNull();
    timers.advance(1);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('stripe_connect_timeout');
    expect(currentResolvedError(store)?.entry.text?.title).toBe('Payment Failed');
    await expect.element(makePayment()).toBeEnabled();
  });
});

describe('the scan-and-pay checkout pays a share by connected card', () => {
  async function renderSplit(timers: ManualTimers, split: BillSplit) {
    const details = scanAndPayPage();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(checkoutPageQuery().queryKey, {
      ...checkoutPage(),
      session: details.session,
    });
    queryClient.setQueryData(scanAndPayPageQuery().queryKey, details);
    queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, split);
    const store = createStore();
    const rendered = await renderApp(<CheckoutScreen timers={timers} />, {
      homePage: scanAndPayHomePage(details),
      path: '/checkout',
      queryClient,
      store,
    });
    return { ...rendered, store };
  }

  function payingEqualSplit(splitNumber: number) {
    sessionStorage.setItem(
      STORAGE_KEYS.equalSplitBillData,
      JSON.stringify({ selectedSplitNumber: splitNumber, noOfPaidSplits: 0 }),
    );
  }

  const card = () => page.getByRole('radio', { name: 'Card (saved cards)' });

  it('offers the connected card first and starts the share 10 s after Pay, then opens the card form', async () => {
    payingEqualSplit(1);
    const timers = manualTimers(1_767_225_600_000);
    const sent = cardServer();
    const split = equalSplit([7, 0, 0]);
    await renderSplit(timers, split);
    await expect.element(card()).toBeChecked();
    await page.getByRole('button', { name: 'Pay with a new card' }).click();
    const share = split.split_bill_entries[0]?.total_amount ?? '';
    await page.getByRole('button', { name: `Pay SGD ${share}` }).click();
    await expect.element(waitingText()).toBeVisible();
    // spec: B§4 and B§9, scan-and-pay is not dine_ot: the payment starts after 10 s.
    await expect.poll(() => subscriptions.size).toBe(1);
    timers.advance(9_999);
    expect(intentStarts(sent)).toHaveLength(0);
    timers.advance(1);
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    const body = intentStarts(sent)[0]?.body as StartBody;
    expect(body.order_details).toMatchObject({
      qr_source: 'scan_and_pay',
      order_id: ORDER_ID,
      splitBillData: [split.split_bill_entries[0]],
      total_amount: share,
      payment: { payment_type: 'stripe_connect', payment_mode: 'card', amount: share },
    });
    expect(body.order_details.payment).not.toHaveProperty('payment_method_id');
    // B§4: billDetails stored for the payment-completed screen.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.billDetails) ?? 'null')).toMatchObject({
      split_type: 'equal',
      split_number: 1,
    });
    await hear(subscriptions, `${CHANNEL}${body.reference_id}`, 'payment_intent_created', {
      client_secret: 'pi_1_secret_2',
      reference_id: body.reference_id,
      return_url: 'http://localhost/payment-processing',
      confirm_url: CONFIRM_URL,
    });
    expect(goToProvider).toHaveBeenCalledWith({ kind: 'redirect', url: CONFIRM_URL });
  });

  it('says on the screen when someone else took the part first, and gives Pay back', async () => {
    payingEqualSplit(1);
    const timers = manualTimers(1_767_225_600_000);
    const split = equalSplit([7, 0, 0]);
    const sent = cardServer({
      [INTENTS_PATH]: () =>
        json({ error: 'Someone has paid this part', error_id: 'split_part_taken' }, 409),
      [`/dine-in/scan-and-pay/v1/orders/${String(ORDER_ID)}/split`]: () => json(split),
    });
    const { store } = await renderSplit(timers, split);
    const share = split.split_bill_entries[0]?.total_amount ?? '';
    const pay = page.getByRole('button', { name: `Pay SGD ${share}` });
    await pay.click();
    timers.advance(10_000);
    await expect.poll(() => intentStarts(sent)).toHaveLength(1);
    await expect
      .element(page.getByText('Someone else has just picked or paid this part', { exact: false }))
      .toBeVisible();
    expect(store.get(currentErrorAtom)).toBeNull();
    await expect.element(waitingText()).not.toBeInTheDocument();
  });
});
