import { formatMoney } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  FakeApplePaySession,
  MERCHANT_SESSION,
  sheet,
  stubApplePay,
  TOKEN,
  VALIDATION_URL,
} from '@test/support/fake-apple-pay-session';
import { hear, listenedAfter, type Subscriptions } from '@test/support/fake-realtime';
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
import { currentErrorAtom } from '@/lib/errors/error-queue';
import type { TableStatus } from '@/lib/open-tab/tab-standing';
import { AISHA, WEI, tabOrder } from '@/lib/open-tab/__tests__/tab-fixtures';
import { paymentType } from './checkout-fixtures';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const START_PATH = `${DIRECT}/apple_pay/start_apple_pay_session`;
const PROCESS_PATH = `${DIRECT}/apple_pay/process_payment`;
const CANCEL_PATH = `${DIRECT}/apple_pay/cancel_payment`;
const CHANNEL = 'private_mastercard_transaction_';

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

interface Call {
  path: string;
  body: unknown;
}

interface StartBody {
  reference_id: string;
  validation_url: string;
  order_details: { total_amount: string; qr_source: string; order_id: number };
}

/** A save-preference answer the test gives when it chooses. */
function heldAnswer() {
  let give: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    give = resolve;
  });
  return { answer, give };
}

const GATEWAY_TYPE = {
  ...paymentType(9, 'mastercard', 'Mastercard gateway'),
  direct_payment_enabled: true,
  apple_pay_enabled: true,
  merchant_id: 'merchant.sg.kopikaya',
};

/** T5's tab checkout offering only the Mastercard gateway, Apple Pay enabled. */
const tabGatewayPage = () => tabCheckoutPage([GATEWAY_TYPE]);

/**
 * The server of the tab: save-preference answers as given (saved by default, or held until the
 * test answers), the reads a saved preference sets off, and the Apple Pay calls (204).
 */
function tabServer(preference: () => Response | Promise<Response> = preferenceSaved) {
  const sent: Call[] = [];
  const details = tabGatewayPage();
  const routes: Record<string, () => Response | Promise<Response>> = {
    [PREFERENCE]: preference,
    ...tabRereads(details, tableStatus()),
    [START_PATH]: () => new Response(null, { status: 204 }),
    [CANCEL_PATH]: () => new Response(null, { status: 204 }),
    [PROCESS_PATH]: () => json({ payment_page_url: `${location.origin}/payment-processing` }),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    sent.push({ path: url.pathname, body: text === null ? null : JSON.parse(text) });
    const route = routes[url.pathname];
    return Promise.resolve(route ? route() : json({ error: `no mock for ${url.pathname}` }, 500));
  });
  return sent;
}

const callsTo = (sent: Call[], path: string) => sent.filter((call) => call.path === path);
const indexOf = (sent: Call[], path: string) => sent.findIndex((call) => call.path === path);

const renderTab = (timers: ManualTimers, table: TableStatus = tableStatus()) =>
  renderTabCheckout(tabGatewayPage(), { timers, table });

const makePayment = () => page.getByRole('button', { name: 'Make Payment' });
const payWith = () => page.getByRole('radiogroup', { name: 'Pay with' });
const toPay = () =>
  page.getByLabelText('Your payment').getByText('To pay', { exact: true }).element().parentElement
    ?.innerText;

/**
 * Taps Make Payment as the browser dispatches a tap: every click handler runs before this returns
 * and before any promise settles, so what the tap made is checked right after, with nothing
 * awaited in between.
 */
function tapMakePayment(): void {
  (makePayment().element() as HTMLButtonElement).click();
}

/** The reference of the payment under way: the channel the checkout listens to. */
const listenedReference = () => listenedAfter(subscriptions, CHANNEL);

/** Lets the app's pending promises and fetches run (a frame), then nothing more is awaited. */
const aFrame = () =>
  new Promise((resolve) => {
    requestAnimationFrame(resolve);
  });

beforeEach(() => {
  addCsrfToken();
  stubApplePay();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  subscriptions.clear();
  sessionStorage.clear();
  cleanUp();
});

