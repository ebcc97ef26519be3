import type { PaymentDetails } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { rememberPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { homePageFor, trackedOrder, trackingPage } from './fixtures';
import { renderTrackOrder } from './render-track-order';
import { addCsrfToken, removeCsrfToken } from '@test/support/csrf-token';

/** Where the screen sent the browser to the provider (the real one would leave the test page). */
const providerVisits = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/payment-attempt/go-to-provider', () => ({
  goToProvider: (redirect: unknown) => {
    providerVisits.push(redirect);
  },
}));
vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: () => () => undefined,
  onRealtimeResync: () => () => undefined,
}));

const REFERENCE = 'pay_open123';
const PAGE_URL = 'https://pay.example/sandbox/pay/pay_open123';

const details = (status: PaymentDetails['status']): PaymentDetails => ({
  reference: REFERENCE,
  type: 'paytabs',
  status,
  earned_loyalty: null,
  tmp_order_id: 7001,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The configurations read again after a cancel: the order now cancelled. */
const cancelledTracking = trackingPage(trackedOrder('cancelled'));
const PAGES: Record<string, unknown> = {
  '/pages/tracking': cancelledTracking,
  '/pages/home': homePageFor(cancelledTracking),
};

/** Answers the verification, the cancel and the pages, recording what was sent. */
function mockPayments(answers: { verify: PaymentDetails; cancel?: () => Response }): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: text === null ? null : JSON.parse(text),
      headers: new Headers(init?.headers),
    });
    if (url.pathname === '/payments/verifications') {
      return Promise.resolve(json({ payment_details: answers.verify }));
    }
    if (url.pathname === `/payments/${REFERENCE}/cancel` && answers.cancel) {
      return Promise.resolve(answers.cancel());
    }
    const configuration = PAGES[url.pathname];
    if (configuration !== undefined) return Promise.resolve(json(configuration));
    return Promise.resolve(json({ error: `no mock for ${url.pathname}` }, 500));
  });
  return sent;
}

const returnButton = () => page.getByRole('button', { name: 'Return to payment' });
const cancelButton = () => page.getByRole('button', { name: 'Cancel payment' });
const waiting = () => trackingPage(trackedOrder('payment_in_progress'));

beforeEach(() => {
  addCsrfToken();
});
afterEach(() => {
  vi.restoreAllMocks();
  providerVisits.length = 0;
  removeCsrfToken();
  sessionStorage.clear();
});

describe('TrackOrderScreen, a payment still open on the provider', () => {
  it('returns to the provider page this tab started, as the server gave it', async () => {
    rememberPaymentAttempt({ reference: REFERENCE, redirect: { kind: 'redirect', url: PAGE_URL } });
    const sent = mockPayments({ verify: details('in_progress') });
    await renderTrackOrder(waiting());
    await expect.element(returnButton()).toBeVisible();
    await expect.element(cancelButton()).toBeVisible();
    // The order's payment is found by the order (B§7 verification by tmp_order_id).
    expect(sent[0]).toMatchObject({
      path: '/payments/verifications',
      body: { tmp_order_id: 7001 },
    });
    await returnButton().click();
    expect(providerVisits).toEqual([{ kind: 'redirect', url: PAGE_URL }]);
  });

  it('offers only Cancel when this tab did not start that payment', async () => {
    rememberPaymentAttempt({
      reference: 'pay_another',
      redirect: { kind: 'redirect', url: 'https://pay.example/other' },
    });
    mockPayments({ verify: details('in_progress') });
    await renderTrackOrder(waiting());
    await expect.element(cancelButton()).toBeVisible();
    await expect.element(returnButton()).not.toBeInTheDocument();
  });

  it('cancels the attempt on the server, forgets it and goes back to the checkout', async () => {
    rememberPaymentAttempt({ reference: REFERENCE, redirect: { kind: 'redirect', url: PAGE_URL } });
    const sent = mockPayments({
      verify: details('in_progress'),
      cancel: () => json({ payment_details: details('declined') }),
    });
    const { router } = await renderTrackOrder(waiting());
    await cancelButton().click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    const cancel = sent.find((call) => call.path === `/payments/${REFERENCE}/cancel`);
    expect(cancel?.method).toBe('POST');
    expect(cancel?.headers.get('x-csrf-token')).toBe('test-token');
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentAttempt)).toBeNull();
  });

  it('shows the payment result when the provider settled it first (409)', async () => {
    rememberPaymentAttempt({ reference: REFERENCE, redirect: { kind: 'redirect', url: PAGE_URL } });
    mockPayments({
      verify: details('in_progress'),
      cancel: () =>
        json(
          {
            error: 'This payment is already paid',
            error_id: 'payment_already_settled',
            details: { status: 'paid' },
          },
          409,
        ),
    });
    const { router } = await renderTrackOrder(waiting());
    await cancelButton().click();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference: REFERENCE, type: 'paytabs' });
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentAttempt)).toBeNull();
  });

  it('offers nothing once the payment is settled, and refreshes the order', async () => {
    const sent = mockPayments({ verify: details('declined') });
    await renderTrackOrder(waiting());
    // The tracking configuration is read again, to show where the order now stands.
    await expect.poll(() => sent.some((call) => call.path === '/pages/tracking')).toBe(true);
    await expect.element(cancelButton()).not.toBeInTheDocument();
    await expect.element(returnButton()).not.toBeInTheDocument();
  });

  it('asks nothing for an order that is not waiting for its payment', async () => {
    const sent = mockPayments({ verify: details('in_progress') });
    await renderTrackOrder(trackingPage(trackedOrder('unconfirmed')));
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.element(cancelButton()).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/payments/verifications')).toEqual([]);
  });
});
