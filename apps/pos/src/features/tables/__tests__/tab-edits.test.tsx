import type { PosOrder, PosTable } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
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

const free = (id: number, number: string) => freeTable(id, number);

/** T2's open tab: Aisha opened it and paid, Ben has not paid. */
const tab: PosTable = {
  ...free(12, 'T2'),
  state: 'open_tab',
  covers: 2,
  order_id: 90017,
  first_customer_id: 501,
  members: [
    { user_id: 501, name: 'Aisha', is_guest: false, paid: true },
    { user_id: 503, name: 'Ben', is_guest: false, paid: false },
  ],
};

/** T3 has a tab of its own, where T2 can merge into. */
const other: PosTable = {
  ...free(13, 'T3'),
  state: 'open_tab',
  covers: 1,
  order_id: 90018,
  first_customer_id: 601,
  members: [{ user_id: 601, name: 'Chen', is_guest: false, paid: false }],
};

/** T2's order at version 4: Ben's two flat whites, Aisha's laksa (paid for). */
const order: PosOrder = {
  id: 90017,
  order_number: 'A-0417',
  sapaad_order_id: 550017,
  outlet_id: 7,
  status: 'confirmed',
  payment_status: 'unpaid',
  money_end: null,
  version: 4,
  total_amount: '21.40',
  currency: 'SGD',
  table_id: 12,
  table_number: 'T2',
  items_summary: 'Flat White x2, Laksa x1',
  items: [
    {
      line_id: 'c1',
      customer_id: 503,
      name: 'Flat White',
      count: 2,
      modifiers: [{ group: 'Milk', name: 'Oat milk', count: 1 }],
      note: null,
    },
    { line_id: 'c2', customer_id: 501, name: 'Laksa', count: 1, modifiers: [], note: null },
  ],
  note: null,
  customer_id: 501,
  created_at: '2026-11-20T09:30:00.000Z',
  eta: null,
  allowed_actions: ['ready', 'cancel'],
  can_record_payment: true,
  can_reprice: true,
};

/** The staff API: the tables, T2's order, and whatever `answer` gives for a write. */
function fakeApi(answer: (url: string) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/pos/api/outlets/7/tables') {
      return Promise.resolve(json({ tables: [free(11, 'T1'), tab, other] }));
    }
    if (url === '/pos/api/orders/90017') return Promise.resolve(json({ order }));
    if (url.startsWith('/pos/api/')) return Promise.resolve(answer(url));
    return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
  });
}

const renderPanel = (locale: 'en' | 'ar' | 'zh' | 'ms' = 'en') => renderTablesPanel(outlet, locale);

/** The one call made to `url`, its method and its body. */
function onlyCall(spy: ReturnType<typeof fakeApi>, url: string) {
  const made = callsTo(spy, url);
  expect(made).toHaveLength(1);
  return { method: made[0]?.[1]?.method, body: made[0]?.[1]?.body };
}

