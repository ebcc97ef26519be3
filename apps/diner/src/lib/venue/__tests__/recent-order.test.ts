import {
  checkoutPageQueryOptions,
  orderDetailsPageQueryOptions,
  trackingPageQueryOptions,
} from '@tabula/api-client/query';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { homePageWith, recentOrder } from '@test/fixtures/home-page';
import { api } from '../../api/api';
import { homePageQuery } from '../home-page';
import { setRecentOrderStatus, withRecentOrderStatus } from '../recent-order';

describe('withRecentOrderStatus', () => {
  const page = homePageWith({ recent_order: recentOrder('confirmed') });

  it('moves the recent order to the new status', () => {
    const next = withRecentOrderStatus(page, 7001, 'ready');
    expect(next.recent_order?.status).toBe('ready');
    expect(page.recent_order?.status).toBe('confirmed');
  });

  it('ignores an event of another order', () => {
    expect(withRecentOrderStatus(page, 9999, 'ready')).toBe(page);
  });

  it('ignores an event when there is no recent order', () => {
    const none = homePageWith({ recent_order: null });
    expect(withRecentOrderStatus(none, 7001, 'ready')).toBe(none);
  });

  it('keeps the same object when the status did not change', () => {
    expect(withRecentOrderStatus(page, 7001, 'confirmed')).toBe(page);
  });
});

describe('setRecentOrderStatus', () => {
  it('writes the status into the cached home page configuration', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      homePageQuery().queryKey,
      homePageWith({ recent_order: recentOrder('confirmed') }),
    );
    setRecentOrderStatus(queryClient, 7001, 'delivered');
    expect(queryClient.getQueryData(homePageQuery().queryKey)?.recent_order?.status).toBe(
      'delivered',
    );
  });

  it("writes it into the cart's and the checkout's configurations too, whose gate reads it", () => {
    const queryClient = new QueryClient();
    const cart = orderDetailsPageQueryOptions(api).queryKey;
    const checkout = checkoutPageQueryOptions(api).queryKey;
    const waiting = homePageWith({ recent_order: recentOrder('unconfirmed') });
    queryClient.setQueryData(homePageQuery().queryKey, waiting);
    // The cart and checkout configurations carry the same recent order (A§5 gate).
    queryClient.setQueryData(cart, waiting as never);
    queryClient.setQueryData(checkout, waiting as never);
    setRecentOrderStatus(queryClient, 7001, 'confirmed');
    for (const key of [homePageQuery().queryKey, cart, checkout]) {
      const page = queryClient.getQueryData<{ recent_order: { status: string } | null }>(key);
      expect(page?.recent_order?.status).toBe('confirmed');
    }
    // Every page configuration is invalidated, so it is read afresh.
    expect(queryClient.getQueryState(cart)?.isInvalidated).toBe(true);
  });

  it('never lets a read started before the event write the old status back', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Untyped: the test's pages are home page fixtures carrying the recent order.
    const cart: readonly unknown[] = orderDetailsPageQueryOptions(api).queryKey;
    // The first read (after a POS payment) answers late with the order still unconfirmed; any
    // read after the confirmation answers it confirmed, as the server would.
    let reads = 0;
    const queryFn = async () => {
      reads += 1;
      if (reads === 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return homePageWith({ recent_order: recentOrder('unconfirmed') });
      }
      return homePageWith({ recent_order: recentOrder('confirmed') });
    };
    queryClient.setQueryData(cart, homePageWith({ recent_order: recentOrder('unconfirmed') }));
    const observer = new QueryObserver(queryClient, { queryKey: cart, queryFn, staleTime: 0 });
    // On screen and stale: the first read starts at once.
    const stop = observer.subscribe(() => undefined);
    expect(reads).toBe(1);
    setRecentOrderStatus(queryClient, 7001, 'confirmed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const page = queryClient.getQueryData<{ recent_order: { status: string } | null }>(cart);
    expect(page?.recent_order?.status).toBe('confirmed');
    stop();
  });

  it('leaves a configuration without a recent order as it is', () => {
    const queryClient = new QueryClient();
    const tracking = trackingPageQueryOptions(api).queryKey;
    const page = { order: recentOrder('unconfirmed') };
    queryClient.setQueryData(tracking, page as never);
    setRecentOrderStatus(queryClient, 7001, 'confirmed');
    expect(queryClient.getQueryData(tracking)).toBe(page);
  });

  it('does nothing before the configuration is loaded', () => {
    const queryClient = new QueryClient();
    setRecentOrderStatus(queryClient, 7001, 'delivered');
    expect(queryClient.getQueryData(homePageQuery().queryKey)).toBeUndefined();
  });
});
