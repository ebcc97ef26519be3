import type { Order, OrderStatus } from '@tabula/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { HomePageData } from './home-page';
import { homePageQuery } from './home-page';

/**
 * The home page configuration with its recent order moved to a new status; the same object when
 * the configuration tracks another order (or none), so a late event changes nothing.
 */
export function withRecentOrderStatus(
  page: HomePageData,
  orderId: Order['id'],
  status: OrderStatus,
): HomePageData {
  const order = page.recent_order;
  if (order?.id !== orderId || order.status === status) return page;
  return { ...page, recent_order: { ...order, status } };
}

/** Writes a live status into the cached home page configuration (no second store, A§4). */
export function setRecentOrderStatus(
  queryClient: QueryClient,
  orderId: Order['id'],
  status: OrderStatus,
): void {
  queryClient.setQueryData(homePageQuery().queryKey, (page) =>
    page === undefined ? page : withRecentOrderStatus(page, orderId, status),
  );
}
