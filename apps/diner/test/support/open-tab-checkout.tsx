import type { PaymentType } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { CheckoutScreen } from '../../src/features/checkout/components/checkout-screen';
import {
  checkoutPageQuery,
  type CheckoutPage,
} from '../../src/features/checkout/hooks/use-checkout-page';
import { AISHA, ME, tabOrder, tabPage, WEI } from '../../src/lib/open-tab/__tests__/tab-fixtures';
import type { TableStatus } from '../../src/lib/open-tab/tab-standing';
import { tableStatusQuery } from '../../src/lib/open-tab/table-status-query';
import type { Timers } from '../../src/lib/timers';
import { renderApp, type RenderAppResult } from '../render-app';
import { homePageOf, json } from './order-screens';

/*
 * What the tests of the open tab's checkout share: T5's tab (order 9001, the diner with Aisha and
 * Wei) as the server answers for it, and /checkout rendered at that table.
 */

/** Where the checkout saves the diner's answer to the group prompt for tab 9001. */
export const PREFERENCE = '/dine-in/open-tab/v1/orders/9001/payments/save-preference';

/** Where the checkout reads T5's status again. */
export const TABLE_STATUS = '/dine-in/v1/tables/5/status';

/**
 * The checkout page of a member of T5's tab (9001), the tab's whole order (my two lines, Aisha's
 * and Wei's kopi) and tips of 5, 10 and 15 %, offering the given payment types.
 */
export function tabCheckoutPage(paymentTypes: PaymentType[]): CheckoutPage {
  return { ...tabPage(tabOrder()), payment_types: paymentTypes, tips: ['5', '10', '15'] };
}

/** T5's status: the diner joined, nobody has paid, no preference saved yet (unless changed). */
export function tableStatus(changes: Partial<TableStatus> = {}): TableStatus {
  return {
    status: 'joined',
    table_state: 'open_tab',
    table_number: 'T5',
    auto_join_table_enabled: false,
    auto_join_lifespan: 900,
    order_id: 9001,
    first_customer_id: ME,
    members: [ME, AISHA, WEI],
    paid_members: [],
    pay_for_self: null,
    payment_due: null,
    join_queue: [],
    waiter_call: null,
    ...changes,
  };
}

/** The save-preference answer of a preference saved, with no split. */
export function preferenceSaved(): Response {
  return json({
    split_payment_details: {
      split_type: 'none',
      split_count: 0,
      pay_for_split: false,
      orders_check_id: null,
    },
  });
}

/** The reads a saved preference sets off (its invalidations), answered as the server would. */
export function tabRereads(
  details: CheckoutPage,
  table: TableStatus,
): Record<string, () => Response> {
  return {
    '/pages/checkout': () => json(details),
    '/pages/home': () => json(homePageOf(details)),
    [TABLE_STATUS]: () => json(table),
  };
}

/**
 * Renders /checkout at T5 with the tab's checkout page and the table's status (T5's first one by
 * default) already read, on the given timers (the system's by default).
 */
export function renderTabCheckout(
  details: CheckoutPage,
  { timers, table = tableStatus() }: { timers?: Timers; table?: TableStatus } = {},
): Promise<RenderAppResult> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(checkoutPageQuery().queryKey, details);
  queryClient.setQueryData(tableStatusQuery(5).queryKey, table);
  return renderApp(<CheckoutScreen timers={timers} />, {
    homePage: homePageOf(details),
    path: '/checkout',
    queryClient,
  });
}
