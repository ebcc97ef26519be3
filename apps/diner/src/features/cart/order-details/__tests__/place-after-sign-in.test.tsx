import type { Order } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { recentOrder } from '@test/fixtures/home-page';
import type { OrderDetailsPage } from '@/lib/bill/bill-source';
import { cafePage, cartOf, ITEMS, line } from '@/lib/bill/__tests__/fixtures';
import {
  addCsrfToken,
  cleanUp,
  homePageOf,
  json,
  mockApi,
  renderOrderDetails,
} from './render-order-details';
import { tableStatus } from '@test/support/open-tab-checkout';

const CREATE_PATH = '/dine-in/open-tab/v2/orders';

/** The cart screen at open-tab table T5, nobody's tab open yet; a visitor when `user` is null. */
function openTabPage(user: OrderDetailsPage['user'] = cafePage().user): OrderDetailsPage {
  const details = cafePage();
  return {
    ...details,
    user,
    session: {
      ...details.session,
      table_id: 5,
      qr_source: 'dine_ot',
      qr_type: 'dine-in',
      table_number: 'T5',
    },
    order: null,
  };
}

function tabOrder(): Order {
  return { ...recentOrder('confirmed'), id: 9001, is_group_order: true };
}

/**
 * Answers the calls; counts the orders placed. The table's status, which the order makes the app
 * read again, says the diner opened the tab.
 */
function answer(details: OrderDetailsPage) {
  const placed: unknown[] = [];
  mockApi({
    '/pages/order_details': () => json(details),
    '/pages/home': () => json(homePageOf(details)),
    '/dine-in/v1/tables/5/status': () => json(tableStatus()),
    [CREATE_PATH]: (body: unknown) => {
      placed.push(body);
      return json({ order: tabOrder() });
    },
  });
  return placed;
}

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe('Place order at an open tab, after sign-in (issue 30)', () => {
  it('sends a visitor to /login, to come back here and place the order', async () => {
    const placed = answer(openTabPage(null));
    const { router } = await renderOrderDetails(
      cartOf(line('a', ITEMS.kopi, 2)),
      openTabPage(null),
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/order-details?place=order' });
    expect(placed).toHaveLength(0);
  });

  it('places the order by itself once back signed in, once, and takes ?place= away', async () => {
    const placed = answer(openTabPage());
    const { router } = await renderOrderDetails(
      cartOf(line('a', ITEMS.kopi, 2)),
      openTabPage(),
      '/order-details?place=order',
    );
    await expect.element(page.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    expect(placed).toHaveLength(1);
    expect(router.state.location.search).toEqual({});
    // Coming back to the screen (a reload, Back) does not place it again.
    await router.navigate({ to: '/order-details' });
    await router.invalidate();
    expect(placed).toHaveLength(1);
  });

  it('does not place by itself while the diner is still a visitor', async () => {
    const placed = answer(openTabPage(null));
    await renderOrderDetails(
      cartOf(line('a', ITEMS.kopi, 2)),
      openTabPage(null),
      '/order-details?place=order',
    );
    await expect.element(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    expect(placed).toHaveLength(0);
  });
});
