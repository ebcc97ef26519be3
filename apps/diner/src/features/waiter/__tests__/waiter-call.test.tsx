import type { EndpointOutput, dinerEndpoints, WaiterCallState } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  homePageWith,
  outlet,
  scanAndPaySession,
  tableSession,
  type HomePage,
} from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { WaiterCall } from '../components/waiter-call';
import { currentResolvedError } from '@test/support/current-error';

/** What the fake realtime client was asked: the channels and their handlers. */
const subscriptions = vi.hoisted(
  () => new Map<string, Record<string, ((payload: unknown) => void) | undefined>>(),
);

vi.mock('@/lib/realtime/realtime-client', () => ({
  listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
    subscriptions.set(channel, handlers);
    return () => {
      subscriptions.delete(channel);
    };
  },
  onRealtimeResync: () => () => undefined,
}));

type TableStatus = EndpointOutput<typeof dinerEndpoints.dineIn.tableStatus>;

/** The table status answer of table 1's open tab, with the server's waiter call. */
const tableStatus = (waiterCall: WaiterCallState | null = null): TableStatus => ({
  status: 'joined',
  table_state: 'open_tab',
  table_number: 'T1',
  auto_join_table_enabled: false,
  auto_join_lifespan: 900,
  order_id: null,
  first_customer_id: 500,
  members: [500],
  paid_members: [],
  pay_for_self: null,
  payment_due: null,
  join_queue: [],
  waiter_call: waiterCall,
});

/** A request the app sent: its method, path, query and body. */
interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** Answers fetch by method and path, and records what was sent. */
function mockApi(routes: Record<string, () => Response>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : null;
    const address = input instanceof URL ? input.href : typeof input === 'string' ? input : '';
    const url = new URL(request?.url ?? address, location.origin);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    sent.push({ method, path: url.pathname, query: url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    return Promise.resolve(handler ? handler() : json({ error: 'no mock' }, 500));
  });
  return sent;
}

const STATUS_PATH = 'GET /dine-in/v1/tables/1/status';
const CALL_PATH = 'POST /dine-in/open-tab/v1/call_waiter';
const CANCEL_PATH = 'DELETE /dine-in/open-tab/v1/call_waiter/cancel';

const openTabPage = homePageWith({ session: { ...tableSession, qr_source: 'dine_ot' } });

const renderWaiterCall = (homePage: HomePage = openTabPage) =>
  renderApp(<WaiterCall />, { homePage });

const callButton = () => page.getByRole('button', { name: 'Call waiter' });
const bar = () => page.getByRole('status');

beforeEach(addCsrfToken);
afterEach(() => {
  cleanUp();
  subscriptions.clear();
  vi.restoreAllMocks();
});

describe('the waiter call at the table (B§2, B§4)', () => {
  it('calls a waiter to the table, then shows requested with Cancel instead of the button', async () => {
    const sent = mockApi({
      [STATUS_PATH]: () => json(tableStatus()),
      [CALL_PATH]: () => new Response(null, { status: 204 }),
    });
    await renderWaiterCall();
    await callButton().click();
    await expect.element(bar()).toHaveTextContent('Calling a waiter to your table…');
    await expect.element(callButton()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/dine-in/open-tab/v1/call_waiter',
        query: '',
        body: { table_id: 1, sapaad_outlet_id: 10 },
      },
    ]);
  });

  it('cancels the call, says so, and offers the button again', async () => {
    const sent = mockApi({
      [STATUS_PATH]: () => json(tableStatus()),
      [CALL_PATH]: () => new Response(null, { status: 204 }),
      [CANCEL_PATH]: () => new Response(null, { status: 204 }),
    });
    await renderWaiterCall();
    await callButton().click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(bar()).toHaveTextContent('Your call for a waiter was cancelled.');
    await expect.element(callButton()).toBeVisible();
    const cancel = sent.find((request) => request.method === 'DELETE');
    expect(cancel?.path).toBe('/dine-in/open-tab/v1/call_waiter/cancel');
    expect(Object.fromEntries(new URLSearchParams(cancel?.query))).toEqual({
      table_id: '1',
      sapaad_outlet_id: '10',
    });
    // OK dismisses the text.
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(bar()).toHaveTextContent('');
  });

  it('keeps the call when the cancellation fails, with the Oops popup', async () => {
    mockApi({
      [STATUS_PATH]: () => json(tableStatus()),
      [CALL_PATH]: () => new Response(null, { status: 204 }),
      [CANCEL_PATH]: () => json({ error: 'Down' }, 503),
    });
    const { store } = await renderWaiterCall();
    await callButton().click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('generic');
    await expect.element(bar()).toHaveTextContent('Calling a waiter to your table…');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it("shows ack when the table's channel says a waiter acknowledged, and OK returns to idle", async () => {
    mockApi({
      [STATUS_PATH]: () => json(tableStatus()),
      [CALL_PATH]: () => new Response(null, { status: 204 }),
    });
    await renderWaiterCall();
    await expect.poll(() => subscriptions.has('dine_in_events_1')).toBe(true);
    // Before any call, an acknowledgement is not for this phone.
    subscriptions.get('dine_in_events_1')?.waiter_acknowledged?.({ table_id: 1 });
    await expect.element(callButton()).toBeVisible();

    await callButton().click();
    await expect.element(bar()).toHaveTextContent('Calling a waiter to your table…');
    subscriptions.get('dine_in_events_1')?.waiter_acknowledged?.({ table_id: 1 });
    await expect.element(bar()).toHaveTextContent('A waiter is on the way to your table.');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(callButton()).toBeVisible();
    await expect.element(bar()).toHaveTextContent('');
  });

  it('shows failed with OK only when the call fails, and OK brings the button back', async () => {
    mockApi({
      [STATUS_PATH]: () => json(tableStatus()),
      [CALL_PATH]: () => json({ error: 'Down' }, 503),
    });
    await renderWaiterCall();
    await callButton().click();
    await expect.element(bar()).toHaveTextContent('We could not call a waiter. Please try again.');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(callButton()).toBeVisible();
  });

  it("starts from the server's call: waiting, with Cancel and no button", async () => {
    const changesAt = new Date(Date.now() + 20_000).toISOString();
    mockApi({
      [STATUS_PATH]: () => json(tableStatus({ status: 'waiting', changes_at: changesAt })),
    });
    await renderWaiterCall();
    await expect.element(bar()).toHaveTextContent('Your waiter will be with you shortly.');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(callButton().query()).toBeNull();
  });

  it('offers the call at a scan-and-pay table too', async () => {
    const sent = mockApi({
      'GET /dine-in/v1/tables/2/status': () => json(tableStatus()),
    });
    await renderWaiterCall(homePageWith({ session: scanAndPaySession }));
    await expect.element(callButton()).toBeVisible();
    await expect
      .poll(() => sent.map((request) => request.path))
      .toContain('/dine-in/v1/tables/2/status');
  });

  it.each([
    [
      'the outlet does not enable it',
      { ...openTabPage, outlet: { ...outlet, call_waiter_enabled: false } },
    ],
    ['the table pays first (dine_pf)', homePageWith({ session: tableSession })],
  ])('shows nothing and asks nothing when %s', async (_case, homePage) => {
    const sent = mockApi({ [STATUS_PATH]: () => json(tableStatus()) });
    await renderWaiterCall(homePage);
    await expect.element(callButton()).not.toBeInTheDocument();
    expect(bar().query()).toBeNull();
    expect(sent).toEqual([]);
  });
});
