import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { registeredUser } from '@test/fixtures/home-page';
import { addCsrfToken, removeCsrfToken } from '@test/support/csrf-token';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { paidOrder, paymentDetails } from './fixtures';
import { fakeServer, json, processingPage, renderPaymentPage } from './render-payment-page';

const STARTED = Date.parse('2026-11-21T09:30:00+08:00');
const CONFIRM = '/dine-in/open-tab/v1/orders/7001/payments/set-user-payment-completed';
const CLEAR_SESSION = '/users/clear-session';

/** The page of a member's paid payment of T5's open tab (its order is 7001). */
function tabPaidPage() {
  const base = processingPage(paymentDetails({ status: 'paid' }), paidOrder());
  return {
    ...base,
    user: { ...registeredUser, id: 500 },
    session: { ...base.session, qr_source: 'dine_ot' as const, table_id: 5, table_number: 'T5' },
  };
}

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  removeCsrfToken();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a paid payment of an open tab (B§4 Payment)', () => {
  it('confirms it for the table, shows the payment-completed screen, and after 10 s clears the payment keys and returns home', async () => {
    sessionStorage.setItem(STORAGE_KEYS.paymentAttempt, JSON.stringify({ reference: 'x' }));
    const server = fakeServer({
      [CONFIRM]: () => json({ paid_customers: [500] }),
      [CLEAR_SESSION]: () => new Response(null, { status: 204 }),
    });
    const { timers, router } = await renderPaymentPage(tabPaidPage(), STARTED + 20_000);
    await expect.element(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect
      .element(page.getByText("Thank you! Your payment for your table's order is complete."))
      .toBeVisible();
    await expect.poll(() => server.calls.map((call) => call.path)).toContain(CONFIRM);
    expect(server.calls.find((call) => call.path === CONFIRM)?.body).toEqual({ user_id: 500 });
    // spec: B§4, completion sets paymentCompleted and paymentCompletedScreenShown.
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentCompleted)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentCompletedScreenShown)).toBe('true');

    timers.advance(9_999);
    expect(router.state.location.pathname).toBe('/payment-processing');
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentCompleted)).toBe('true');
    // spec: B§9, the success screen's cleanup after 10 s.
    timers.advance(1);
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentCompleted)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentCompletedScreenShown)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentAttempt)).toBeNull();
    await expect.poll(() => server.calls.map((call) => call.path)).toContain(CLEAR_SESSION);
  });

  it('goes home at once with Back to menu, and only once', async () => {
    const server = fakeServer({
      [CONFIRM]: () => json({ error: 'not yet', error_id: 'payment_not_completed' }, 409),
      [CLEAR_SESSION]: () => new Response(null, { status: 204 }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { timers, router } = await renderPaymentPage(tabPaidPage(), STARTED + 20_000);
    await page.getByRole('button', { name: 'Back to menu' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    timers.advance(10_000);
    await expect
      .poll(() => server.calls.filter((call) => call.path === CLEAR_SESSION).length)
      .toBe(1);
  });
});
