import type { OpenPayment } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi } from '@test/support/record-api';
import { rememberPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import { equalSplit, ORDER_ID, PATHS } from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { renderSplit } from './render-split';
import { SplitBillScreen } from '../components/split-bill-screen';

/** Where the notice sent the browser to the provider (the real one would leave the test page). */
const providerVisits = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/payment-attempt/go-to-provider', () => ({
  goToProvider: (redirect: unknown) => {
    providerVisits.push(redirect);
  },
}));
vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: () => () => undefined,
  listenLiveJoined: () => () => undefined,
  onRealtimeResync: () => () => undefined,
  renewRealtimeSession: () => undefined,
}));

const REFERENCE = 'sc_41_1_1764325800000';
const CARD_FORM = 'https://cards.example/stripe/confirm/pi_1';
const OPEN = '/payments/open';
const CANCEL = `/payments/${REFERENCE}/cancel`;

const openShare = (changes: Partial<OpenPayment> = {}): OpenPayment => ({
  reference: REFERENCE,
  type: 'stripe_connect',
  payable: 'split',
  order_id: ORDER_ID,
  split_id: 2,
  amount: '14.39',
  currency: 'SGD',
  started_at: '2026-11-28T10:30:00.000Z',
  ...changes,
});

const notice = () => page.getByRole('region', { name: 'Your open payment' });
const returnButton = () => page.getByRole('button', { name: 'Return to payment' });
const cancelButton = () => page.getByRole('button', { name: 'Cancel payment' });

beforeEach(addCsrfToken);
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  providerVisits.length = 0;
  cleanUp();
  sessionStorage.clear();
});

describe('OpenPaymentNotice at a split share (issue 30)', () => {
  it('says which share is open and returns to the card form this tab opened', async () => {
    rememberPaymentAttempt({
      reference: REFERENCE,
      redirect: { kind: 'redirect', url: CARD_FORM },
    });
    recordApi({
      [OPEN]: () => json({ open_payment: openShare() }),
      [PATHS.split]: () => json(equalSplit([0, 5001, 0])),
    });
    await renderSplit(<SplitBillScreen />, equalSplit([0, 5001, 0]));
    await expect
      .element(notice())
      .toHaveTextContent('Your payment of SGD 14.39 for split 2 has not gone through yet.');
    await returnButton().click();
    expect(providerVisits).toEqual([{ kind: 'redirect', url: CARD_FORM }]);
  });

  it('cancels it on the server at once, forgets it, and the notice goes', async () => {
    rememberPaymentAttempt({
      reference: REFERENCE,
      redirect: { kind: 'redirect', url: CARD_FORM },
    });
    let cancelled = false;
    const sent = recordApi({
      [OPEN]: () => json({ open_payment: cancelled ? null : openShare() }),
      [CANCEL]: () => {
        cancelled = true;
        return json({
          payment_details: {
            reference: REFERENCE,
            type: 'stripe_connect',
            status: 'declined',
            earned_loyalty: null,
            tmp_order_id: ORDER_ID,
          },
        });
      },
      [PATHS.split]: () => json(equalSplit([0, 5001, 0])),
    });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([0, 5001, 0]));
    await cancelButton().click();
    await expect.element(notice()).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === CANCEL).map((call) => call.method)).toEqual([
      'POST',
    ]);
    // The diner stays on the split screen to choose again; the split is read again.
    expect(router.state.location.pathname).toBe('/split-bill');
    expect(sent.filter((call) => call.path === PATHS.split).length).toBeGreaterThan(0);
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentAttempt)).toBeNull();
  });

  it('offers only Cancel for a payment another tab started, and shows the payment result when the provider settled it first', async () => {
    const sent = recordApi({
      [OPEN]: () => json({ open_payment: openShare({ payable: 'bill', split_id: null }) }),
      [CANCEL]: () =>
        json({ error: 'This payment is already paid', error_id: 'payment_already_settled' }, 409),
      [PATHS.split]: () => json(equalSplit([0, 5001, 0])),
    });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([0, 5001, 0]));
    await expect
      .element(notice())
      .toHaveTextContent(
        'Your payment of SGD 14.39 for everything left on the bill has not gone through yet.',
      );
    await expect.element(returnButton()).not.toBeInTheDocument();
    await cancelButton().click();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toMatchObject({
      reference: REFERENCE,
      type: 'stripe_connect',
    });
    expect(sent.some((call) => call.path === CANCEL)).toBe(true);
  });

  it("shows nothing for another order's payment, or when none is open", async () => {
    recordApi({
      [OPEN]: () => json({ open_payment: openShare({ order_id: ORDER_ID + 1 }) }),
      [PATHS.split]: () => json(equalSplit([0, 5001, 0])),
    });
    await renderSplit(<SplitBillScreen />, equalSplit([0, 5001, 0]));
    await expect.element(page.getByText('Split 2', { exact: true })).toBeVisible();
    await expect.element(notice()).not.toBeInTheDocument();
  });
});
