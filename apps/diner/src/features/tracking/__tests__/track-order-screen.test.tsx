import type { Company, OrderStatus, Session } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { formatMoney } from '@tabula/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  company,
  counterSession,
  guestUser,
  scanAndPaySession,
  tableSession,
} from '@test/fixtures/home-page';
import { fullDetails } from '@test/fixtures/orders';
import { homePageQuery } from '@/lib/venue/home-page';
import { trackingPageQuery } from '../hooks/use-tracking-page';
import { homePageFor, refunded, trackedOrder, trackingPage, unpaid } from './fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { renderTrackOrder } from './render-track-order';
import { isolate } from '@/lib/i18n/venue-text';

/** What the fake realtime client was asked: the channels and their handlers. */
const subscriptions = vi.hoisted(
  () => new Map<string, Record<string, ((payload: unknown) => void) | undefined>>(),
);
const unsubscribed = vi.hoisted(() => [] as string[]);
const resyncs = vi.hoisted(() => new Set<() => void>());

vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
    subscriptions.set(channel, handlers);
    return () => {
      unsubscribed.push(channel);
      if (subscriptions.get(channel) === handlers) subscriptions.delete(channel);
    };
  },
  onRealtimeResync: (listener: () => void) => {
    resyncs.add(listener);
    return () => {
      resyncs.delete(listener);
    };
  },
}));

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

const noSms: Company = {
  ...company,
  sms_info: { sms_module_status: true, sms_rules: { order_confirmed: false } },
};

const title = () => page.getByRole('heading', { level: 1 });

// spec: A§4 Order status on the status bar and track screen; B§2 Track-order screen; B§4.
describe('TrackOrderScreen, each status', () => {
  const cases: [string, OrderStatus, Session, Company, string, string | null][] = [
    [
      'unconfirmed at the counter',
      'unconfirmed',
      counterSession,
      company,
      'Waiting for payment',
      'Please proceed to the counter to pay for your order.',
    ],
    [
      'unconfirmed at a table',
      'unconfirmed',
      tableSession,
      company,
      'Waiting for payment',
      'Your order goes to the kitchen once it is paid.',
    ],
    [
      'payment in progress',
      'payment_in_progress',
      counterSession,
      company,
      'Payment in progress',
      'Your payment is being processed. This page updates by itself.',
    ],
    [
      'confirmed, no SMS rule',
      'confirmed',
      counterSession,
      noSms,
      'Order confirmed',
      'Your food is being prepared.',
    ],
    [
      'confirmed, with the SMS rule',
      'confirmed',
      counterSession,
      company,
      'Order confirmed',
      'Your food is being prepared. We will send you an SMS when it is ready.',
    ],
    [
      'confirmed at a table (dine-in pay-first)',
      'confirmed',
      tableSession,
      company,
      'Order confirmed',
      'Your food is being prepared and will be brought to your table.',
    ],
    [
      'ready at the counter',
      'ready',
      counterSession,
      company,
      'Your order is ready',
      'Please collect it from the counter now.',
    ],
    [
      'ready at a table',
      'ready',
      tableSession,
      company,
      'Your order is ready',
      'Your food is being brought to your table.',
    ],
    [
      'cancelled',
      'cancelled',
      counterSession,
      company,
      'Order cancelled',
      'Please proceed to the next counter.',
    ],
    ['delivered', 'delivered', counterSession, company, 'Enjoy your meal', null],
    [
      'rejected',
      'rejected',
      counterSession,
      company,
      'Order rejected',
      'The restaurant could not accept your order. Please ask a member of staff for help.',
    ],
  ];

  it.each(cases)('%s', async (_name, status, session, owner, heading, message) => {
    // Nothing paid yet: an unconfirmed order waits for payment.
    const unpaid = trackedOrder(status, { order_details: { ...fullDetails, payments: [] } });
    const screen = await renderTrackOrder(trackingPage(unpaid, { session, company: owner }));
    await expect.element(title()).toHaveTextContent(heading);
    await expect.element(page.getByText('Order A-042', { exact: true })).toBeVisible();
    const words = screen.container.querySelector('[aria-live="polite"]');
    if (message === null) {
      // spec: A§4 delivered, no message.
      expect(words?.querySelectorAll('p')).toHaveLength(0);
    } else {
      await expect.element(page.getByText(message)).toBeVisible();
    }
    expect(screen.container.querySelector('svg[data-illustration]')).not.toBeNull();
  });

  it('promises no SMS to a guest who gave no mobile number', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('confirmed'), { user: guestUser }));
    await expect.element(title()).toHaveTextContent('Order confirmed');
    await expect.element(page.getByText('Your food is being prepared.')).toBeVisible();
    await expect.element(page.getByText(/SMS/)).not.toBeInTheDocument();
  });

  it('an unconfirmed order already paid waits for the restaurant', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('unconfirmed')));
    await expect.element(title()).toHaveTextContent('Waiting for the restaurant');
    await expect
      .element(
        page.getByText('Your payment is received. The restaurant will confirm your order shortly.'),
      )
      .toBeVisible();
  });

  it('pictures the food on its way to the table', async () => {
    const screen = await renderTrackOrder(
      trackingPage(trackedOrder('ready'), { session: tableSession }),
    );
    await expect.element(title()).toBeVisible();
    expect(
      screen.container.querySelector('svg[data-illustration]')?.getAttribute('data-illustration'),
    ).toBe('to_table');
  });
});

