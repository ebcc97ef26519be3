import { channelName } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  counterSession,
  homePageWith,
  recentOrder,
  registeredUser,
} from '@test/fixtures/home-page';
import { addCsrfToken, cleanUp, json, storeCart } from '@test/support/order-screens';
import { runOut, type Subscriptions, type TimerLog } from './join-test-fakes';
import {
  answerTableCalls,
  JOIN_PATH,
  joinOrderPath,
  refusal,
  renderHost,
  STATUS_PATH,
  statusAnswer,
  type SentCall,
} from './join-test-harness';
import { cartLine, openTabHomePage, tableStatus } from './table-fixtures';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
const timerLog = vi.hoisted((): TimerLog => ({ handlers: [], calls: [] }));

vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('./join-test-fakes')).fakeRealtime(subscriptions),
);
vi.mock('../utils/join-timers', async (importOriginal) =>
  (await import('./join-test-fakes')).recordTimers(await importOriginal(), timerLog),
);

const CHANNEL = channelName('dine_in_events', 5);
const sent: SentCall[] = [];
const callsTo = (path: string) => sent.filter((call) => call.path === path);
/** The approval clock's last instruction (the queue's clock aside). */
const lastApprovalCall = () =>
  timerLog.calls.filter((call) => !call.startsWith('watchQueue')).at(-1);

/** Five lines: Kaya Toast × 1..4 and a Kopi; the request carries the first four. */
const fiveLines = () =>
  storeCart({
    lines: [
      cartLine('a', { count: 1 }),
      cartLine('b', { count: 2 }),
      cartLine('c', { count: 3 }),
      cartLine('d', { item_id: 102, category_id: 12, unit_price: '2.20' }),
      cartLine('e', { count: 5 }),
    ],
    updated_at: 0,
  });

const confirmation = () => page.getByRole('dialog', { name: 'Join this table?' });
const loader = () =>
  page.getByRole('alertdialog', {
    name: 'Waiting for someone at the table to accept your request…',
  });
const timeoutPopup = () => page.getByRole('dialog', { name: 'Request timed out' });

