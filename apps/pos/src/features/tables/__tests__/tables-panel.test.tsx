import type { PosOrder, PosTable } from '@tabula/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatOutletTime } from '../../../lib/format';
import { activateLocale } from '../../../lib/i18n';
import { writeCsrfToken } from '../../../lib/staff-session';
import {
  callsTo,
  freeTable,
  json,
  kopiCorner,
  renderTablesPanel,
  urlOf,
} from './support/tables-panel-harness';

const outlet = kopiCorner([
  { id: 11, number: 'T1' },
  { id: 12, number: 'T2' },
  { id: 13, number: 'T3' },
]);

// Made when the test runs, so "how long ago" is known: the call is 45 s old.
const calledAt = () => new Date(Date.now() - 45_000).toISOString();

const free = freeTable(11, 'T1', 'dine_pf');

const openTab = (requestedAt: string): PosTable => ({
  id: 12,
  number: 'T2',
  qr_source: 'dine_ot',
  state: 'open_tab',
  covers: 3,
  order_id: 90017,
  first_customer_id: 501,
  members: [
    { user_id: 501, name: 'Aisha', is_guest: false, paid: true },
    { user_id: 502, name: null, is_guest: true, paid: false },
  ],
  pending_join_requests: 2,
  // 09:45 UTC is 17:45 in Singapore, whatever the zone of the machine running the test.
  auto_join_until: '2026-11-20T09:45:00.000Z',
  pos_discount_applied: false,
  waiter_call: {
    status: 'waiting',
    changes_at: new Date(Date.now() + 15_000).toISOString(),
    requested_at: requestedAt,
  },
});

const paying: PosTable = {
  ...free,
  id: 13,
  number: 'T3',
  qr_source: 'scan_and_pay',
  state: 'payment_in_progress',
};

const order: PosOrder = {
  id: 90017,
  order_number: 'A-0417',
  sapaad_order_id: 550017,
  outlet_id: 7,
  status: 'confirmed',
  payment_status: 'unpaid',
  money_end: null,
  version: 1,
  total_amount: '12.50',
  currency: 'SGD',
  table_id: 12,
  table_number: 'T2',
  items_summary: 'Flat White x2',
  items: [
    {
      line_id: 'c1',
      customer_id: 501,
      name: 'Flat White',
      count: 2,
      modifiers: [{ group: 'Milk', name: 'Oat milk', count: 1 }],
      note: 'Extra hot',
    },
  ],
  note: null,
  customer_id: 501,
  created_at: '2026-11-20T09:30:00.000Z',
  eta: null,
  allowed_actions: ['ready', 'cancel'],
  can_record_payment: true,
  can_reprice: true,
};

/**
 * A fake staff API: the tables answer (read at each call, so a test can change it), the tab's
 * order, and what the acknowledge call answers.
 */
function fakeApi(tables: () => PosTable[], acknowledge: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/pos/api/outlets/7/tables') return Promise.resolve(json({ tables: tables() }));
    if (url === '/pos/api/orders/90017') return Promise.resolve(json({ order }));
    if (url === '/pos/api/tables/12/waiter-call/acknowledge') return Promise.resolve(acknowledge());
    return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
  });
}

