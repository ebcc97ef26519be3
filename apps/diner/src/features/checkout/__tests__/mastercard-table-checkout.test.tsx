import type { BillSplit } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import type { fakeHostedSession } from '@test/support/fake-payment-session';
import { cardSaved, lastCallbacks } from '@test/support/fake-payment-session';
import { FakeApplePaySession, stubApplePay } from '@test/support/fake-apple-pay-session';
import type { Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import {
  PREFERENCE,
  preferenceSaved,
  renderTabCheckout,
  tabCheckoutPage,
  TABLE_STATUS,
  tableStatus,
  tabRereads,
} from '@test/support/open-tab-checkout';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { noContent, recordApi, type SentCall } from '@test/support/record-api';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { tabOrder } from '@/lib/open-tab/__tests__/tab-fixtures';
import {
  equalSplit,
  itemsEntry,
  manualSplit,
  ORDER_ID,
  PATHS,
  scanAndPayHomePage,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { CheckoutScreen } from '../components/checkout-screen';
import { checkoutPageQuery } from '../hooks/use-checkout-page';
import { checkoutPage, paymentType } from './checkout-fixtures';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);
const hosted = vi.hoisted(() => ({ state: null as ReturnType<typeof fakeHostedSession> | null }));
vi.mock('../mastercard/card/load-hosted-session', async () => {
  const { fakeHostedSession: fresh, fakeHostedSessionModule } =
    await import('@test/support/fake-payment-session');
  hosted.state = fresh();
  return fakeHostedSessionModule(hosted.state);
});

const SESSIONS_PATH = '/sapaad_payments/mastercard/v1/sessions';
const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const INITIATE_PATH = `${DIRECT}/authentications/initiate`;
const COMPLETE_PATH = `${DIRECT}/authentications/complete`;
const STATUS_PATH = `${DIRECT}/tmp_orders/update_payment_status`;
const PAYMENT_CHANNEL = 'private_mastercard_transaction_';
const SESSION_ID = 'SESSION0001';

const GATEWAY_TYPE = {
  ...paymentType(9, 'mastercard', 'Mastercard gateway'),
  hosted_session_script_url: 'http://127.0.0.1:9/form/version/100/merchant/CAFE01/session.js',
};

interface SessionBody {
  reference_id: string;
  order_details: Record<string, unknown> & { payment: Record<string, unknown> };
}

/** The Mastercard gateway's calls: a session, a frictionless payer. */
const gatewayRoutes = () => ({
  [SESSIONS_PATH]: () => json({ data: { session_id: SESSION_ID } }),
  [INITIATE_PATH]: () =>
    json({ authentication_available: true, gateway_recommendation: 'PROCEED' }),
  [COMPLETE_PATH]: () =>
    json({
      gateway_recommendation: 'PROCEED',
      payerInteraction: 'NOT_REQUIRED',
      redirect_html: null,
    }),
  [STATUS_PATH]: () => noContent(),
});

const callsTo = (sent: SentCall[], path: string) => sent.filter((call) => call.path === path);
const cardForm = () => page.getByTestId('mastercard-card-form');
const closeCardForm = () =>
  page.getByRole('dialog', { name: 'Pay by card' }).getByRole('button', { name: 'Cancel' });

/** The fake session.js's state (made by the module's mock). */
function gateway() {
  if (hosted.state === null) throw new Error('the hosted session module was not mocked');
  return hosted.state;
}

/** session.js draws the session's fields; the diner types a card and presses Pay. */
async function cardTyped() {
  await expect.poll(() => gateway().configurations.at(-1)?.session).toBe(SESSION_ID);
  lastCallbacks(gateway()).initialized({ status: 'ok' });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect.poll(() => gateway().updates).toHaveLength(1);
  lastCallbacks(gateway()).formSessionUpdate(cardSaved(SESSION_ID));
}

beforeEach(addCsrfToken);
beforeEach(() => {
  Object.assign(gateway(), { loadFails: false, loads: [], configurations: [], updates: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  subscriptions.clear();
  sessionStorage.clear();
  cleanUp();
});

describe('the open tab pays through the Mastercard gateway (B§4 Mastercard)', () => {
  /** T5's tab checkout offering the Mastercard gateway first, then PayTabs. */
  const tabGatewayPage = () =>
    tabCheckoutPage([GATEWAY_TYPE, paymentType(3, 'paytabs', 'PayTabs')]);

  const tabServer = () => {
    const details = tabGatewayPage();
    return recordApi({
      ...gatewayRoutes(),
      [PREFERENCE]: preferenceSaved,
      ...tabRereads(details, tableStatus({ pay_for_self: true })),
    });
  };

  const renderTab = (timers: ManualTimers) => renderTabCheckout(tabGatewayPage(), { timers });

  const makePayment = () => page.getByRole('button', { name: 'Make Payment' });

  it("offers the gateway and pays the member's share on its card form, after saving the preference", async () => {
    const sent = tabServer();
    const { router } = await renderTab(manualTimers(1_767_225_600_000));
    await page.getByRole('button', { name: 'No' }).click();
    await expect.element(page.getByRole('radio', { name: 'Mastercard gateway' })).toBeChecked();
    await makePayment().click();
    await expect.poll(() => callsTo(sent, SESSIONS_PATH)).toHaveLength(1);
    // spec: B§4, the answer to the group prompt is saved before the payment starts.
    const saved = sent.findIndex((call) => call.path === PREFERENCE);
    expect(saved).toBeGreaterThanOrEqual(0);
    expect(saved).toBeLessThan(sent.findIndex((call) => call.path === SESSIONS_PATH));
    const body = callsTo(sent, SESSIONS_PATH)[0]?.body as SessionBody;
    expect(body.reference_id).toMatch(/^mc_7_\d+_1767225600000_[0-9a-f]{16}$/);
    expect(body.order_details).toMatchObject({
      qr_source: 'dine_ot',
      order_id: 9001,
      payment: { payment_type: 'mastercard', id: GATEWAY_TYPE.id },
    });
    expect(body.order_details.payment.amount).toBe(body.order_details.total_amount);
    // The diner's own orders only: less than the whole tab.
    expect(body.order_details.total_amount).not.toBe(tabOrder().order_details.total_amount);
    expect(subscriptions.has(`${PAYMENT_CHANNEL}${body.reference_id}`)).toBe(true);
    await expect.element(cardForm()).toBeVisible();
    await expect
      .element(page.getByText('Finishing the payment with the card gateway…'))
      .toBeVisible();
    await expect.element(makePayment()).toBeDisabled();

    await cardTyped();
    await expect.poll(() => callsTo(sent, COMPLETE_PATH)).toHaveLength(1);
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({
      reference: body.reference_id,
      type: 'mastercard',
    });
  });

  it('closing the card form declines the payment, reads the table again and gives Make Payment back', async () => {
    const sent = tabServer();
    const { store } = await renderTab(manualTimers(0));
    await page.getByRole('button', { name: 'No' }).click();
    await makePayment().click();
    await expect.element(cardForm()).toBeVisible();
    const { reference_id } = callsTo(sent, SESSIONS_PATH)[0]?.body as SessionBody;
    const readsBefore = callsTo(sent, TABLE_STATUS).length;
    await closeCardForm().click();
    await expect.poll(() => callsTo(sent, STATUS_PATH)).toHaveLength(1);
    expect(callsTo(sent, STATUS_PATH)[0]).toMatchObject({
      method: 'PUT',
      body: { reference_id, status: 'declined' },
    });
    await expect.element(makePayment()).toBeEnabled();
    await expect.poll(() => callsTo(sent, TABLE_STATUS).length).toBeGreaterThan(readsBefore);
    expect(store.get(currentErrorAtom)).toBeNull();
  });
});

describe('the scan-and-pay checkout pays a part through the Mastercard gateway (B§3, B§4)', () => {
  function splitServer(split: BillSplit) {
    return recordApi({ ...gatewayRoutes(), [PATHS.split]: () => json(split) });
  }

  async function renderSplit(timers: ManualTimers, split: BillSplit) {
    const details = { ...scanAndPayPage(), payment_types: [GATEWAY_TYPE] };
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

  it('starts an equal share on the card form at once (no delay) and ends on /payment-processing', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.equalSplitBillData,
      JSON.stringify({ selectedSplitNumber: 1, noOfPaidSplits: 0 }),
    );
    const split = equalSplit([7, 0, 0]);
    const sent = splitServer(split);
    const { router } = await renderSplit(manualTimers(1_767_225_600_000), split);
    await expect.element(page.getByRole('radio', { name: 'Mastercard gateway' })).toBeChecked();
    const share = split.split_bill_entries[0]?.total_amount ?? '';
    await page.getByRole('button', { name: `Pay SGD ${share}` }).click();
    // The clock has not moved: the gateway's session is asked for in the tap.
    await expect.poll(() => callsTo(sent, SESSIONS_PATH)).toHaveLength(1);
    const body = callsTo(sent, SESSIONS_PATH)[0]?.body as SessionBody;
    expect(body.reference_id).toMatch(/^mc_7_\d+_1767225600000_[0-9a-f]{16}$/);
    expect(body.order_details).toMatchObject({
      qr_source: 'scan_and_pay',
      order_id: ORDER_ID,
      splitBillData: [split.split_bill_entries[0]],
      total_amount: share,
      payment: { payment_type: 'mastercard', amount: share },
    });
    // B§4: billDetails stored for the payment-completed screen.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.billDetails) ?? 'null')).toMatchObject({
      split_type: 'equal',
      split_number: 1,
    });
    await expect.element(cardForm()).toBeVisible();
    await cardTyped();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({
      reference: body.reference_id,
      type: 'mastercard',
    });
  });

  it("pays the diner's item part; closing the form declines it, reads the split again and gives Pay back", async () => {
    const entry = itemsEntry();
    sessionStorage.setItem(STORAGE_KEYS.selectedSplitId, JSON.stringify(entry.splitId));
    const split = manualSplit({ split_bill_entries: [entry] });
    const sent = splitServer(split);
    const { store } = await renderSplit(manualTimers(0), split);
    const pay = page.getByRole('button', { name: `Pay SGD ${entry.total_amount}` });
    await pay.click();
    await expect.element(cardForm()).toBeVisible();
    const body = callsTo(sent, SESSIONS_PATH)[0]?.body as SessionBody;
    expect(body.order_details).toMatchObject({
      qr_source: 'scan_and_pay',
      splitBillData: [entry],
      total_amount: entry.total_amount,
      payment: { payment_type: 'mastercard', amount: entry.total_amount },
    });
    const readsBefore = callsTo(sent, PATHS.split).length;
    await closeCardForm().click();
    await expect.poll(() => callsTo(sent, STATUS_PATH)).toHaveLength(1);
    expect(callsTo(sent, STATUS_PATH)[0]?.body).toEqual({
      reference_id: body.reference_id,
      status: 'declined',
    });
    await expect.poll(() => callsTo(sent, PATHS.split).length).toBeGreaterThan(readsBefore);
    await expect.element(pay).toBeEnabled();
    await expect.element(cardForm()).not.toBeInTheDocument();
    expect(store.get(currentErrorAtom)).toBeNull();
  });
});

