import type { Order } from '@tabula/api-client';
import type { Cart } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { kayaToast, kopi, recentOrder } from '@test/fixtures/home-page';
import { orderedCartItem } from '@test/fixtures/orders';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { dismissErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import type { OrderDetailsPage } from '@/lib/bill/bill-source';
import { orderDetailsPageQuery } from '../hooks/use-order-details-page';
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
import { currentResolvedError } from '@test/support/current-error';

const CREATE_PATH = '/dine-in/open-tab/v2/orders';
const UPDATE_PATH = '/dine-in/open-tab/v2/orders/9001';

/** The tab at T5: a kaya toast of this diner (7) and a kopi of another member (8), version 3. */
function tabOrder(version = 3): Order {
  const base = recentOrder('confirmed');
  return {
    ...base,
    id: 9001,
    is_group_order: true,
    order_details: {
      ...base.order_details,
      version,
      cartItems: [
        orderedCartItem(kayaToast, 11, 1, { cart_id: 'toast', customer: 7, placed_item: true }),
        orderedCartItem(kopi, 12, 2, { cart_id: 'kopi', customer: 8, placed_item: true }),
      ],
    },
  };
}

/** The cart screen's configuration at open-tab table T5, with the tab's order if a member. */
function openTabPage(order: Order | null): OrderDetailsPage {
  const details = cafePage();
  return {
    ...details,
    session: {
      ...details.session,
      table_id: 5,
      qr_source: 'dine_ot',
      qr_type: 'dine-in',
      table_number: 'T5',
    },
    order,
  };
}

interface Sent {
  path: string;
  body: { order_details: Record<string, unknown> };
}

/**
 * Answers the cart screen's calls (the order call with `answer`); counts the page's reads. The
 * table's status, which an order on the tab makes the app read again, says the diner is a member.
 */
function answerCalls(
  details: OrderDetailsPage,
  answer: () => Response,
  sent: Sent[],
  reread: OrderDetailsPage = details,
) {
  const record = (path: string) => (body: unknown) => {
    sent.push({ path, body: body as Sent['body'] });
    return answer();
  };
  const reads = { pages: 0 };
  mockApi({
    '/pages/order_details': () => {
      reads.pages += 1;
      return json(reread);
    },
    '/pages/home': () => json(homePageOf(details)),
    '/dine-in/v1/tables/5/status': () => json(tableStatus()),
    [CREATE_PATH]: record(CREATE_PATH),
    [UPDATE_PATH]: record(UPDATE_PATH),
  });
  return reads;
}

function storedCart(): Cart {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as Cart;
}

const placeOrder = () => page.getByRole('button', { name: 'Place order' });
const tabList = () => page.getByRole('list', { name: 'Table order' });

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe('ordering at an open tab (B§4)', () => {
  it('opens the tab with version 1 when the diner has no tab order, then clears the cart', async () => {
    const sent: Sent[] = [];
    const details = openTabPage(null);
    answerCalls(details, () => json({ order: tabOrder(1) }), sent);
    const { router, store } = await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 2)), details);
    await expect.element(page.getByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    await placeOrder().click();
    await expect.element(page.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    expect(sent.map((call) => call.path)).toEqual([CREATE_PATH]);
    const payload = sent[0]?.body.order_details;
    expect(payload).toMatchObject({ version: 1, covers: 1, qr_source: 'dine_ot', table_id: 5 });
    expect(payload).not.toHaveProperty('order_id');
    expect(payload).not.toHaveProperty('payment');
    // spec: B§4, on success the cart is emptied.
    expect(store.get(cartAtom).lines).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    // spec: B§2, the dine_ot placed popup's View Order goes to /.
    await page.getByRole('button', { name: 'View Order' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it("adds a member's new lines to the tab, naming the version they saw", async () => {
    const sent: Sent[] = [];
    const details = openTabPage(tabOrder(3));
    answerCalls(details, () => json({ order: tabOrder(4) }), sent);
    const { store } = await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 2)), details);
    await placeOrder().click();
    await expect.element(page.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    expect(sent.map((call) => call.path)).toEqual([UPDATE_PATH]);
    const payload = sent[0]?.body.order_details;
    expect(payload).toMatchObject({ version: 3, order_id: 9001, qr_source: 'dine_ot' });
    // Only the diner's new lines travel, priced as a new order.
    expect((payload?.cartItems as { cart_id: string }[]).map((item) => item.cart_id)).toEqual([
      'a',
    ]);
    // spec: B§4, on success the cart is emptied.
    expect(store.get(cartAtom).lines).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('lets the diner who opened the tab add more while the restaurant has not confirmed it yet', async () => {
    const sent: Sent[] = [];
    const unconfirmed = { ...tabOrder(3), status: 'unconfirmed' as const };
    // The tab's order is also the opener's latest order (recent_order), still unconfirmed.
    const details = { ...openTabPage(unconfirmed), recent_order: unconfirmed };
    answerCalls(details, () => json({ order: tabOrder(4) }), sent);
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), details);
    await expect
      .element(page.getByText('Your previous order is still being processed', { exact: false }))
      .not.toBeInTheDocument();
    await placeOrder().click();
    await expect.element(page.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    expect(sent.map((call) => call.path)).toEqual([UPDATE_PATH]);
  });

  it("on a stale version says the group's order changed, reads it again and keeps the cart", async () => {
    const sent: Sent[] = [];
    const details = openTabPage(tabOrder(3));
    const reads = answerCalls(
      details,
      () =>
        json(
          {
            error: 'The order has changed',
            error_id: 'order_version_conflict',
            details: { order: tabOrder(4) },
          },
          409,
        ),
      sent,
      openTabPage(tabOrder(4)),
    );
    const { store, queryClient } = await renderOrderDetails(
      cartOf(line('a', ITEMS.kopi, 2)),
      details,
    );
    await placeOrder().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('group_order_updated');
    await expect.poll(() => reads.pages).toBeGreaterThan(0);
    expect(storedCart().lines.map((entry) => entry.id)).toEqual(['a']);
    await expect.element(placeOrder()).toBeEnabled();
    await expect
      .element(page.getByRole('dialog', { name: 'Order placed' }))
      .not.toBeInTheDocument();
    // Placing again names the version read again.
    await expect
      .poll(
        () =>
          queryClient.getQueryData(orderDetailsPageQuery().queryKey)?.order?.order_details.version,
      )
      .toBe(4);
    store.set(dismissErrorAtom);
    await placeOrder().click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((call) => call.body.order_details.version)).toEqual([3, 4]);
  });

  it('says the order is being prepared when the server refuses a placed line (B§8)', async () => {
    const sent: Sent[] = [];
    const details = openTabPage(tabOrder(3));
    answerCalls(
      details,
      () => json({ error: 'Order being prepared', error_id: 'order_being_prepared' }, 422),
      sent,
    );
    const { store } = await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 2)), details);
    await placeOrder().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('order_being_prepared');
    expect(storedCart().lines.map((entry) => entry.id)).toEqual(['a']);
  });

  it('hands over to the join flow on / when another diner opened the tab first (B§8)', async () => {
    const sent: Sent[] = [];
    const details = openTabPage(null);
    answerCalls(details, () => json({ error: 'Another order exists' }, 409), sent);
    const { router, store } = await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 2)), details);
    await placeOrder().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('another_order_exists');
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(storedCart().lines.map((entry) => entry.id)).toEqual(['a']);
  });

  it("shows the tab's lines above the cart, greyed and with no controls (B§2)", async () => {
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 2)), openTabPage(tabOrder(3)));
    await expect
      .element(tabList().getByRole('listitem', { name: 'Kaya Toast, already ordered' }))
      .toBeVisible();
    await expect.element(tabList().getByText('Your group')).toBeVisible();
    await expect.element(tabList().getByRole('button')).not.toBeInTheDocument();
    // The diner's own cart stays editable.
    await expect
      .element(
        page
          .getByRole('list', { name: 'Your items' })
          .getByRole('button', { name: 'One more Kopi' }),
      )
      .toBeVisible();
  });

  it('shows no tab to a diner who is not a member, and Checkout away from an open tab', async () => {
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), openTabPage(null));
    await expect.element(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await expect.element(tabList()).not.toBeInTheDocument();
  });

  it('offers a member who has not paid Proceed to payment, to the checkout (B§4)', async () => {
    const details = openTabPage(tabOrder(3));
    mockApi({
      '/pages/order_details': () => json(details),
      '/pages/home': () => json(homePageOf(details)),
      '/dine-in/v1/tables/5/status': () => json(tableStatus()),
    });
    const { router } = await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), details);
    await page.getByRole('link', { name: 'Proceed to payment' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
  });

  it('keeps a member who has paid from placing again, with the receipt instead (B§4)', async () => {
    const details = openTabPage(tabOrder(3));
    mockApi({
      '/pages/order_details': () => json(details),
      '/pages/home': () => json(homePageOf(details)),
      '/dine-in/v1/tables/5/status': () => json(tableStatus({ paid_members: [7] })),
    });
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)), details);
    await expect.element(page.getByText('You have paid your part of this bill.')).toBeVisible();
    await expect.element(placeOrder()).toBeDisabled();
    await expect.element(page.getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Proceed to payment' }))
      .not.toBeInTheDocument();
  });
});