const renderPanel = (locale: 'en' | 'ar' | 'zh' | 'ms' = 'en') => renderTablesPanel(outlet, locale);

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('TablesPanel', () => {
  it('lists every table with its mode, state, covers, members, join requests and auto-approve window', async () => {
    const requestedAt = calledAt();
    fakeApi(
      () => [free, openTab(requestedAt), paying],
      () => json({}),
    );
    const screen = await renderPanel();
    const t2 = screen.getByRole('article', { name: /Table T2/ });
    await expect.element(t2.getByText('Open tab', { exact: true })).toBeVisible();
    await expect.element(t2.getByText('Tab open', { exact: true })).toBeVisible();
    await expect.element(t2.getByText('3 covers')).toBeVisible();
    await expect.element(t2.getByText('2 join requests waiting')).toBeVisible();
    await expect.element(t2.getByText('Auto-approve until 17:45')).toBeVisible();
    const members = t2.getByRole('list', { name: 'Members of table T2' });
    await expect.element(members.getByText('Aisha')).toBeVisible();
    await expect.element(members.getByText('Opened the tab')).toBeVisible();
    await expect.element(members.getByText('Paid')).toBeVisible();
    await expect.element(members.getByText('Guest')).toBeVisible();
    // Only Aisha paid: one Paid badge, the guest's row says nothing of paying.
    expect(members.getByText('Paid').elements()).toHaveLength(1);

    const t1 = screen.getByRole('article', { name: /Table T1/ });
    await expect.element(t1.getByText('Pay first')).toBeVisible();
    await expect.element(t1.getByText('Free')).toBeVisible();
    await expect.element(t1.getByText('No open tab.')).toBeVisible();
    const t3 = screen.getByRole('article', { name: /Table T3/ });
    await expect.element(t3.getByText('Scan and pay')).toBeVisible();
    await expect.element(t3.getByText('Payment in progress')).toBeVisible();
  });

  it('puts a table calling a waiter first, says so in words, with the call’s time in the outlet’s zone and its age', async () => {
    const requestedAt = calledAt();
    fakeApi(
      () => [free, openTab(requestedAt), paying],
      () => json({}),
    );
    const screen = await renderPanel();
    await expect.element(screen.getByText('1 table is calling a waiter')).toBeVisible();
    const articles = screen.getByRole('article');
    await expect.element(articles.first()).toHaveAccessibleName(/Table T2/);
    const names = articles.elements().map((article) => article.getAttribute('data-table-id'));
    // T2 (calling) first, then the others in the server's order.
    expect(names).toEqual(['12', '11', '13']);
    const t2 = screen.getByRole('article', { name: /Table T2/ });
    await expect.element(t2.getByText('Waiter call waiting')).toBeVisible();
    const time = formatOutletTime(requestedAt, 'Asia/Singapore', 'en');
    await expect
      .element(t2.getByText(new RegExp(`^called at ${time}, 4[5-9] seconds ago$`)))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Acknowledge the waiter call of table T2' }))
      .toBeVisible();
    // No other table offers to acknowledge anything.
    expect(screen.getByRole('button', { name: /^Acknowledge/ }).elements()).toHaveLength(1);
  });

  it('acknowledges the call through the staff API, says so, and refetches the tables', async () => {
    writeCsrfToken('staff-csrf');
    const requestedAt = calledAt();
    let acknowledged = false;
    const fetchSpy = fakeApi(
      () =>
        acknowledged
          ? [free, { ...openTab(requestedAt), waiter_call: null }, paying]
          : [free, openTab(requestedAt), paying],
      () => {
        acknowledged = true;
        return json({ table: { ...openTab(requestedAt), waiter_call: null } });
      },
    );
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Acknowledge the waiter call of table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2: waiter call acknowledged');
    const [call] = callsTo(fetchSpy, '/pos/api/tables/12/waiter-call/acknowledge');
    expect(call?.[1]?.method).toBe('POST');
    expect(call?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(call?.[1]?.headers).get('x-csrf-token')).toBe('staff-csrf');
    expect(call?.[1]?.body).toBe('{}');
    // The refetched tables no longer show the call.
    await expect
      .element(screen.getByRole('button', { name: /^Acknowledge/ }))
      .not.toBeInTheDocument();
    expect(callsTo(fetchSpy, '/pos/api/outlets/7/tables').length).toBeGreaterThanOrEqual(2);
  });

  it('says a call that is no longer waiting (409) is over, and refetches, rather than failing', async () => {
    const requestedAt = calledAt();
    let gone = false;
    const fetchSpy = fakeApi(
      () =>
        gone
          ? [free, { ...openTab(requestedAt), waiter_call: null }, paying]
          : [free, openTab(requestedAt), paying],
      () => {
        gone = true;
        return json(
          {
            error: 'This table has no waiter call waiting for an answer',
            error_id: 'no_waiter_call',
          },
          409,
        );
      },
    );
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Acknowledge the waiter call of table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2: this call is no longer waiting');
    await expect
      .element(screen.getByRole('button', { name: /^Acknowledge/ }))
      .not.toBeInTheDocument();
    expect(callsTo(fetchSpy, '/pos/api/outlets/7/tables').length).toBeGreaterThanOrEqual(2);
    // The panel is still there, every table listed.
    expect(screen.getByRole('article').elements()).toHaveLength(3);
  });

  it('shows the open tab’s lines when its order is unfolded, and fetches nothing before', async () => {
    const fetchSpy = fakeApi(
      () => [free, openTab(calledAt()), paying],
      () => json({}),
    );
    const screen = await renderPanel();
    const t2 = screen.getByRole('article', { name: /Table T2/ });
    await expect.element(t2.getByText('Order on the tab')).toBeVisible();
    expect(callsTo(fetchSpy, '/pos/api/orders/90017')).toHaveLength(0);
    await t2.getByText('Order on the tab').click();
    await expect.element(t2.getByText('2 × Flat White')).toBeVisible();
    await expect.element(t2.getByText('Oat milk')).toBeVisible();
    await expect.element(t2.getByText('Note: Extra hot')).toBeVisible();
    await expect.element(t2.getByText('#A-0417')).toBeVisible();
    await expect.element(t2.getByText('Confirmed')).toBeVisible();
    await expect.element(t2.getByText(/^SGD\s12\.50$/)).toBeVisible();
    expect(callsTo(fetchSpy, '/pos/api/orders/90017')).toHaveLength(1);
  });

  it('reads in Arabic, right to left', async () => {
    fakeApi(
      () => [free, openTab(calledAt()), paying],
      () => json({}),
    );
    const screen = await renderPanel('ar');
    await expect.element(screen.getByRole('heading', { name: 'الطاولات' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'تأكيد استلام نداء النادل للطاولة T2' }))
      .toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