describe('Apple Pay through the gateway at the table (B§4 Apple Pay, user gesture)', () => {
  const WALLET_TYPE = { ...GATEWAY_TYPE, direct_payment_enabled: true, apple_pay_enabled: true };
  const payWith = () => page.getByRole('radiogroup', { name: 'Pay with' });

  beforeEach(stubApplePay);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('scan-and-pay offers Apple Pay and makes its session within the Pay tap', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.equalSplitBillData,
      JSON.stringify({ selectedSplitNumber: 1, noOfPaidSplits: 0 }),
    );
    const split = equalSplit([7, 0, 0]);
    recordApi({ [PATHS.split]: () => json(split) });
    const details = { ...scanAndPayPage(), payment_types: [WALLET_TYPE] };
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(checkoutPageQuery().queryKey, {
      ...checkoutPage(),
      session: details.session,
    });
    queryClient.setQueryData(scanAndPayPageQuery().queryKey, details);
    queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, split);
    await renderApp(<CheckoutScreen timers={manualTimers(0)} />, {
      homePage: scanAndPayHomePage(details),
      path: '/checkout',
      queryClient,
      store: createStore(),
    });
    await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
    const share = split.split_bill_entries[0]?.total_amount ?? '';
    await page.getByRole('button', { name: `Pay SGD ${share}` }).click();
    // Made and begun in the tap itself: nothing was awaited before it.
    expect(FakeApplePaySession.sessions).toHaveLength(1);
    expect(FakeApplePaySession.sessions[0]?.begun).toBe(true);
    expect(FakeApplePaySession.sessions[0]?.request.total.amount).toBe(share);
  });
});
