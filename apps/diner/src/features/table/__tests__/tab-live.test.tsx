import { channelName } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { page } from 'vitest/browser';
import { addCsrfToken, cleanUp, json, mockApi, storeCart } from '@test/support/order-screens';
import { tableStatusQuery } from '@/lib/open-tab/table-status-query';
import { registeredUser } from '@test/fixtures/home-page';
import type { Subscriptions } from './join-test-fakes';
import { renderHost, STATUS_PATH } from './join-test-harness';
import { cartLine, openTabHomePage, openTabSession, tableStatus } from './table-fixtures';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);

vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('./join-test-fakes')).fakeRealtime(subscriptions),
);

const TABLE_CHANNEL = channelName('dine_in_events', 5);
const ORDER_CHANNEL = channelName('track_order', 9001);

interface Call {
  path: string;
  body: unknown;
}

/** A member of T5's tab (order 9001); the calls of a move and a reset recorded. */
function answerMember(calls: Call[]) {
  const record = (path: string, answer: () => Response) => (body: unknown) => {
    calls.push({ path, body });
    return answer();
  };
  mockApi({
    '/pages/home': () => json(openTabHomePage()),
    [STATUS_PATH]: () =>
      json(tableStatus({ status: 'joined', members: [registeredUser.id], order_id: 9001 })),
    '/users/update-sessions': record('/users/update-sessions', () =>
      json({ error: 'no session here' }, 500),
    ),
    '/users/clear-session': record(
      '/users/clear-session',
      () => new Response(null, { status: 204 }),
    ),
  });
}

/** Sends a live event once the channel is listened to. */
async function hear(channel: string, event: string, payload: unknown) {
  await expect.poll(() => subscriptions.get(channel)?.[event]).toBeTypeOf('function');
  subscriptions.get(channel)?.[event]?.(payload);
}

/** The query keys invalidated from now on ('all' for everything). */
function recordInvalidations(queryClient: QueryClient): unknown[] {
  const keys: unknown[] = [];
  const original = queryClient.invalidateQueries.bind(queryClient);
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters, options) => {
    keys.push(filters?.queryKey ?? 'all');
    return original(filters, options);
  });
  return keys;
}

const calls: Call[] = [];

