import type { Cart } from '@tabula/engine';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { homePageOf, storeCart } from '@test/support/order-screens';
import { cafePage } from '@/lib/bill/__tests__/fixtures';
import type { OrderDetailsPage } from '@/lib/bill/bill-source';
import { OrderDetailsScreen } from '../components/order-details-screen';
import { orderDetailsPageQuery } from '../hooks/use-order-details-page';

export {
  addCsrfToken,
  cleanUp,
  homePageOf,
  json,
  mockApi,
  storeCart,
} from '@test/support/order-screens';

/** Renders /order-details over a stored cart and a cached order-details configuration. */
export async function renderOrderDetails(
  cart: Cart,
  details: OrderDetailsPage = cafePage(),
  path = '/order-details',
): Promise<RenderAppResult & { stored: Cart }> {
  const stored = storeCart(cart);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(orderDetailsPageQuery().queryKey, details);
  const result = await renderApp(<OrderDetailsScreen />, {
    homePage: homePageOf(details),
    path,
    queryClient,
    store: createStore(),
  });
  return { ...result, stored };
}
