import type { PosOrder, PosStockCategory, PosTable } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  { id: 14, number: 'S1' },
  { id: 15, number: 'S2' },
]);

const scanAndPay = (id: number, number: string) => freeTable(id, number, 'scan_and_pay');

/** S1 has the bill staff opened: three covers. S2 has none. */
const s1: PosTable = { ...scanAndPay(14, 'S1'), covers: 3, order_id: 90020 };
const s2 = scanAndPay(15, 'S2');

const bill: PosOrder = {
  id: 90020,
  order_number: '004',
  sapaad_order_id: 550020,
  outlet_id: 7,
  status: 'confirmed',
  payment_status: 'unpaid',
  money_end: null,
  version: 1,
  total_amount: '30.74',
  currency: 'SGD',
  table_id: 14,
  table_number: 'S1',
  items_summary: 'Iced lemon tea x3, Vegetable curry x2',
  items: [
    {
      line_id: 'pos-1-1',
      customer_id: null,
      name: 'Iced lemon tea',
      count: 3,
      modifiers: [],
      note: null,
    },
    {
      line_id: 'pos-1-2',
      customer_id: null,
      name: 'Vegetable curry',
      count: 2,
      modifiers: [],
      note: null,
    },
  ],
  note: null,
  customer_id: null,
  created_at: '2026-11-20T09:30:00.000Z',
  eta: null,
  allowed_actions: ['ready', 'cancel'],
  can_record_payment: true,
  can_reprice: true,
};

/** The outlet's menu as the stock list gives it: the laksa is sold out; a set has two picks. */
const menu: PosStockCategory[] = [
  {
    id: 14,
    name: 'Mains',
    items: [
      { id: 107, name: 'Laksa', sold_out: true, items: [] },
      { id: 110, name: 'Chicken rice', sold_out: false, items: [] },
      {
        id: 111,
        name: 'Lunch set',
        sold_out: false,
        items: [
          { id: 112, name: 'Laksa set', sold_out: true, items: [] },
          { id: 113, name: 'Chicken rice set', sold_out: false, items: [] },
        ],
      },
    ],
  },
];

/** The staff API: the tables, S1's bill, the menu, and whatever `answer` gives for the bill call. */
function fakeApi(answer: (url: string) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/pos/api/outlets/7/tables') return Promise.resolve(json({ tables: [s1, s2] }));
    if (url === '/pos/api/orders/90020') return Promise.resolve(json({ order: bill }));
    if (url === '/pos/api/outlets/7/menu') return Promise.resolve(json({ categories: menu }));
    // The bill's split has its own tests (bill-split.test.tsx): here it is not to be had.
    if (url.endsWith('/bill/split')) return Promise.resolve(json({ error: 'x' }, 503));
    if (url.startsWith('/pos/api/')) return Promise.resolve(answer(url));
    return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
  });
}

const renderPanel = (locale: 'en' | 'ar' | 'zh' | 'ms' = 'en') => renderTablesPanel(outlet, locale);

