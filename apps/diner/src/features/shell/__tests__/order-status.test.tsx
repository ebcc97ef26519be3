import { queryKeys } from '@tabula/api-client/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { homePageQuery } from '@/lib/venue/home-page';
import {
  flags,
  homePageWith,
  recentOrder,
  registeredUser,
  tableSession,
} from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { AppShell } from '../components/app-shell';

/** What the fake realtime client was asked: the channels and their handlers. */
const subscriptions = vi.hoisted(
  () => new Map<string, Record<string, ((payload: unknown) => void) | undefined>>(),
);
const unsubscribed = vi.hoisted(() => [] as string[]);

vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
    subscriptions.set(channel, handlers);
    return () => {
      unsubscribed.push(channel);
    };
  },
  onRealtimeResync: () => () => undefined,
}));

const quiet = flags({ company_announcement: false, marketing_announcement: false });

describe('the order status bar, live', () => {
  it("subscribes to the order's channel and shows a new status from the query cache", async () => {
    const { queryClient } = await renderApp(<AppShell />, {
      homePage: homePageWith({
        recent_order: recentOrder('confirmed'),
        feature_flags: quiet,
        user: registeredUser,
      }),
      theme: false,
    });
    await expect
      .element(
        page
          .getByRole('status')
          .getByText(
            'Order A-042 is confirmed. Your food is being prepared; we will send you an SMS when it is ready.',
          ),
      )
      .toBeVisible();
    await expect.poll(() => subscriptions.has('track_order_7001')).toBe(true);

    subscriptions.get('track_order_7001')?.status_updated?.({ status: 'ready', eta: null });
    await expect
      .element(page.getByText('Order A-042 is ready. Please collect it now.'))
      .toBeVisible();
    // The status lives in the cached configuration, not in a second store.
    expect(queryClient.getQueryData(homePageQuery().queryKey)?.recent_order?.status).toBe('ready');

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    subscriptions.get('track_order_7001')?.order_updated?.({ order_id: 7001, updated_by: 'pos' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.area('pages') });

    // Delivered is final: the bar stops listening.
    subscriptions.get('track_order_7001')?.status_updated?.({ status: 'delivered', eta: null });
    await expect.element(page.getByText('Enjoy your meal')).toBeVisible();
    await expect.poll(() => unsubscribed).toContain('track_order_7001');
  });

  it('uses the table wording at a table', async () => {
    await renderApp(<AppShell />, {
      homePage: homePageWith({
        session: tableSession,
        recent_order: recentOrder('ready'),
        feature_flags: quiet,
      }),
      theme: false,
    });
    await expect
      .element(page.getByText('Order A-042 is ready. Your food is being brought to your table.'))
      .toBeVisible();
  });
});

describe('the order-confirmed popup (B§4)', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  const confirmedAt = (path = '/') =>
    renderApp(<AppShell />, {
      homePage: homePageWith({ recent_order: recentOrder('confirmed'), feature_flags: quiet }),
      path,
      theme: false,
    });

  it('opens for a confirmed order; View Order goes to /track-order and it stays closed', async () => {
    const { router } = await confirmedAt();
    const popup = page.getByRole('dialog', { name: 'Order confirmed' });
    await expect
      .element(popup.getByText('Order A-042 is confirmed.', { exact: false }))
      .toBeVisible();
    await popup.getByRole('button', { name: 'View Order' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/track-order');
    expect(sessionStorage.getItem(STORAGE_KEYS.activeOrderPopupClosed)).toBe('7001');
  });

  it('removes the status bar when closed, and does not open again on the next load', async () => {
    await confirmedAt();
    const popup = page.getByRole('dialog', { name: 'Order confirmed' });
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect.element(popup).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    await confirmedAt();
    await expect.element(page.getByRole('link', { name: /Menu|Kopi/ }).first()).toBeVisible();
    expect(page.getByRole('dialog', { name: 'Order confirmed' }).query()).toBeNull();
  });

  it('a rejected order clears the closed flag', async () => {
    sessionStorage.setItem(STORAGE_KEYS.activeOrderPopupClosed, '7001');
    await renderApp(<AppShell />, {
      homePage: homePageWith({ recent_order: recentOrder('rejected'), feature_flags: quiet }),
      theme: false,
    });
    await expect.poll(() => sessionStorage.getItem(STORAGE_KEYS.activeOrderPopupClosed)).toBeNull();
  });
});