describe('TrackOrderScreen, token and loyalty', () => {
  it('shows the token at a counter, not at a table (B§2)', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('confirmed')));
    await expect.element(page.getByText('Your token number')).toBeVisible();
  });

  it('has no token at a table', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('confirmed'), { session: tableSession }));
    await expect.element(title()).toBeVisible();
    await expect.element(page.getByText('Your token number')).not.toBeInTheDocument();
  });

  it('notes the points an order not yet confirmed will earn', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('payment_in_progress')));
    await expect
      .element(
        page.getByText('You will earn 8 loyalty points once the restaurant confirms your order.'),
      )
      .toBeVisible();
  });

  it('has no loyalty note on a confirmed order', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('confirmed')));
    await expect.element(title()).toBeVisible();
    await expect.element(page.getByText(/loyalty points once/)).not.toBeInTheDocument();
  });
});

describe('TrackOrderScreen, details', () => {
  it('opens onto the items, the charges, the note and the payment type', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('confirmed')));
    const toggle = page.getByRole('button', { name: 'Order details · 3 items' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');

    const items = page.getByRole('list', { name: 'Items' });
    await expect.element(items.getByText('2 × Kopi')).toBeVisible();
    await expect.element(items.getByText('Iced')).toBeVisible();
    await expect.element(items.getByText('Less sugar')).toBeVisible();
    await expect.element(items.getByText(sgd('5.40'))).toBeVisible();
    await expect.element(items.getByText('1 × Kaya Toast')).toBeVisible();

    const labels = [...document.querySelectorAll('dl[aria-label="Bill details"] dt')].map(
      (node) => node.textContent,
    );
    // spec: B§2 Track-order screen: subtotal, tip, surcharges, the first discount, loyalty, tax.
    expect(labels).toEqual([
      'Subtotal',
      'Tip',
      'Takeaway packaging',
      `Discount (${isolate('WELCOME10')})`,
      'Loyalty points',
      'Tax',
      'Total',
    ]);
    await expect.element(page.getByText(`- ${sgd('0.89')}`)).toBeVisible();
    await expect.element(page.getByText(sgd('8.03'))).toBeVisible();
    await expect.element(page.getByText('No straws, please')).toBeVisible();
    await expect.element(page.getByText('Credit card')).toBeVisible();
  });

  it('leaves out tax when prices include it, and the payment type before any payment', async () => {
    await renderTrackOrder(
      trackingPage(
        trackedOrder('unconfirmed', {
          order_details: { ...fullDetails, is_tax_inclusive: true, payments: [], note: null },
        }),
      ),
    );
    await page.getByRole('button', { name: /Order details/ }).click();
    const labels = [...document.querySelectorAll('dl[aria-label="Bill details"] dt')].map(
      (node) => node.textContent,
    );
    expect(labels).not.toContain('Tax');
    await expect.element(page.getByText('Payment type')).not.toBeInTheDocument();
    await expect.element(page.getByText('Note', { exact: true })).not.toBeInTheDocument();
  });
});

