import type { Locale } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { homePageWith, scanAndPaySession } from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { CheckoutFooter } from '@/components/checkout-footer';
import { WaiterCall } from '../components/waiter-call';

vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: () => () => undefined,
  onRealtimeResync: () => () => undefined,
}));

/** Whether two boxes share any area. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** What the screen says, in each language the test reads. */
const TEXTS = {
  en: {
    call: 'Call waiter',
    pay: 'Pay SGD 14.39',
    refusal: 'Sign in to pay a part of the bill',
  },
  ar: {
    call: 'استدعاء النادل',
    pay: 'ادفع 14.39 دولار سنغافوري',
    refusal: 'سجّل الدخول لدفع جزء من الفاتورة',
  },
} as const satisfies Partial<Record<Locale, Record<string, string>>>;

/**
 * A checkout as the app draws it at a scan-and-pay table: the waiter call under the header, a
 * bill longer than the screen, and the pinned Pay with the refusal under it.
 */
const renderCheckoutWithWaiter = (locale: keyof typeof TEXTS) =>
  renderApp(
    <>
      <WaiterCall />
      <main style={{ paddingInline: '16px' }}>
        <div style={{ blockSize: '1600px' }} aria-label="bill" />
        <CheckoutFooter
          label={TEXTS[locale].pay}
          reasons={[TEXTS[locale].refusal]}
          pending={false}
          onCheckout={() => undefined}
        />
      </main>
    </>,
    { homePage: homePageWith({ session: scanAndPaySession }), locale, path: '/checkout' },
  );

/** The table's status (no waiter call yet); a call is accepted. */
function mockTable() {
  vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) =>
    Promise.resolve(
      (init?.method ?? 'GET') === 'POST'
        ? new Response(null, { status: 204 })
        : json({
            status: 'joined',
            table_state: 'free',
            table_number: 'S1',
            auto_join_table_enabled: false,
            auto_join_lifespan: 900,
            order_id: null,
            first_customer_id: null,
            members: [],
            paid_members: [],
            pay_for_self: null,
            payment_due: null,
            join_queue: [],
            waiter_call: null,
          }),
    ),
  );
}

beforeEach(async () => {
  addCsrfToken();
  mockTable();
  // A small phone (issue 30: 360 px wide).
  await page.viewport(360, 640);
});

afterEach(async () => {
  cleanUp();
  vi.restoreAllMocks();
  await page.viewport(390, 844);
});

describe('the call-waiter button over a pinned Pay (issue 30)', () => {
  it.each(['en', 'ar'] as const)(
    'covers neither Pay nor the refusal under it, in %s at 360 px',
    async (locale) => {
      await renderCheckoutWithWaiter(locale);
      const call = page.getByRole('button', { name: TEXTS[locale].call });
      await expect.element(call).toBeVisible();
      const pay = page.getByRole('button', { name: TEXTS[locale].pay }).element();
      const refusal = page.getByText(TEXTS[locale].refusal).element();
      // The bill is longer than the screen: Pay is pinned to its bottom, where the button floats.
      expect(pay.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
      await expect
        .poll(() =>
          [pay, refusal].map((box) =>
            overlap(call.element().getBoundingClientRect(), box.getBoundingClientRect()),
          ),
        )
        .toEqual([false, false]);
    },
  );

  it('gives the room back when the button goes (a call is open)', async () => {
    await renderCheckoutWithWaiter('en');
    const pay = page.getByRole('button', { name: TEXTS.en.pay });
    await expect.element(page.getByRole('button', { name: 'Call waiter' })).toBeVisible();
    const withButton = pay.element().getBoundingClientRect().bottom;
    await page.getByRole('button', { name: 'Call waiter' }).click();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect
      .poll(() => pay.element().getBoundingClientRect().bottom)
      .toBeGreaterThan(withButton);
  });
});
