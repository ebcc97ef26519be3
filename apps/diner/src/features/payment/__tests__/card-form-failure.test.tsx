import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { addCsrfToken, removeCsrfToken } from '@test/support/csrf-token';
import type { PaymentRequest } from '../utils/payment-search';
import { paymentDetails } from './fixtures';
import { fakeServer, json, processingPage, renderPaymentPage } from './render-payment-page';
import { currentResolvedError } from '@test/support/current-error';

const STARTED = Date.parse('2026-11-21T09:30:00+08:00');
const REFERENCE = 'sc_12_1_1795707678091_f6c659832fc2b053';
const CANCEL_PATH = `/payments/${REFERENCE}/cancel`;
const INTENT_PATH = `/sapaad_payments/stripe_connect/v1/payment_intents/${REFERENCE}`;
const REASON = 'The provided payment method has failed authentication.';

/** The connected card's form sent the diner back: the 3-D Secure check failed, or Cancel. */
const failedReturn: PaymentRequest = {
  reference: REFERENCE,
  type: 'stripe_connect',
  standalone: false,
  invoiceId: undefined,
  redirectStatus: 'failed',
};

const inProgress = processingPage(
  paymentDetails({ reference: REFERENCE, type: 'stripe_connect', status: 'in_progress' }),
);

beforeEach(() => {
  addCsrfToken();
});
afterEach(() => {
  vi.restoreAllMocks();
  removeCsrfToken();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/payment-processing after the card form failed (B§8 Stripe Connect)', () => {
  it('voids the attempt and goes back to the checkout with the provider’s message', async () => {
    const server = fakeServer({
      [CANCEL_PATH]: () =>
        json({
          payment_details: paymentDetails({
            reference: REFERENCE,
            type: 'stripe_connect',
            status: 'declined',
          }),
        }),
      [INTENT_PATH]: () => json({ error: REASON, error_id: 'payment_intent_failed' }, 422),
    });
    const { router, store } = await renderPaymentPage(inProgress, STARTED, failedReturn);

    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(server.calls.map((call) => call.path)).toEqual([CANCEL_PATH, INTENT_PATH]);
    const shown = currentResolvedError(store);
    expect(shown?.id).toBe('stripe_connect_failed');
    expect(shown?.serverMessage).toBe(REASON);
  });

  it('a payment the provider settled first (the cancel refused) is followed as usual', async () => {
    const server = fakeServer({
      [CANCEL_PATH]: () =>
        json(
          {
            error: 'This payment is already paid',
            error_id: 'payment_already_settled',
            status: 'paid',
          },
          409,
        ),
    });
    const { router, store } = await renderPaymentPage(inProgress, STARTED, failedReturn);

    await expect.poll(() => server.calls.map((call) => call.path)).toEqual([CANCEL_PATH]);
    await expect.poll(() => document.body.textContent).toContain('Confirming your payment');
    expect(router.state.location.pathname).toBe('/payment-processing');
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('a card form that succeeded, or another provider, is not voided', async () => {
    const server = fakeServer({});
    await renderPaymentPage(inProgress, STARTED, { ...failedReturn, redirectStatus: 'succeeded' });
    await expect.poll(() => document.body.textContent).toContain('Confirming your payment');
    expect(server.calls).toEqual([]);
  });
});