describe('Apple Pay through the Mastercard gateway at the open tab (B§4 Apple Pay, B§4 group prompt)', () => {
  it.each([
    { canPay: true, offered: ['card', 'apple_pay'] },
    { canPay: false, offered: ['card'] },
  ])(
    'lists Apple Pay at the tab only where the browser can pay with it (can pay: $canPay)',
    async ({ canPay, offered }) => {
      FakeApplePaySession.canPay = canPay;
      tabServer();
      await renderTab(manualTimers(0));
      await page.getByRole('button', { name: 'No' }).click();
      await expect.element(payWith().getByRole('radio', { name: 'Card' })).toBeVisible();
      const values = payWith()
        .getByRole('radio')
        .elements()
        .map((radio) => radio.getAttribute('value'));
      expect(values).toEqual(offered);
    },
  );

  it('the last unpaid member: Make Payment makes and begins the sheet in the tap, with the whole rest as its total', async () => {
    const sent = tabServer();
    await renderTab(manualTimers(0), tableStatus({ paid_members: [AISHA, WEI] }));
    await expect.element(page.getByRole('button', { name: 'No' })).not.toBeInTheDocument();
    await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
    await expect.element(makePayment()).toBeEnabled();
    tapMakePayment();
    // Inside the tap: nothing was awaited before the session (Apple's user-gesture rule).
    expect(FakeApplePaySession.sessions).toHaveLength(1);
    expect(sheet().begun).toBe(true);
    expect(sheet().version).toBe(3);
    const total = tabOrder().order_details.total_amount;
    expect(sheet().request.total).toEqual({
      label: 'Kopi & Kaya Cafe',
      amount: total,
      type: 'final',
    });

    const reference = await listenedReference();
    sheet().onvalidatemerchant?.({ validationURL: VALIDATION_URL });
    await expect.poll(() => callsTo(sent, START_PATH)).toHaveLength(1);
    // Nothing to save: the server is asked at once, and prices the same total.
    expect(callsTo(sent, PREFERENCE)).toHaveLength(0);
    const start = callsTo(sent, START_PATH)[0]?.body as StartBody;
    expect(start.reference_id).toBe(reference);
    expect(start.order_details).toMatchObject({
      qr_source: 'dine_ot',
      order_id: 9001,
      total_amount: total,
    });
  });

  it.each([
    { answer: 'Yes', payForSelf: false },
    { answer: 'No', payForSelf: true },
  ])(
    'through the group prompt ($answer): the sheet begins in the Make Payment tap with the answer’s total, the answer is saved before the merchant is validated, and the tab is paid',
    async ({ answer, payForSelf }) => {
      const held = heldAnswer();
      const sent = tabServer(() => held.answer);
      const timers = manualTimers(1_767_225_600_000);
      const { router } = await renderTab(timers);
      await page.getByRole('button', { name: answer, exact: true }).click();
      await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
      await expect.element(makePayment()).toBeEnabled();
      const shown = toPay() ?? '';
      tapMakePayment();
      expect(FakeApplePaySession.sessions).toHaveLength(1);
      expect(sheet().begun).toBe(true);
      // The sheet's total is what the screen said the answer costs.
      expect(shown).toContain(sgd(sheet().request.total.amount));
      const whole = tabOrder().order_details.total_amount;
      expect(sheet().request.total.amount === whole).toBe(!payForSelf);

      // Apple asks for merchant validation while the answer is being saved: the server is not
      // asked before the answer is saved, which it prices the payment by.
      const reference = await listenedReference();
      await expect.poll(() => callsTo(sent, PREFERENCE)).toHaveLength(1);
      expect(callsTo(sent, PREFERENCE)[0]?.body).toEqual({ pay_for_self: payForSelf });
      sheet().onvalidatemerchant?.({ validationURL: VALIDATION_URL });
      await aFrame();
      await aFrame();
      expect(callsTo(sent, START_PATH)).toHaveLength(0);
      held.give(preferenceSaved());
      await expect.poll(() => callsTo(sent, START_PATH)).toHaveLength(1);
      expect(indexOf(sent, PREFERENCE)).toBeLessThan(indexOf(sent, START_PATH));
      const start = callsTo(sent, START_PATH)[0]?.body as StartBody;
      expect(start.reference_id).toBe(reference);
      expect(start.order_details.total_amount).toBe(sheet().request.total.amount);

      await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
        merchant_session: MERCHANT_SESSION,
      });
      expect(sheet().merchantSession).toEqual(MERCHANT_SESSION);
      sheet().onpaymentauthorized?.({ payment: { token: TOKEN } });
      await expect.poll(() => callsTo(sent, PROCESS_PATH)).toHaveLength(1);
      await hear(subscriptions, `${CHANNEL}${reference}`, 'payment_succeeded', {
        reference_id: reference,
        payment_intent_id: `${reference}/pay-1`,
        earned_loyalty: null,
      });
      expect(sheet().completed).toEqual([FakeApplePaySession.STATUS_SUCCESS]);
      await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
      expect(router.state.location.search).toEqual({ reference, type: 'mastercard' });
      expect(callsTo(sent, CANCEL_PATH)).toHaveLength(0);
    },
  );

  it('a failed save aborts the sheet, says why, never asks the server to validate, and gives Make Payment back', async () => {
    const sent = tabServer(() =>
      json({ error: 'already paid', error_id: 'member_already_paid' }, 409),
    );
    const { store } = await renderTab(manualTimers(0));
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
    tapMakePayment();
    expect(sheet().begun).toBe(true);
    await expect.poll(() => sheet().aborted).toBe(true);
    // spec: B§8, a 409 on the preference: 'unable to change payment preference'.
    expect(currentResolvedError(store)?.id).toBe('payment_preference_locked');
    sheet().onvalidatemerchant?.({ validationURL: VALIDATION_URL });
    await aFrame();
    expect(callsTo(sent, START_PATH)).toHaveLength(0);
    // The server never heard of the payment: there is nothing to cancel.
    expect(callsTo(sent, CANCEL_PATH)).toHaveLength(0);
    expect(subscriptions.size).toBe(0);
    await expect.element(makePayment()).toBeEnabled();
  });

  it('a cancelled sheet sends the cancel notice and gives Make Payment back, as at the other checkouts', async () => {
    const sent = tabServer();
    const { store } = await renderTab(manualTimers(0));
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
    tapMakePayment();
    const reference = await listenedReference();
    sheet().onvalidatemerchant?.({ validationURL: VALIDATION_URL });
    await expect.poll(() => callsTo(sent, START_PATH)).toHaveLength(1);
    await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
      merchant_session: MERCHANT_SESSION,
    });
    sheet().oncancel?.({});
    await expect.poll(() => callsTo(sent, CANCEL_PATH)).toHaveLength(1);
    expect(callsTo(sent, CANCEL_PATH)[0]?.body).toEqual({ reference_id: reference });
    await expect.element(makePayment()).toBeEnabled();
    expect(store.get(currentErrorAtom)).toBeNull();
    // Another tap makes a new sheet in the tap again.
    tapMakePayment();
    expect(FakeApplePaySession.sessions).toHaveLength(2);
    expect(sheet().begun).toBe(true);
  });
});
