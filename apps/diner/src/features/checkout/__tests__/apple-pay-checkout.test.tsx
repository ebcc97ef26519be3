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
import {
  hear,
  listenedAfter,
  type FakeJoins,
  type Subscriptions,
} from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { isPaymentFailedFlagSet } from '@/lib/payment-status/payment-failed';
import type { CheckoutPage } from '../hooks/use-checkout-page';
import { checkoutPage, paymentType } from './checkout-fixtures';
import { renderCheckout } from './render-checkout';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
const joins = vi.hoisted((): FakeJoins => ({ next: null }));
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions, joins),
);

const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const START_PATH = `${DIRECT}/apple_pay/start_apple_pay_session`;
const PROCESS_PATH = `${DIRECT}/apple_pay/process_payment`;
const CANCEL_PATH = `${DIRECT}/apple_pay/cancel_payment`;
const CHANNEL = 'private_mastercard_transaction_';

interface Call {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

/** The gateway's server: every Apple Pay call answers as given (204 by default). */
function gatewayServer(
  answers: { start?: () => Response; process?: () => Response; cancel?: () => Response } = {},
) {
  const sent: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    sent.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: text === null ? null : JSON.parse(text),
      idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
    });
    const empty = () => new Response(null, { status: 204 });
    if (url.pathname === START_PATH) return Promise.resolve((answers.start ?? empty)());
    if (url.pathname === CANCEL_PATH) return Promise.resolve((answers.cancel ?? empty)());
    if (url.pathname === PROCESS_PATH) {
      return Promise.resolve(
        (
          answers.process ??
          (() => json({ payment_page_url: `${location.origin}/payment-processing` }))
        )(),
      );
    }
    return Promise.resolve(json({ error: `no mock for ${url.pathname}` }, 500));
  });
  return sent;
}

const callsTo = (sent: Call[], path: string) => sent.filter((call) => call.path === path);

/** The cafe's walk-in checkout offering only the Mastercard gateway, its wallets enabled. */
function gatewayCheckout(): CheckoutPage {
  return checkoutPage({
    payment_types: [
      {
        ...paymentType(9, 'mastercard', 'Mastercard gateway'),
        direct_payment_enabled: true,
        apple_pay_enabled: true,
        merchant_id: 'merchant.sg.kopikaya',
      },
    ],
  });
}

function renderGatewayCheckout(timers: ManualTimers) {
  return renderCheckout(gatewayCheckout(), { timers });
}

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const payWith = () => page.getByRole('radiogroup', { name: 'Pay with' });

/** The reference of the payment under way: the channel the checkout listens to. */
const listenedReference = () => listenedAfter(subscriptions, CHANNEL);

/** Picks Apple Pay, places the order and validates the merchant; returns the reference. */
async function openSheet(timers: ManualTimers, sent: Call[]): Promise<string> {
  await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
  await placeOrder().click();
  const reference = await listenedReference();
  expect(sheet().begun).toBe(true);
  sheet().onvalidatemerchant?.({ validationURL: VALIDATION_URL });
  await expect.poll(() => callsTo(sent, START_PATH)).toHaveLength(1);
  timers.advance(0);
  return reference;
}

/** Opens the sheet, gets the merchant session, and the diner approves the payment. */
async function authorise(timers: ManualTimers, sent: Call[]): Promise<string> {
  const reference = await openSheet(timers, sent);
  await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
    merchant_session: MERCHANT_SESSION,
  });
  expect(sheet().merchantSession).toEqual(MERCHANT_SESSION);
  sheet().onpaymentauthorized?.({ payment: { token: TOKEN } });
  await expect.poll(() => callsTo(sent, PROCESS_PATH)).toHaveLength(1);
  return reference;
}

