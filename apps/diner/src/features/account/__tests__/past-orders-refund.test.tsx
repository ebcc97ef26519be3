import type { Order } from '@tabula/api-client';
import { formatMoney } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PastOrdersScreen } from '../components/past-orders-screen';
import { addCsrfToken, cleanUp, fakeApi } from './fake-api';
import { pastOrdersPage, retiredItemOrder, toastAndKopi } from './fixtures';
import { renderAccount } from './render-account';

/** What the fake realtime client was asked: the channels and their handlers. */
const subscriptions = vi.hoisted(
  () => new Map<string, Record<string, ((payload: unknown) => void) | undefined>>(),
);

vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
    subscriptions.set(channel, handlers);
    return () => {
      if (subscriptions.get(channel) === handlers) subscriptions.delete(channel);
    };
  },
  onRealtimeResync: () => () => undefined,
}));

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

/** Order A-041 paid by card (10.48), delivered. */
const paidOrder: Order = {
  ...toastAndKopi,
  order_details: {
    ...toastAndKopi.order_details,
    payments: [{ id: 3, payment_type: 'stripe', amount: '10.48', customer_id: 500, tip: '1.00' }],
  },
};

const refunded = (amount: string): Order['refund'] => ({
  status: amount === '10.48' ? 'refunded' : 'partially_refunded',
  paid_amount: '10.48',
  refunded_amount: amount,
  refunds: [{ amount, created_at: '2026-11-20T09:00:00.000Z' }],
});

const render = (orders: Order[]) =>
  renderAccount(<PastOrdersScreen onReorder={vi.fn()} />, {
    path: '/my-account/past-orders',
    pastOrders: pastOrdersPage({ past_orders: orders }),
  });

const row = (label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: label }) });

beforeEach(addCsrfToken);
afterEach(() => {
  cleanUp();
  subscriptions.clear();
});

// issue 30: a refund is visible to the diner in My Orders, live.
describe('PastOrdersScreen, refunds', () => {
  it('reads an order refunded in full as Refunded, never as delivered or paid', async () => {
    await render([{ ...paidOrder, refund: refunded('10.48') }]);
    await expect.element(row('Order #A-041').getByText('Refunded', { exact: true })).toBeVisible();
    await expect.element(row('Order #A-041').getByText('Delivered')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Order #A-041' }).click();
    const modal = page.getByRole('dialog', { name: 'Order #A-041' });
    await expect.element(modal.getByText('Status: Refunded')).toBeVisible();
    await expect
      .element(modal.getByText(`Refunded ${sgd('10.48')} of ${sgd('10.48')}`))
      .toBeVisible();
  });

  it('says what part was refunded beside the status', async () => {
    await render([{ ...paidOrder, refund: refunded('2.00') }]);
    await expect
      .element(
        row('Order #A-041').getByText(`Delivered · Refunded ${sgd('2.00')} of ${sgd('10.48')}`),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Order #A-041' }).click();
    const modal = page.getByRole('dialog', { name: 'Order #A-041' });
    await expect.element(modal.getByText('Status: Delivered')).toBeVisible();
    await expect
      .element(modal.getByText(`Refunded ${sgd('2.00')} of ${sgd('10.48')}`))
      .toBeVisible();
  });

  it('follows only the orders that can still change: paid and not all given back', async () => {
    const gone = { ...paidOrder, id: 7039, order_number: 'A-039', refund: refunded('10.48') };
    // retiredItemOrder is delivered with nothing paid: nothing more can happen to it.
    await render([paidOrder, gone, retiredItemOrder]);
    await expect.poll(() => [...subscriptions.keys()]).toEqual(['track_order_7041']);
  });

  it('shows a refund staff make while the list and its detail are open, without a reload', async () => {
    const after = pastOrdersPage({ past_orders: [{ ...paidOrder, refund: refunded('10.48') }] });
    const { calls } = fakeApi({ 'GET /pages/past_orders': () => ({ status: 200, body: after }) });
    await render([paidOrder]);
    await expect.element(row('Order #A-041').getByText('Delivered')).toBeVisible();
    await page.getByRole('button', { name: 'Order #A-041' }).click();
    const modal = page.getByRole('dialog', { name: 'Order #A-041' });
    await expect.element(modal.getByText('Status: Delivered')).toBeVisible();
    await expect.poll(() => subscriptions.has('track_order_7041')).toBe(true);

    subscriptions.get('track_order_7041')?.order_updated?.({ order_id: 7041, updated_by: 'pos' });
    await expect.element(modal.getByText('Status: Refunded')).toBeVisible();
    await expect
      .element(modal.getByText(`Refunded ${sgd('10.48')} of ${sgd('10.48')}`))
      .toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /pages/past_orders');
    // Refunded in full, it has nothing left to change: it is no longer followed.
    await expect.poll(() => subscriptions.has('track_order_7041')).toBe(false);
  });
});
