import type { Order, OrderStatus } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import type { QueryClient } from '@tanstack/react-query';

/** A page configuration that carries the diner's recent order (home, cart, checkout). */
interface WithRecentOrder {
  recent_order: Order | null;
}

function hasRecentOrder(page: unknown): page is WithRecentOrder {
  return typeof page === 'object' && page !== null && 'recent_order' in page;
}

/**
 * A page configuration with its recent order moved to a new status; the same object when the
 * configuration tracks another order (or none), so a late event changes nothing.
 */
export function withRecentOrderStatus<P extends WithRecentOrder>(
  page: P,
  orderId: Order['id'],
  status: OrderStatus,
): P {
  const order = page.recent_order;
  if (order?.id !== orderId || order.status === status) return page;
  return { ...page, recent_order: { ...order, status } };
}

/**
 * Writes a live status into every cached page configuration that carries the order as its recent
 * order (no second store, A§4): the status bar's home page, and the cart's and the checkout's, whose
 * place-order gate reads it (A§5: blocked while a recent order is pending), so the gate opens the
 * moment the restaurant confirms. Then the page configurations are invalidated: those on screen
 * are read again, and a read started before the event (after a POS payment's order_updated) is
 * cancelled first, so an answer older than the status can never write it back.
 */
export function setRecentOrderStatus(
  queryClient: QueryClient,
  orderId: Order['id'],
  status: OrderStatus,
): void {
  const pages = queryKeys.area('pages');
  queryClient.setQueriesData({ queryKey: pages }, (page: unknown) =>
    hasRecentOrder(page) ? withRecentOrderStatus(page, orderId, status) : page,
  );
  void queryClient.invalidateQueries({ queryKey: pages });
}