beforeEach(() => {
  addCsrfToken();
  stubApplePay();
});
afterEach(() => {
  joins.next = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('CheckoutScreen with Apple Pay through the Mastercard gateway (B§4 Apple Pay)', () => {
  it('offers Apple Pay only where the device can pay with it', async () => {
    FakeApplePaySession.canPay = false;
    gatewayServer();
    await renderGatewayCheckout(manualTimers(0));
    await expect.element(payWith().getByRole('radio', { name: 'Card' })).toBeVisible();
    await expect
      .element(payWith().getByRole('radio', { name: 'Apple Pay' }))
      .not.toBeInTheDocument();
  });

  it('pays: the sheet asks for the total, the merchant is validated, the token paid, and /payment-processing follows', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = gatewayServer();
    const { router } = await renderGatewayCheckout(timers);
    const reference = await openSheet(timers, sent);
    // spec: B§9, version 3, the four networks and 3-D Secure; the engine's total as it wrote it.
    expect(sheet().version).toBe(3);
    expect(sheet().request).toEqual({
      countryCode: 'SG',
      currencyCode: 'SGD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Kopi & Kaya Cafe', amount: expect.any(String) as string, type: 'final' },
    });
    const start = callsTo(sent, START_PATH)[0]?.body as {
      validation_url: string;
      reference_id: string;
      order_details: { total_amount: string; payment: { payment_type: string } };
    };
    expect(start.validation_url).toBe(VALIDATION_URL);
    expect(start.reference_id).toBe(reference);
    expect(start.order_details.payment.payment_type).toBe('mastercard');
    expect(sheet().request.total.amount).toBe(start.order_details.total_amount);
    await expect.element(placeOrder()).toBeDisabled();

    await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
      merchant_session: MERCHANT_SESSION,
    });
    expect(sheet().merchantSession).toEqual(MERCHANT_SESSION);
    sheet().onpaymentauthorized?.({ payment: { token: TOKEN } });
    await expect.poll(() => callsTo(sent, PROCESS_PATH)).toHaveLength(1);
    const process = callsTo(sent, PROCESS_PATH)[0];
    expect(process?.body).toMatchObject({ reference_id: reference, token_data: TOKEN });
    expect(process?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

    await hear(subscriptions, `${CHANNEL}${reference}`, 'payment_succeeded', {
      reference_id: reference,
      payment_intent_id: `${reference}/pay-1`,
      earned_loyalty: null,
    });
    expect(sheet().completed).toEqual([FakeApplePaySession.STATUS_SUCCESS]);
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'mastercard' });
    expect(callsTo(sent, CANCEL_PATH)).toHaveLength(0);
  });

  it('asks the server to validate the merchant only once the channel is joined', async () => {
    let join: () => void = () => undefined;
    joins.next = new Promise((resolve) => {
      join = resolve;
    });
    const timers = manualTimers(0);
    const sent = gatewayServer();
    await renderGatewayCheckout(timers);
    await payWith().getByRole('radio', { name: 'Apple Pay' }).click();
    await placeOrder().click();
    await listenedReference();
    sheet().onvalidatemerchant?.({ validationURL: VALIDATION_URL });
    // The server publishes the merchant session before it answers: nobody would hear it yet.
    await new Promise((resolve) => {
      requestAnimationFrame(resolve);
    });
    expect(callsTo(sent, START_PATH)).toHaveLength(0);
    join();
    await expect.poll(() => callsTo(sent, START_PATH)).toHaveLength(1);
  });

  it('aborts the sheet when the merchant session is empty, and gives Place Order back', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(timers);
    const reference = await openSheet(timers, sent);
    await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
      merchant_session: null,
    });
    expect(sheet().aborted).toBe(true);
    expect(sheet().merchantSession).toBeNull();
    expect(currentResolvedError(store)?.id).toBe('apple_pay_session_aborted');
    await expect.element(placeOrder()).toBeEnabled();
    await expect.poll(() => callsTo(sent, CANCEL_PATH)).toHaveLength(1);
    expect(subscriptions.size).toBe(0);
  });

  it('aborts the sheet when no merchant session comes within 60 s', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(timers);
    await openSheet(timers, sent);
    timers.advance(59_999);
    expect(sheet().aborted).toBe(false);
    await expect.element(placeOrder()).toBeDisabled();
    timers.advance(1);
    expect(sheet().aborted).toBe(true);
    expect(currentResolvedError(store)?.id).toBe('apple_pay_session_aborted');
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('aborts the sheet when the server refuses to validate the merchant', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer({
      start: () =>
        json({ error: 'Apple Pay is not available here', error_id: 'apple_pay_unavailable' }, 422),
    });
    const { store } = await renderGatewayCheckout(timers);
    await openSheet(timers, sent);
    await expect.poll(() => sheet().aborted).toBe(true);
    expect(currentResolvedError(store)?.id).toBe('apple_pay_session_aborted');
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('fails the payment when payment_failed comes: the sheet fails, the flag is set, failed order details follow', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(timers);
    const reference = await authorise(timers, sent);
    await hear(subscriptions, `${CHANNEL}${reference}`, 'payment_failed', {
      reference_id: reference,
      error: 'Card declined',
    });
    expect(sheet().completed).toEqual([FakeApplePaySession.STATUS_FAILURE]);
    const failure = currentResolvedError(store);
    expect(failure?.id).toBe('mastercard_payment_failed');
    expect(failure?.serverMessage).toBe('Card declined');
    // spec: B§8, the shell's error host goes to the failed order details after 5 s.
    expect(failure?.entry.action).toEqual({
      type: 'redirect',
      to: '/order-details?payment_status=failed',
      delayMs: 5_000,
    });
    expect(isPaymentFailedFlagSet()).toBe(true);
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('fails the payment when payment_succeeded has no payment_intent_id', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { store, router } = await renderGatewayCheckout(timers);
    const reference = await authorise(timers, sent);
    await hear(subscriptions, `${CHANNEL}${reference}`, 'payment_succeeded', {
      reference_id: reference,
      payment_intent_id: null,
      earned_loyalty: null,
    });
    expect(sheet().completed).toEqual([FakeApplePaySession.STATUS_FAILURE]);
    expect(currentResolvedError(store)?.id).toBe('mastercard_payment_failed');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('fails the payment when no result comes within 60 s and nothing was charged', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer({ process: () => json({ error: 'unavailable' }, 503) });
    const { store } = await renderGatewayCheckout(timers);
    await authorise(timers, sent);
    timers.advance(59_999);
    expect(sheet().completed).toEqual([]);
    expect(callsTo(sent, CANCEL_PATH)).toHaveLength(0);
    timers.advance(1);
    // our choice: the cancel notice says whether the gateway charged; 204 is nothing charged.
    await expect.poll(() => callsTo(sent, CANCEL_PATH)).toHaveLength(1);
    await expect.poll(() => sheet().completed).toEqual([FakeApplePaySession.STATUS_FAILURE]);
    expect(currentResolvedError(store)?.id).toBe('mastercard_payment_failed');
    expect(isPaymentFailedFlagSet()).toBe(true);
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('follows the payment on /payment-processing when the result is late but the gateway is paying', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer({
      cancel: () =>
        json({ error: 'This payment is being processed', error_id: 'payment_processing' }, 409),
    });
    const { router, store } = await renderGatewayCheckout(timers);
    const reference = await authorise(timers, sent);
    timers.advance(60_000);
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'mastercard' });
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('sends the cancel notice when the diner closes the sheet, and gives Place Order back', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(timers);
    const reference = await openSheet(timers, sent);
    await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
      merchant_session: MERCHANT_SESSION,
    });
    sheet().oncancel?.({});
    await expect.poll(() => callsTo(sent, CANCEL_PATH)).toHaveLength(1);
    expect(callsTo(sent, CANCEL_PATH)[0]?.body).toEqual({ reference_id: reference });
    expect(callsTo(sent, CANCEL_PATH)[0]?.method).toBe('PUT');
    await expect.element(placeOrder()).toBeEnabled();
    expect(store.get(currentErrorAtom)).toBeNull();
    expect(isPaymentFailedFlagSet()).toBe(false);
    // A new attempt is a new payment with its own reference.
    await placeOrder().click();
    expect(FakeApplePaySession.sessions).toHaveLength(2);
    expect(await listenedReference()).not.toBe(reference);
  });

  it('aborts the sheet after 180 s while the diner has not paid', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(timers);
    const reference = await openSheet(timers, sent);
    await hear(subscriptions, `${CHANNEL}${reference}`, 'merchant_session_created', {
      merchant_session: MERCHANT_SESSION,
    });
    timers.advance(179_999);
    expect(sheet().aborted).toBe(false);
    await expect.element(placeOrder()).toBeDisabled();
    timers.advance(1);
    expect(sheet().aborted).toBe(true);
    expect(currentResolvedError(store)?.id).toBe('apple_pay_session_aborted');
    await expect.poll(() => callsTo(sent, CANCEL_PATH)).toHaveLength(1);
    await expect.element(placeOrder()).toBeEnabled();
    // The merchant session timer was stopped with the sheet: nothing more happens.
    timers.advance(60_000);
    expect(callsTo(sent, CANCEL_PATH)).toHaveLength(1);
  });

  it('closes the sheet and stops listening when the diner leaves the checkout', async () => {
    const timers = manualTimers(0);
    const sent = gatewayServer();
    const { unmount } = await renderGatewayCheckout(timers);
    await openSheet(timers, sent);
    await unmount();
    expect(sheet().aborted).toBe(true);
    expect(subscriptions.size).toBe(0);
    // Its timers went with it: nothing is sent later.
    timers.advance(180_000);
    expect(callsTo(sent, CANCEL_PATH)).toHaveLength(0);
  });
});
