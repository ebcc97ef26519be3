import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { cartOf, waterLine } from '@/lib/cart/__tests__/fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { paidOrder, paymentDetails, paytabsRequest } from './fixtures';
import { fakeServer, json, processingPage, renderPaymentPage } from './render-payment-page';
import { addCsrfToken, removeCsrfToken } from '@test/support/csrf-token';
import { currentResolvedError } from '@test/support/current-error';

// The fixture order was placed, with its payment, at 09:30 in Singapore.
const STARTED = Date.parse('2026-11-21T09:30:00+08:00');
const OPENED = STARTED + 20_000;

beforeEach(() => {
  addCsrfToken();
});
afterEach(() => {
  vi.restoreAllMocks();
  removeCsrfToken();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/payment-processing (B§2, B§4 Payment)', () => {
  it('waits while in progress, then shows the payment received, clears the order and goes to tracking', async () => {
    sessionStorage.setItem(STORAGE_KEYS.freeItemsCart, '[]');
    sessionStorage.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME"');
    sessionStorage.setItem(STORAGE_KEYS.paymentFailed, 'true');
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cartOf([waterLine()], Date.now())));
    const server = fakeServer({
      '/pages/payment_processing': () =>
        json(processingPage(paymentDetails({ status: 'paid', earned_loyalty: '12' }))),
    });
    const { timers, router, store } = await renderPaymentPage(processingPage(), OPENED);
    expect(store.get(cartAtom).lines).toHaveLength(1);

    await expect
      .element(page.getByRole('heading', { name: 'Confirming your payment' }))
      .toBeVisible();
    await expect.element(page.getByRole('status', { name: 'Checking your payment' })).toBeVisible();
    expect(server.calls).toEqual([]);

    // spec: the page is read again while in progress (our choice: every 5 s).
    timers.advance(5_000);
    await expect.element(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect
      .element(page.getByText('Thank you! Your payment for order A-042 is complete.'))
      .toBeVisible();
    await expect.element(page.getByText('Loyalty points earned')).toBeVisible();
    await expect.element(page.getByText('12', { exact: true })).toBeVisible();
    expect(server.calls.map((call) => [call.path, call.search])).toEqual([
      ['/pages/payment_processing', '?invoice_id=pay_8f2c1d&type=paytabs'],
    ]);

    // spec: B§4, paid clears the cart and the session.
    expect(store.get(cartAtom).lines).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.freeItemsCart)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentFailed)).toBeNull();

    // Nothing is checked any more.
    timers.advance(60_000);
    expect(server.calls).toHaveLength(1);

    await page.getByRole('button', { name: 'View order' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/track-order');
  });

  it('verifies by tmp_order_id after 30 s (B§4 Other providers) and shows no loyalty card for 0 points', async () => {
    const server = fakeServer({
      '/pages/payment_processing': () => json(processingPage()),
      '/payments/verifications': () =>
        json({ payment_details: paymentDetails({ status: 'paid', earned_loyalty: '0' }) }),
    });
    const { timers } = await renderPaymentPage(processingPage(), OPENED);
    await expect
      .element(page.getByRole('heading', { name: 'Confirming your payment' }))
      .toBeVisible();

    timers.advance(29_999);
    await expect.poll(() => server.calls.length).toBeGreaterThan(0);
    expect(server.calls.some((call) => call.path === '/payments/verifications')).toBe(false);

    timers.advance(1);
    await expect.element(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    const verification = server.calls.find((call) => call.path === '/payments/verifications');
    expect(verification?.body).toEqual({ tmp_order_id: 7001 });
    expect(page.getByText('Loyalty points earned').query()).toBeNull();
  });

  it('says a declined payment failed and returns to the failed order details after 5 s', async () => {
    const server = fakeServer({});
    const { timers, router } = await renderPaymentPage(
      processingPage(paymentDetails({ status: 'declined' })),
      OPENED,
    );

    await expect.element(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect
      .element(
        page.getByText(/Your payment was declined, so it was not completed\. .* 5 seconds\./),
      )
      .toBeVisible();
    // spec: B§4, declined sets a failure flag.
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentFailed)).toBe('true');
    expect(page.getByRole('heading', { name: 'Confirming your payment' }).query()).toBeNull();

    timers.advance(4_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/payment-processing');

    timers.advance(1);
    await expect
      .poll(() => router.state.location.href)
      .toBe('/order-details?payment_status=failed');
    expect(server.calls).toEqual([]);
  });

  it('follows a connected-card payment back from the card form by its reference, until paid', async () => {
    const reference = 'sc_7_1_1767225600000_9f2c4a1b7e0d3c5a';
    const request = { ...paytabsRequest, reference, type: 'stripe_connect' } as const;
    const card = { reference, type: 'stripe_connect' } as const;
    const server = fakeServer({
      '/pages/payment_processing': () =>
        json(processingPage(paymentDetails({ ...card, status: 'paid' }))),
    });
    const { timers } = await renderPaymentPage(
      processingPage(paymentDetails(card)),
      OPENED,
      request,
    );
    await expect
      .element(page.getByRole('heading', { name: 'Confirming your payment' }))
      .toBeVisible();
    timers.advance(5_000);
    await expect.element(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(server.calls.map((call) => call.search)).toEqual([
      `?invoice_id=${reference}&type=stripe_connect`,
    ]);
  });

  it('says a declined connected-card payment failed', async () => {
    const reference = 'sc_7_1_1767225600000_9f2c4a1b7e0d3c5a';
    const request = { ...paytabsRequest, reference, type: 'stripe_connect' } as const;
    fakeServer({});
    await renderPaymentPage(
      processingPage(paymentDetails({ reference, type: 'stripe_connect', status: 'declined' })),
      OPENED,
      request,
    );
    await expect.element(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });

  it('goes back at once with the button', async () => {
    fakeServer({});
    const { router } = await renderPaymentPage(
      processingPage(paymentDetails({ status: 'declined' })),
      OPENED,
    );
    await page.getByRole('button', { name: 'Back to my order' }).click();
    await expect
      .poll(() => router.state.location.href)
      .toBe('/order-details?payment_status=failed');
  });

  it('treats 665 s since the payment started as a failure (B§8)', async () => {
    const server = fakeServer({
      '/pages/payment_processing': () => json(processingPage()),
      '/payments/verifications': () => json({ payment_details: paymentDetails() }),
    });
    // The payment started 660 s before the page opened: 5 s are left.
    const { timers } = await renderPaymentPage(
      processingPage(paymentDetails(), paidOrder()),
      STARTED + 660_000,
    );
    await expect
      .element(page.getByRole('heading', { name: 'Confirming your payment' }))
      .toBeVisible();

    timers.advance(4_999);
    await expect.poll(() => server.calls.length).toBe(0);
    timers.advance(1);
    await expect.element(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect
      .element(page.getByText(/We did not hear back about your payment in time/))
      .toBeVisible();
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentFailed)).toBe('true');
  });

  it('shows a check that cannot succeed through the error catalogue once, and stops it', async () => {
    const server = fakeServer({
      '/pages/payment_processing': () =>
        json({ error: 'Payment not found', error_id: 'not_found' }, 404),
    });
    const { timers, store } = await renderPaymentPage(processingPage(), OPENED);
    await expect
      .element(page.getByRole('heading', { name: 'Confirming your payment' }))
      .toBeVisible();

    timers.advance(5_000);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('generic');
    timers.advance(20_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((call) => call.path === '/pages/payment_processing')).toHaveLength(
      1,
    );
    // Still waiting: the verification and the 665 s timeout go on.
    await expect
      .element(page.getByRole('heading', { name: 'Confirming your payment' }))
      .toBeVisible();
  });
});
