import { queryKeys } from '@tabula/api-client/query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { homePageQuery } from '../../../lib/venue/home-page';
import {
  flags,
  homePageWith,
  recentOrder,
  tableSession,
} from '../../../../test/fixtures/home-page';
import { renderApp } from '../../../../test/render-app';
import { AppShell } from '../components/app-shell';

/** What the fake realtime client was asked: the channels and their handlers. */
const subscriptions = vi.hoisted(
  () => new Map<string, Record<string, ((payload: unknown) => void) | undefined>>(),
);
const unsubscribed = vi.hoisted(() => [] as string[]);

vi.mock('../../../lib/realtime/realtime-client', () => ({
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
      homePage: homePageWith({ recent_order: recentOrder('confirmed'), feature_flags: quiet }),
      theme: false,
    });
    await expect
      .element(
        page.getByText(
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