beforeEach(() => {
  writeCsrfToken('staff-csrf');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("a scan-and-pay table's bill", () => {
  it('shows the bill on the card: covers, lines and total, and no tab actions', async () => {
    fakeApi(() => json({}, 500));
    const screen = await renderPanel();
    const card = screen.getByRole('article', { name: /S1/ });
    await expect.element(card.getByText('Bill open')).toBeVisible();
    await expect.element(card.getByText('3 covers')).toBeVisible();
    const shown = card.getByRole('region', { name: 'Bill of table S1' });
    await expect.element(shown.getByText('3 × Iced lemon tea')).toBeVisible();
    await expect.element(shown.getByText('2 × Vegetable curry')).toBeVisible();
    await expect.element(shown.getByText(/30\.74/)).toBeVisible();
    expect(card.getByRole('group', { name: /Actions for table/ }).elements()).toHaveLength(0);
    // S2 has none yet.
    const other = screen.getByRole('article', { name: /S2/ });
    await expect.element(other.getByText('No bill yet.')).toBeVisible();
    await expect.element(other.getByText('Open bill')).toBeVisible();
  });

  it('adds the counted items to the bill with the covers, from the menu not sold out', async () => {
    const spy = fakeApi(() =>
      json({ table: { ...s1, covers: 4 }, order: { ...bill, version: 2 } }),
    );
    const screen = await renderPanel();
    const card = screen.getByRole('article', { name: /S1/ });
    await card.getByText('Add to bill').click();
    const form = card.getByRole('form', { name: 'Add to the bill of table S1' });
    await expect.element(form.getByLabelText('How many Chicken rice for table S1')).toBeVisible();
    // A sold-out item is not offered; a set offers its picks that are not sold out.
    expect(form.getByLabelText('How many Laksa for table S1').elements()).toHaveLength(0);
    expect(form.getByLabelText('How many Laksa set for table S1').elements()).toHaveLength(0);
    await expect
      .element(form.getByLabelText('How many Chicken rice set for table S1'))
      .toBeVisible();
    const submit = form.getByRole('button', { name: 'Add to bill' });
    await expect.element(submit).toBeDisabled();

    await form.getByLabelText('Covers at table S1').fill('4');
    await form.getByLabelText('How many Chicken rice for table S1').fill('2');
    await form.getByLabelText('How many Chicken rice set for table S1').fill('1');
    await submit.click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table S1: added to the bill');
    const made = callsTo(spy, '/pos/api/tables/14/bill');
    expect(made).toHaveLength(1);
    expect(made[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(made[0]?.[1]?.body as string)).toEqual({
      covers: 4,
      items: [
        { item_id: 110, count: 2 },
        { item_id: 113, count: 1 },
      ],
    });
    // The tables are fetched again.
    await vi.waitFor(() => {
      expect(callsTo(spy, '/pos/api/outlets/7/tables').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('opens a bill at a table without one', async () => {
    const spy = fakeApi(() =>
      json({ table: { ...s2, covers: 2, order_id: 90021 }, order: { ...bill, id: 90021 } }),
    );
    const screen = await renderPanel();
    const card = screen.getByRole('article', { name: /S2/ });
    await card.getByText('Open bill').click();
    const form = card.getByRole('form', { name: 'Open a bill at table S2' });
    await expect.element(form.getByLabelText('Covers at table S2')).toHaveValue(2);
    await form.getByLabelText('How many Chicken rice for table S2').fill('3');
    await form.getByRole('button', { name: 'Open bill' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table S2: bill opened');
    expect(callsTo(spy, '/pos/api/tables/15/bill')[0]?.[1]?.body).toBe(
      JSON.stringify({ covers: 2, items: [{ item_id: 110, count: 3 }] }),
    );
  });

  it('keeps the button off for a count or covers out of range', async () => {
    const spy = fakeApi(() => json({}, 500));
    const screen = await renderPanel();
    const card = screen.getByRole('article', { name: /S2/ });
    await card.getByText('Open bill').click();
    const form = card.getByRole('form', { name: 'Open a bill at table S2' });
    await form.getByLabelText('How many Chicken rice for table S2').fill('100');
    await expect.element(form.getByRole('button', { name: 'Open bill' })).toBeDisabled();
    await form.getByLabelText('How many Chicken rice for table S2').fill('1');
    await form.getByLabelText('Covers at table S2').fill('0');
    await expect.element(form.getByRole('button', { name: 'Open bill' })).toBeDisabled();
    expect(callsTo(spy, '/pos/api/tables/15/bill')).toHaveLength(0);
  });

  it('says when someone has started paying the bill (409 bill_payment_started)', async () => {
    fakeApi(() => json({ error: 'paying', error_id: 'bill_payment_started' }, 409));
    const screen = await renderPanel();
    const card = screen.getByRole('article', { name: /S1/ });
    await card.getByText('Add to bill').click();
    await card.getByLabelText('How many Chicken rice for table S1').fill('1');
    await card.getByRole('button', { name: 'Add to bill' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Someone has started paying the bill of table S1: it cannot change now.');
  });

  it('gives the server’s own words for an item that needs a choice of options', async () => {
    fakeApi(() =>
      json(
        { error: 'Flat White, Milk: Please choose 1', error_id: 'invalid_modifier_selection' },
        422,
      ),
    );
    const screen = await renderPanel();
    const card = screen.getByRole('article', { name: /S1/ });
    await card.getByText('Add to bill').click();
    await card.getByLabelText('How many Chicken rice for table S1').fill('1');
    await card.getByRole('button', { name: 'Add to bill' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Flat White, Milk: Please choose 1');
  });

  it.each([
    ['ar', 'فاتورة مفتوحة', 'إضافة إلى الفاتورة', 'عدد الأشخاص على الطاولة S1'],
    ['zh', '账单已开', '加入账单', 'S1 号桌的人数'],
    ['ms', 'Bil dibuka', 'Tambah ke bil', 'Bilangan orang di meja S1'],
  ] as const)('reads in %s', async (locale, open, add, covers) => {
    fakeApi(() => json({}, 500));
    const screen = await renderPanel(locale);
    const card = screen.getByRole('article', { name: /S1/ });
    await expect.element(card.getByText(open)).toBeVisible();
    await card.getByText(add).click();
    await expect.element(card.getByLabelText(covers)).toBeVisible();
  });
});
