import { channelName } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { tableStatusQuery } from '../hooks/use-table-status';
import { addCsrfToken, cleanUp } from '@test/support/order-screens';
import { runOut, type Subscriptions, type TimerLog } from './join-test-fakes';
import {
  answerTableCalls,
  AUTHORIZE_PATH,
  refusal,
  renderHost,
  statusAnswer,
  type SentCall,
} from './join-test-harness';
import { joinRequest, openTabHomePage, tableStatus } from './table-fixtures';

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
const noContent = () => new Response(null, { status: 204 });
const popup = () => page.getByRole('dialog', { name: 'Request to join your table' });
const ben = joinRequest({
  customer_id: 801,
  name: 'Ben',
  items: [{ id: 102, name: 'Kopi', count: 3 }],
  expires_at: '2026-11-26T03:00:20.000Z',
});

/** A member (customer 500) at T5, with the given queue. */
const memberStatus = (queue = [joinRequest()]) =>
  statusAnswer(tableStatus({ status: 'joined', members: [700, 500], join_queue: queue }));

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

describe("a member's join-request popup (B§4 Table join)", () => {
  it('shows the first request: who, the items, and auto-approve in minutes', async () => {
    answerTableCalls({ status: memberStatus([joinRequest(), ben]) }, sent);
    await renderHost(openTabHomePage());
    await expect
      .element(popup().getByText(/Aisha\u2069? would like to join your table\./))
      .toBeVisible();
    const items = popup().getByRole('list', { name: 'Items they are bringing' });
    await expect.element(items.getByText('Kaya Toast', { exact: false })).toBeVisible();
    await expect.element(items.getByText('Kopi', { exact: false })).toBeVisible();
    expect(items.getByRole('listitem').all()).toHaveLength(2);
    // spec: B§9, AUTO_JOIN_LIFESPAN (300 s) shown in minutes.
    await expect
      .element(
        popup().getByRole('checkbox', {
          name: 'Accept new requests automatically for the next 5 minutes',
        }),
      )
      .not.toBeChecked();
    expect(popup().getByText('Ben', { exact: false }).query()).toBeNull();
    await expect.poll(() => timerLog.calls).toContain('watchQueue(800@2026-11-26T03:00:10.000Z)');
  });

  it('Accept with auto-approve sends the customer, the answer, the flag and the approver; the next request shows', async () => {
    // The server's queue: the answered request leaves it.
    let queue = [joinRequest(), ben];
    answerTableCalls(
      {
        status: () => memberStatus(queue)(),
        authorize: () => {
          queue = queue.slice(1);
          return noContent();
        },
      },
      sent,
    );
    await renderHost(openTabHomePage());
    await popup().getByRole('checkbox').click();
    await popup().getByRole('button', { name: 'Accept' }).click();
    await expect
      .element(popup().getByText(/Ben\u2069? would like to join your table\./))
      .toBeVisible();
    expect(sent.filter((call) => call.path === AUTHORIZE_PATH).map((call) => call.body)).toEqual([
      { customer_id: 800, is_approved: true, auto_join_table_enabled: true, user_id: 500 },
    ]);
    // A new request on show gets its own 10 s.
    await expect.poll(() => timerLog.calls).toContain('watchQueue(801@2026-11-26T03:00:20.000Z)');
  });

  it('Reject sends is_approved false; a 409 (no longer waiting) only drops the request', async () => {
    answerTableCalls(
      { status: memberStatus(), authorize: refusal(409, 'The request is no longer waiting') },
      sent,
    );
    const { store } = await renderHost(openTabHomePage());
    await popup().getByRole('button', { name: 'Reject' }).click();
    await expect.element(popup()).not.toBeInTheDocument();
    expect(sent.find((call) => call.path === AUTHORIZE_PATH)?.body).toEqual({
      customer_id: 800,
      is_approved: false,
      auto_join_table_enabled: false,
      user_id: 500,
    });
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('after 10 s without action the queue is cleared', async () => {
    answerTableCalls({ status: memberStatus([joinRequest(), ben]) }, sent);
    await renderHost(openTabHomePage());
    await expect.element(popup()).toBeVisible();
    runOut(timerLog, 'onQueueCleared');
    await expect.element(popup()).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === AUTHORIZE_PATH)).toEqual([]);
  });

  it('a live join_request joins the queue; an answer by another member takes it away', async () => {
    answerTableCalls({ status: memberStatus([]) }, sent);
    const { queryClient } = await renderHost(openTabHomePage());
    await expect.poll(() => subscriptions.has(CHANNEL)).toBe(true);
    await expect.poll(() => queryClient.getQueryData(tableStatusQuery(5).queryKey)).toBeDefined();
    expect(popup().query()).toBeNull();

    subscriptions.get(CHANNEL)?.join_request?.({ request: ben });
    await expect
      .element(popup().getByText(/Ben\u2069? would like to join your table\./))
      .toBeVisible();

    subscriptions
      .get(CHANNEL)
      ?.authorize_join_table?.({ customer_id: 801, is_approved: true, order_id: 9001 });
    await expect.element(popup()).not.toBeInTheDocument();
  });

  it('a request without a name says someone', async () => {
    answerTableCalls({ status: memberStatus([joinRequest({ name: null, items: [] })]) }, sent);
    await renderHost(openTabHomePage());
    await expect.element(popup().getByText('Someone would like to join your table.')).toBeVisible();
    expect(popup().getByRole('list').query()).toBeNull();
  });

  it('is not shown to a diner who is not a member', async () => {
    answerTableCalls(
      { status: statusAnswer(tableStatus({ status: 'requested', join_queue: [joinRequest()] })) },
      sent,
    );
    const { queryClient } = await renderHost(openTabHomePage());
    await expect.poll(() => subscriptions.has(CHANNEL)).toBe(true);
    await expect.poll(() => queryClient.getQueryData(tableStatusQuery(5).queryKey)).toBeDefined();
    subscriptions.get(CHANNEL)?.join_request?.({ request: ben });
    expect(popup().query()).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    answerTableCalls({ status: memberStatus() }, sent);
    await renderHost(openTabHomePage(), { locale: 'ar' });
    const arabic = page.getByRole('dialog', { name: 'طلب انضمام إلى طاولتك' });
    await expect.element(arabic.getByRole('button', { name: 'قبول' })).toBeVisible();
    expect(arabic.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
