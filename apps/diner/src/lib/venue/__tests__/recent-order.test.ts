import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { homePageWith, recentOrder } from '../../../../test/fixtures/home-page';
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

  it('does nothing before the configuration is loaded', () => {
    const queryClient = new QueryClient();
    setRecentOrderStatus(queryClient, 7001, 'delivered');
    expect(queryClient.getQueryData(homePageQuery().queryKey)).toBeUndefined();
  });
});