beforeEach(() => {
  addCsrfToken();
  calls.length = 0;
  subscriptions.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe("the open tab's live events (B§7, B§8)", () => {
  it("reads the tab's order again when a member places, without a message", async () => {
    answerMember(calls);
    const { queryClient, store } = await renderHost(openTabHomePage());
    const invalidated = recordInvalidations(queryClient);
    await hear(TABLE_CHANNEL, 'order_placed', { table_id: 5, user_id: 801 });
    expect(invalidated).toContainEqual(queryKeys.area('pages'));
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('says the POS updated the order, and reads it again (B§8 row 17)', async () => {
    answerMember(calls);
    const { queryClient, store } = await renderHost(openTabHomePage());
    const invalidated = recordInvalidations(queryClient);
    await hear(ORDER_CHANNEL, 'order_updated', { order_id: 9001, updated_by: 'pos' });
    expect(invalidated).toContainEqual(queryKeys.area('pages'));
    expect(currentResolvedError(store)?.id).toBe('order_updated_from_pos');
  });

  it('says another diner updated the order, but not when the diner did (B§8 row 18)', async () => {
    answerMember(calls);
    const { queryClient, store } = await renderHost(openTabHomePage());
    const invalidated = recordInvalidations(queryClient);
    await hear(ORDER_CHANNEL, 'order_updated', { order_id: 9001, updated_by: registeredUser.id });
    expect(invalidated).toContainEqual(queryKeys.area('pages'));
    expect(store.get(currentErrorAtom)).toBeNull();
    await hear(ORDER_CHANNEL, 'order_updated', { order_id: 9001, updated_by: 801 });
    expect(currentResolvedError(store)?.id).toBe('group_order_updated');
  });

  it('follows a table move: asks to move the session and reads everything again', async () => {
    answerMember(calls);
    const { queryClient } = await renderHost(openTabHomePage());
    const invalidated = recordInvalidations(queryClient);
    await hear(TABLE_CHANNEL, 'table_moved', { table_id: 6 });
    await expect
      .poll(() => calls.filter((call) => call.path === '/users/update-sessions'))
      .toEqual([{ path: '/users/update-sessions', body: { session_data: { table_id: 6 } } }]);
    // Even when the session call fails, everything is read again.
    await expect.poll(() => invalidated).toContain('all');
  });

  it('after a move, never reads the old table again: its 404 is not shown while the page catches up', async () => {
    let moved = false;
    const statusCalls: string[] = [];
    const movedPath = '/dine-in/v1/tables/6/status';
    const member = () =>
      json(tableStatus({ status: 'joined', members: [registeredUser.id], order_id: 9001 }));
    mockApi({
      '/pages/home': () =>
        json(
          moved
            ? openTabHomePage({ session: { ...openTabSession, table_id: 6, table_number: 'T6' } })
            : openTabHomePage(),
        ),
      [STATUS_PATH]: () => {
        statusCalls.push(STATUS_PATH);
        return moved
          ? json(
              { message: 'This table is not the one you scanned', error: 'table_not_found' },
              404,
            )
          : member();
      },
      [movedPath]: () => {
        statusCalls.push(movedPath);
        return member();
      },
      '/users/update-sessions': () =>
        json({ session: { ...openTabSession, table_id: 6, table_number: 'T6' } }),
    });
    const { store } = await renderHost(openTabHomePage());
    await expect.poll(() => statusCalls).toEqual([STATUS_PATH]);
    moved = true;
    await hear(TABLE_CHANNEL, 'table_moved', { table_id: 6 });
    await expect.poll(() => statusCalls).toEqual([STATUS_PATH, movedPath]);
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('a table being moved shows the table-updated message (B§8 row 21)', async () => {
    answerMember(calls);
    const { store } = await renderHost(openTabHomePage());
    await hear(TABLE_CHANNEL, 'table_updated', { type: 'in_progress', table_id: 5 });
    expect(currentResolvedError(store)?.id).toBe('table_moving');
    expect(calls).toEqual([]);
  });

  it('a merged table resets the session and the cart, then the table-updated message (B§8 row 20)', async () => {
    storeCart({ lines: [cartLine('a')], updated_at: 0 });
    answerMember(calls);
    const { store } = await renderHost(openTabHomePage());
    await hear(TABLE_CHANNEL, 'table_updated', { type: 'merged', table_id: 5 });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('table_updated_from_pos');
    expect(calls.map((call) => call.path)).toEqual(['/users/clear-session']);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it("listens to the tab's order only for a member", async () => {
    mockApi({
      '/pages/home': () => json(openTabHomePage()),
      [STATUS_PATH]: () => json(tableStatus({ order_id: null })),
    });
    await renderHost(openTabHomePage());
    await expect.poll(() => subscriptions.has(TABLE_CHANNEL)).toBe(true);
    expect(subscriptions.has(ORDER_CHANNEL)).toBe(false);
  });

  it('marks the members a payment paid at once, and reads the table again (B§4)', async () => {
    answerMember(calls);
    const { queryClient } = await renderHost(openTabHomePage());
    await expect.poll(() => queryClient.getQueryData(tableStatusQuery(5).queryKey)).toBeDefined();
    const invalidated = recordInvalidations(queryClient);
    await hear(TABLE_CHANNEL, 'payment_recorded', {
      payment_source: 'web',
      has_payment_completed: false,
      paid_customers: [registeredUser.id],
    });
    expect(queryClient.getQueryData(tableStatusQuery(5).queryKey)?.paid_members).toEqual([
      registeredUser.id,
    ]);
    expect(invalidated).toContainEqual(queryKeys.area('pages'));
    await expect
      .element(page.getByRole('heading', { name: 'Payment received' }))
      .not.toBeInTheDocument();
  });

  it("shows everyone that the table's bill is paid, then home (B§4, B§7 has_payment_completed)", async () => {
    answerMember(calls);
    const { router } = await renderHost(openTabHomePage(), { path: '/checkout' });
    await hear(TABLE_CHANNEL, 'payment_recorded', {
      payment_source: 'web',
      has_payment_completed: true,
      paid_customers: [registeredUser.id, 801],
    });
    await expect.element(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect
      .element(page.getByText("Your table's bill is paid. Thank you for dining with us!"))
      .toBeVisible();
    await page.getByRole('button', { name: 'Back to menu' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    await expect
      .element(page.getByRole('heading', { name: 'Payment received' }))
      .not.toBeInTheDocument();
    await expect.poll(() => calls.map((call) => call.path)).toContain('/users/clear-session');
  });

  it("gives way to the payer's own result page when it opens after the event", async () => {
    answerMember(calls);
    const { router } = await renderHost(openTabHomePage(), { path: '/checkout' });
    await hear(TABLE_CHANNEL, 'payment_recorded', {
      payment_source: 'web',
      has_payment_completed: true,
      paid_customers: [registeredUser.id],
    });
    await expect.element(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await router.navigate({ to: '/payment-processing' });
    // Gone well before the screen's own 10 s exit would take it away.
    await expect
      .element(page.getByRole('heading', { name: 'Payment received' }), { timeout: 3_000 })
      .not.toBeInTheDocument();
    await router.navigate({ to: '/' });
    expect(page.getByRole('heading', { name: 'Payment received' }).query()).toBeNull();
  });
});