/** Renders the panel, with T2's card. */
async function openTabOrder(locale: 'en' | 'ar' = 'en') {
  const screen = await renderPanel(locale);
  const t2 = screen.getByRole('article', { name: /T2/ });
  await expect.element(t2).toBeVisible();
  return { screen, t2 };
}

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  writeCsrfToken('staff-csrf');
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("editing a tab's lines", () => {
  it("lists each line with who ordered it; only an unpaid member's line can change", async () => {
    fakeApi(() => json({ table: tab }));
    const { t2 } = await openTabOrder();
    await t2.getByText('Order on the tab').click();
    const items = t2.getByRole('list', { name: 'Items on the tab of table T2' });
    await expect.element(items.getByText('2 × Flat White')).toBeVisible();
    await expect.element(items.getByText('Ben')).toBeVisible();
    await expect.element(items.getByText('Oat milk')).toBeVisible();
    await expect
      .element(t2.getByRole('button', { name: 'One more Flat White at table T2' }))
      .toBeEnabled();
    // Two units: one less is possible; Remove takes the line away.
    await expect
      .element(t2.getByRole('button', { name: 'One less Flat White at table T2' }))
      .toBeEnabled();
    await expect
      .element(t2.getByRole('button', { name: 'Remove Flat White from table T2' }))
      .toBeVisible();
    // Aisha paid: her laksa shows as paid, with no button.
    await expect.element(items.getByText('Aisha')).toBeVisible();
    expect(t2.getByRole('button', { name: /Laksa/ }).elements()).toHaveLength(0);
  });

  it('sends one more with the version staff saw, says so, and refetches the order', async () => {
    const spy = fakeApi(() => json({ table: tab }));
    const { t2, screen } = await openTabOrder();
    await t2.getByText('Order on the tab').click();
    await t2.getByRole('button', { name: 'One more Flat White at table T2' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table T2: order updated');
    expect(onlyCall(spy, '/pos/api/tables/12/order')).toEqual({
      method: 'POST',
      body: JSON.stringify({ version: 4, changes: [{ line_id: 'c1', count: 3 }] }),
    });
    await vi.waitFor(() => {
      expect(callsTo(spy, '/pos/api/orders/90017').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('removes a line with count 0 once staff confirm', async () => {
    const spy = fakeApi(() => json({ table: tab }));
    const { t2, screen } = await openTabOrder();
    await t2.getByText('Order on the tab').click();
    confirmSpy.mockReturnValueOnce(false);
    await t2.getByRole('button', { name: 'Remove Flat White from table T2' }).click();
    expect(callsTo(spy, '/pos/api/tables/12/order')).toHaveLength(0);
    await t2.getByRole('button', { name: 'Remove Flat White from table T2' }).click();
    expect(confirmSpy).toHaveBeenLastCalledWith('Remove 2 × Flat White from the tab of table T2?');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Flat White removed from table T2');
    expect(onlyCall(spy, '/pos/api/tables/12/order').body).toBe(
      JSON.stringify({ version: 4, changes: [{ line_id: 'c1', count: 0 }] }),
    );
  });

  it('says the tab changed meanwhile (409 order_version_conflict) and shows it as it is now', async () => {
    const spy = fakeApi(() =>
      json({ error: 'The table order has changed', error_id: 'order_version_conflict' }, 409),
    );
    const { t2, screen } = await openTabOrder();
    await t2.getByText('Order on the tab').click();
    await t2.getByRole('button', { name: 'One less Flat White at table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'The tab of table T2 changed meanwhile. It shows as it is now: try again.',
      );
    await vi.waitFor(() => {
      expect(callsTo(spy, '/pos/api/orders/90017').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('says a paid line cannot change (409 line_paid)', async () => {
    fakeApi(() => json({ error: 'paid', error_id: 'line_paid' }, 409));
    const { t2, screen } = await openTabOrder();
    await t2.getByText('Order on the tab').click();
    await t2.getByRole('button', { name: 'One more Flat White at table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Flat White is paid for and cannot change.');
  });
});

describe('merging a table', () => {
  it("offers the outlet's other tables and merges into the one chosen", async () => {
    const spy = fakeApi(() => json({ table: other }));
    const { screen } = await openTabOrder();
    const select = screen.getByRole('combobox', { name: 'Merge table T2 into' });
    const options = Array.from(select.element().querySelectorAll('option')).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Choose a table', 'Table T1', 'Table T3']);
    await expect.element(screen.getByRole('button', { name: 'Merge table T2' })).toBeDisabled();
    await select.selectOptions('Table T3');
    await screen.getByRole('button', { name: 'Merge table T2 into table T3' }).click();
    expect(confirmSpy).toHaveBeenCalledWith(
      expect.stringContaining('Merge table T2 into table T3?'),
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2 merged into table T3');
    expect(onlyCall(spy, '/pos/api/tables/12/merge')).toEqual({
      method: 'POST',
      body: JSON.stringify({ into_table_id: 13 }),
    });
  });

  it('says a payment in progress stops the merge (409 payment_in_progress)', async () => {
    fakeApi(() => json({ error: 'paying', error_id: 'payment_in_progress' }, 409));
    const { screen } = await openTabOrder();
    await screen.getByRole('combobox', { name: 'Merge table T2 into' }).selectOptions('Table T3');
    await screen.getByRole('button', { name: 'Merge table T2 into table T3' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'A payment is in progress at table T2 or table T3. Merge when it is done.',
      );
  });
});

describe('discount and loyalty on a tab', () => {
  it("applies a percentage and redeems the first customer's points on the tab's order", async () => {
    const spy = fakeApi((url) => json(url.includes('/orders/') ? { order } : { table: tab }));
    const { t2, screen } = await openTabOrder();
    await t2.getByText('Order on the tab').click();
    await t2.getByRole('combobox', { name: 'Discount kind for Table T2' }).selectOptions('percent');
    await t2.getByRole('textbox', { name: 'Discount value for Table T2' }).fill('10');
    await t2.getByRole('button', { name: 'Apply discount to Table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Order A-0417: discount applied');
    expect(onlyCall(spy, '/pos/api/orders/90017/discount')).toEqual({
      method: 'POST',
      body: JSON.stringify({ percent: '10' }),
    });
    await t2.getByRole('textbox', { name: 'Loyalty points for Table T2' }).fill('100');
    await t2.getByRole('button', { name: 'Redeem loyalty on Table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Order A-0417: loyalty applied');
    expect(onlyCall(spy, '/pos/api/orders/90017/loyalty').body).toBe(
      JSON.stringify({ points: '100' }),
    );
  });

  it('says on the card when a POS discount stops diners who have not paid from adding items', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = urlOf(input);
      const tables = [free(11, 'T1'), { ...tab, pos_discount_applied: true }, other];
      return Promise.resolve(json(url === '/pos/api/outlets/7/tables' ? { tables } : { order }));
    });
    const screen = await renderPanel();
    const t2 = screen.getByRole('article', { name: /T2/ });
    await expect.element(t2.getByText('Discount applied')).toBeVisible();
    await expect.element(t2.getByText('Diners who have not paid cannot add items.')).toBeVisible();
    const t3 = screen.getByRole('article', { name: /T3/ });
    expect(t3.getByText('Discount applied').elements()).toHaveLength(0);
    expect(spy).toHaveBeenCalled();
  });

  it('reads in Arabic', async () => {
    fakeApi(() => json({ table: tab }));
    const { screen } = await openTabOrder('ar');
    await expect.element(screen.getByRole('combobox', { name: 'دمج الطاولة T2 في' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'دمج الطاولة T2' })).toBeDisabled();
  });
});