beforeEach(() => {
  addCsrfToken();
  sent.length = 0;
  timerLog.handlers.length = 0;
  timerLog.calls.length = 0;
  subscriptions.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe('joining an open tab (B§4 Table join)', () => {
  it('offers to join; Yes sends the first 4 cart lines, shows the loader and starts the 10 s wait', async () => {
    fiveLines();
    answerTableCalls(
      {
        status: statusAnswer(tableStatus()),
        join: () => json({ status: 'requested' }),
      },
      sent,
    );
    await renderHost(openTabHomePage());

    await expect
      .element(confirmation().getByText('This table has an open tab.', { exact: false }))
      .toBeVisible();
    await confirmation().getByRole('button', { name: 'Yes' }).click();

    await expect.element(loader()).toBeVisible();
    expect(callsTo(JOIN_PATH).map((call) => call.body)).toEqual([
      {
        customer_id: 500,
        items: [
          { id: 101, name: 'Kaya Toast', count: 1 },
          { id: 101, name: 'Kaya Toast', count: 2 },
          { id: 101, name: 'Kaya Toast', count: 3 },
          { id: 102, name: 'Kopi', count: 1 },
        ],
      },
    ]);
    await expect.poll(() => timerLog.calls).toContain('awaitApproval(false)');
    expect(confirmation().query()).toBeNull();
  });

  it('No closes the offer and sends nothing', async () => {
    answerTableCalls({ status: statusAnswer(tableStatus()) }, sent);
    await renderHost(openTabHomePage());
    await confirmation().getByRole('button', { name: 'No' }).click();
    await expect.element(confirmation()).not.toBeInTheDocument();
    expect(callsTo(JOIN_PATH)).toEqual([]);
  });

  it('after 10 s without an answer: the timeout popup; Try again sends again, Cancel closes', async () => {
    fiveLines();
    answerTableCalls(
      {
        status: statusAnswer(tableStatus()),
        join: () => json({ status: 'requested' }),
      },
      sent,
    );
    await renderHost(openTabHomePage());
    await confirmation().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => timerLog.calls).toContain('awaitApproval(false)');

    runOut(timerLog, 'onApprovalTimeout');
    await expect
      .element(timeoutPopup().getByText('No one at the table answered', { exact: false }))
      .toBeVisible();
    await expect.element(loader()).not.toBeInTheDocument();

    await timeoutPopup().getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => callsTo(JOIN_PATH).length).toBe(2);
    // spec: B§4, Try again re-sends the join request with the cart items.
    expect(callsTo(JOIN_PATH)[1]?.body).toEqual(callsTo(JOIN_PATH)[0]?.body);
    await expect.element(loader()).toBeVisible();

    runOut(timerLog, 'onApprovalTimeout');
    await timeoutPopup().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(timeoutPopup()).not.toBeInTheDocument();
    await expect.element(loader()).not.toBeInTheDocument();
    expect(callsTo(JOIN_PATH)).toHaveLength(2);
  });

  it('starts no wait when auto-join is on', async () => {
    answerTableCalls(
      {
        status: statusAnswer(tableStatus({ auto_join_table_enabled: true })),
        join: () => json({ status: 'requested' }),
      },
      sent,
    );
    await renderHost(openTabHomePage());
    await confirmation().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => timerLog.calls).toContain('awaitApproval(true)');
    expect(timerLog.calls).not.toContain('awaitApproval(false)');
  });

  it("approved live: the cart goes into the table's order; a refusal keeps the cart and says so", async () => {
    fiveLines();
    answerTableCalls(
      {
        status: statusAnswer(tableStatus()),
        join: () => json({ status: 'requested' }),
        joinOrder: () => json({ error: 'The order cannot be joined' }, 422),
      },
      sent,
    );
    const { store } = await renderHost(openTabHomePage());
    await confirmation().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => subscriptions.has(CHANNEL)).toBe(true);
    await expect.poll(() => callsTo(JOIN_PATH).length).toBe(1);

    // Someone else's answer is not this diner's.
    subscriptions
      .get(CHANNEL)
      ?.authorize_join_table?.({ customer_id: 999, is_approved: true, order_id: 9001 });
    expect(callsTo(joinOrderPath(9001))).toEqual([]);

    subscriptions
      .get(CHANNEL)
      ?.authorize_join_table?.({ customer_id: 500, is_approved: true, order_id: 9001 });
    await expect.poll(() => callsTo(joinOrderPath(9001)).length).toBe(1);
    // spec: B§4, approved stops the timer.
    expect(lastApprovalCall()).toBe('stopApproval');
    const body = callsTo(joinOrderPath(9001))[0]?.body as {
      order_details: { items: unknown[]; order_id?: number; table_id?: number; customer: number };
    };
    expect(body.order_details.items).toHaveLength(5);
    // The server checks a dine_ot payload's version; the join adds to the latest whatever it says.
    expect(body.order_details).toMatchObject({
      order_id: 9001,
      table_id: 5,
      customer: 500,
      version: 1,
    });

    // spec: A§8 and B§8, an order update failure: 'Order update failed'; the cart stays.
    await expect.poll(() => currentResolvedError(store)?.id).toBe('order_update_failed');
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull();
  });

  it('approved on the status check (a reload): joins the order, clears the cart, tells the diner', async () => {
    fiveLines();
    answerTableCalls(
      {
        status: statusAnswer(tableStatus({ status: 'approved' })),
        joinOrder: () => json({ order: recentOrder('confirmed') }),
      },
      sent,
    );
    const { store } = await renderHost(openTabHomePage());
    const told = page.getByRole('dialog', { name: 'You joined the table' });
    await expect
      .element(told.getByText("You are now part of this table's order.", { exact: false }))
      .toBeVisible();
    expect(callsTo(joinOrderPath(9001))).toHaveLength(1);
    // spec: B§4, joined clears the local cart.
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(store.get(currentErrorAtom)).toBeNull();
    await told.getByRole('button', { name: 'OK' }).click();
    await expect.element(told).not.toBeInTheDocument();
  });

  it('rejected: the diner is sent to /table-occupied', async () => {
    answerTableCalls(
      {
        status: statusAnswer(tableStatus()),
        join: () => json({ status: 'requested' }),
      },
      sent,
    );
    const { router } = await renderHost(openTabHomePage());
    await confirmation().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => callsTo(JOIN_PATH).length).toBe(1);
    await expect.poll(() => subscriptions.has(CHANNEL)).toBe(true);
    subscriptions
      .get(CHANNEL)
      ?.authorize_join_table?.({ customer_id: 500, is_approved: false, order_id: 9001 });
    await expect.poll(() => router.state.location.pathname).toBe('/table-occupied');
    expect(lastApprovalCall()).toBe('stopApproval');
    await expect.element(loader()).not.toBeInTheDocument();
  });

  it("a visitor's Yes goes to /login, to come back to /", async () => {
    answerTableCalls(
      { home: openTabHomePage({ user: null }), status: statusAnswer(tableStatus()) },
      sent,
    );
    const { router } = await renderHost(openTabHomePage({ user: null }));
    await confirmation().getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginPage)).toContain('/');
    expect(callsTo(JOIN_PATH)).toEqual([]);
  });

  it('offers nothing to a member or at a free table', async () => {
    answerTableCalls({ status: statusAnswer(tableStatus({ status: 'joined' })) }, sent);
    await renderHost(openTabHomePage());
    await expect.poll(() => callsTo(STATUS_PATH).length).toBe(1);
    expect(confirmation().query()).toBeNull();

    cleanUp();
    addCsrfToken();
    answerTableCalls({ status: statusAnswer(tableStatus({ table_state: 'free' })) }, sent);
    await renderHost(openTabHomePage());
    await expect.poll(() => callsTo(STATUS_PATH).length).toBe(2);
    expect(confirmation().query()).toBeNull();
  });

  it('asks nothing away from an open tab', async () => {
    answerTableCalls({ status: statusAnswer(tableStatus()) }, sent);
    await renderHost(homePageWith({ session: counterSession, user: registeredUser }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(subscriptions.size).toBe(0);
  });

  it("sends a non-member to /table-unavailable while the table's payment is processed", async () => {
    answerTableCalls(
      {
        status: statusAnswer(
          tableStatus({ status: 'unavailable', table_state: 'payment_in_progress' }),
        ),
      },
      sent,
    );
    const { router } = await renderHost(openTabHomePage());
    await expect.poll(() => router.state.location.pathname).toBe('/table-unavailable');
  });

  it('shows the table-updated message while the table is being moved', async () => {
    answerTableCalls(
      {
        status: statusAnswer(tableStatus({ status: 'unavailable', table_state: 'moving' })),
      },
      sent,
    );
    const { store } = await renderHost(openTabHomePage());
    await expect.poll(() => currentResolvedError(store)?.id).toBe('table_moving');
  });

  it.each([
    [422, 'Payment for this table is being processed', 'table_payment_in_progress', undefined],
    [422, 'Multiple order', 'multiple_order', undefined],
    [422, 'A promotion applies', 'join_blocked_by_promotion', 'promotion_available'],
    [422, 'Outlet settings changed', 'system_configuration_changed', undefined],
    [500, 'boom', 'join_failed', undefined],
  ] as const)(
    "a join refused with %i '%s' shows the catalogue entry %s",
    async (status, text, entry, errorId) => {
      answerTableCalls(
        { status: statusAnswer(tableStatus()), join: refusal(status, text, errorId) },
        sent,
      );
      const { store } = await renderHost(openTabHomePage());
      await confirmation().getByRole('button', { name: 'Yes' }).click();
      await expect.poll(() => currentResolvedError(store)?.id).toBe(entry);
      await expect.element(loader()).not.toBeInTheDocument();
    },
  );

  it("the table check's 422 promotion_available says 'cannot join table now'", async () => {
    answerTableCalls(
      {
        status: refusal(422, 'A promotion applies', 'promotion_available'),
      },
      sent,
    );
    const { store } = await renderHost(openTabHomePage());
    await expect.poll(() => currentResolvedError(store)?.id).toBe('join_blocked_by_promotion');
    expect(confirmation().query()).toBeNull();
  });
});