describe('TrackOrderScreen, live', () => {
  it('counts a confirmed order as seen, so the shell does not open its popup (B§4)', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('confirmed')));
    await expect
      .poll(() => sessionStorage.getItem(STORAGE_KEYS.activeOrderPopupClosed))
      .toBe('7001');
    sessionStorage.removeItem(STORAGE_KEYS.activeOrderPopupClosed);
  });

  it('shows the ETA the order carries, as a reload after the event would', async () => {
    await renderTrackOrder(
      trackingPage(trackedOrder('confirmed', { eta: '2026-11-21T02:20:00Z' })),
    );
    await expect.element(page.getByText('Expected at 10:20 AM')).toBeVisible();
  });

  it.each(['delivered', 'cancelled', 'rejected'] as const)(
    'shows no ETA once the order is %s, even when the order still carries one',
    async (status) => {
      await renderTrackOrder(trackingPage(trackedOrder(status, { eta: '2026-11-21T02:20:00Z' })));
      await expect.element(title()).toBeVisible();
      await expect.element(page.getByText(/Expected at/)).not.toBeInTheDocument();
    },
  );

  it('follows status_updated with its ETA, refetches on order_updated and stops when final', async () => {
    const { queryClient } = await renderTrackOrder(trackingPage(trackedOrder('confirmed')));
    await expect.poll(() => subscriptions.has('track_order_7001')).toBe(true);

    subscriptions
      .get('track_order_7001')
      ?.status_updated?.({ status: 'ready', eta: '2026-11-21T02:05:00Z' });
    await expect.element(title()).toHaveTextContent('Your order is ready');
    // The outlet is in Singapore: 02:05 UTC is 10:05 there.
    await expect.element(page.getByText('Expected at 10:05 AM')).toBeVisible();
    // The status lives in the cached configurations: the screen's and the status bar's.
    expect(queryClient.getQueryData(trackingPageQuery().queryKey)?.order.status).toBe('ready');
    expect(queryClient.getQueryData(homePageQuery().queryKey)?.recent_order?.status).toBe('ready');

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    subscriptions.get('track_order_7001')?.order_updated?.({ order_id: 7001, updated_by: 'pos' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.area('pages') });
    subscriptions.get('track_order_7001')?.billing_initiated?.({ order_id: 7001 });
    expect(invalidate).toHaveBeenCalledTimes(2);
    for (const resync of resyncs) resync();
    expect(invalidate).toHaveBeenCalledTimes(3);

    // Delivered is final, but the order was paid: staff may still refund it (issue 30), so the
    // screen keeps listening.
    subscriptions.get('track_order_7001')?.status_updated?.({ status: 'delivered', eta: null });
    await expect.element(title()).toHaveTextContent('Enjoy your meal');
    await expect.element(page.getByText(/Expected at/)).not.toBeInTheDocument();
    expect(subscriptions.has('track_order_7001')).toBe(true);
  });

  it('stops listening when an order nothing paid ends', async () => {
    unsubscribed.length = 0;
    await renderTrackOrder(trackingPage(trackedOrder('confirmed', { order_details: unpaid })));
    await expect.poll(() => subscriptions.has('track_order_7001')).toBe(true);
    subscriptions.get('track_order_7001')?.status_updated?.({ status: 'cancelled', eta: null });
    await expect.element(title()).toHaveTextContent('Order cancelled');
    await expect.poll(() => unsubscribed).toContain('track_order_7001');
    await expect.poll(() => subscriptions.has('track_order_7001')).toBe(false);
  });

  it('does not listen to an order that is already final with nothing paid', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('cancelled', { order_details: unpaid })));
    await expect.element(title()).toHaveTextContent('Order cancelled');
    expect(subscriptions.has('track_order_7001')).toBe(false);
  });

  it('does not listen to an order that ended refunded in full: nothing is left to change', async () => {
    await renderTrackOrder(
      trackingPage(trackedOrder('rejected', { refund: refunded('8.03', '8.03') })),
    );
    await expect.element(title()).toHaveTextContent('Order refunded');
    expect(subscriptions.has('track_order_7001')).toBe(false);
  });

  it('keeps listening to a paid order that ended: staff may still refund it', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('rejected')));
    await expect.element(title()).toHaveTextContent('Order rejected');
    await expect.poll(() => subscriptions.has('track_order_7001')).toBe(true);
  });
});

// issue 30: a refund is visible to the diner, live.
describe('TrackOrderScreen, a refund', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says what was refunded of a partly refunded order, beside its status', async () => {
    await renderTrackOrder(trackingPage(trackedOrder('delivered', { refund: refunded('2.00') })));
    await expect.element(title()).toHaveTextContent('Enjoy your meal');
    await expect.element(page.getByText(`Refunded ${sgd('2.00')} of ${sgd('8.03')}`)).toBeVisible();
  });

  it('reads refunded once all of it was given back, whatever the status', async () => {
    await renderTrackOrder(
      trackingPage(trackedOrder('unconfirmed', { refund: refunded('8.03', '8.03') })),
    );
    await expect.element(title()).toHaveTextContent('Order refunded');
    await expect
      .element(page.getByText('The restaurant refunded your payment in full.'))
      .toBeVisible();
    await expect.element(page.getByText(`Refunded ${sgd('8.03')} of ${sgd('8.03')}`)).toBeVisible();
    await expect
      .element(page.getByText('Your payment is received.', { exact: false }))
      .not.toBeInTheDocument();
  });

  it('shows a refund staff make while the screen is open (order_updated by pos)', async () => {
    const before = trackingPage(trackedOrder('unconfirmed'));
    const after = { ...before, order: { ...before.order, refund: refunded('8.03', '8.03') } };
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/pages/tracking') ? after : homePageFor(after);
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    });
    await renderTrackOrder(before);
    await expect.element(title()).toHaveTextContent('Waiting for the restaurant');
    await expect.poll(() => subscriptions.has('track_order_7001')).toBe(true);

    subscriptions.get('track_order_7001')?.order_updated?.({ order_id: 7001, updated_by: 'pos' });
    await expect.element(title()).toHaveTextContent('Order refunded');
    await expect.element(page.getByText(`Refunded ${sgd('8.03')} of ${sgd('8.03')}`)).toBeVisible();
  });
});

describe('TrackOrderScreen, back to the menu', () => {
  it('goes home', async () => {
    const { router } = await renderTrackOrder(trackingPage(trackedOrder('delivered')));
    await page.getByRole('button', { name: 'Back to menu' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('goes to the read-only menu in scan-and-pay', async () => {
    const { router } = await renderTrackOrder(
      trackingPage(trackedOrder('delivered'), { session: scanAndPaySession }),
    );
    await page.getByRole('button', { name: 'Back to menu' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/menu');
  });
});
