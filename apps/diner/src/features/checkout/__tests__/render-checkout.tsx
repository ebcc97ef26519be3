import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { Cart } from '@tabula/engine';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { homePageOf, storeCart } from '@test/support/order-screens';
import { cartOf, ITEMS, line } from '@/lib/bill/__tests__/fixtures';
import type { Timers } from '@/lib/timers';
import { CheckoutScreen } from '../components/checkout-screen';
import { checkoutPageQuery, type CheckoutPage } from '../hooks/use-checkout-page';

/** Two kopi, the cart most checkout tests pay. */
export const TWO_KOPI = cartOf(line('a', ITEMS.kopi, 2));

/**
 * The checkout on /checkout: the cart stored as the app keeps it, the page's data already in the
 * query cache (nothing is fetched for it), and a store of its own the test can read.
 *
 * @param details - The checkout page the server would answer.
 * @param options - The cart (two kopi by default) and the timers (the browser's by default).
 */
export async function renderCheckout(
  details: CheckoutPage,
  options: { cart?: Cart; timers?: Timers } = {},
): Promise<RenderAppResult & { store: ReturnType<typeof createStore> }> {
  storeCart(options.cart ?? TWO_KOPI);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(checkoutPageQuery().queryKey, details);
  const store = createStore();
  const rendered = await renderApp(
    options.timers === undefined ? <CheckoutScreen /> : <CheckoutScreen timers={options.timers} />,
    { homePage: homePageOf(details), path: '/checkout', queryClient, store },
  );
  return { ...rendered, store };
}
