import type { PosBillSplit, PosOrder, PosTable, SplitBillEntry } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { writeCsrfToken } from '../../../lib/staff-session';
import {
  freeTable,
  json,
  kopiCorner,
  renderTablesPanel,
  urlOf,
} from './support/tables-panel-harness';

const outlet = kopiCorner([{ id: 14, number: 'S1' }]);

/**
 * S1, the cafe's scan-and-pay table, with the bill staff opened. A bill has no tab, so no
 * members: the diners' names come with the split.
 */
const s1: PosTable = {
  ...freeTable(14, 'S1', 'scan_and_pay'),
  covers: 4,
  order_id: 90020,
  members: [],
};

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
  ],
  note: null,
  customer_id: null,
  created_at: '2026-11-20T09:30:00.000Z',
  eta: null,
  allowed_actions: ['ready', 'cancel'],
  can_record_payment: true,
  can_reprice: true,
};

/** S1's bill, not split: SGD 30.74, nothing paid. */
const notSplit: PosBillSplit = {
  order_id: 90020,
  table_id: 14,
  currency: 'SGD',
  total_amount: '30.74',
  remaining_amount: '30.74',
  split_payment_details: {
    split_type: 'none',
    split_count: 0,
    pay_for_split: false,
    orders_check_id: null,
  },
  equal_split_user_queue: [],
  split_bill_entries: [],
  lines: [
    {
      cart_id: 'pos-1-1',
      item_id: 110,
      name: 'Iced lemon tea',
      count: 3,
      unit_amounts: ['10.25', '10.25', '10.24'],
      paid_units: 0,
      reserved_units: 0,
      shared_units: [],
      available_units: 3,
    },
  ],
  manual_split_paying_user: null,
  paid_users: [],
  payment_in_progress: false,
  paid: false,
  diners: [],
};

/** A split entry: an equal share or a diner's item-wise part. */
const entry = (
  splitId: number,
  total: string,
  userId: number,
  status: SplitBillEntry['payment_status'],
): SplitBillEntry => ({
  splitId,
  items: [],
  surcharges: [],
  discounts: '0.00',
  total_amount: total,
  amount_collected: status === 'completed' ? total : '0.00',
  paid: status === 'completed',
  customer_id: userId === 0 ? null : userId,
  user_id: userId,
  payment_status: status,
  orders_check_id: null,
});

/**
 * Split evenly in 4: split 1 paid by Wei (702), split 2 being paid by a diner who gave no name
 * (703), split 3 held by Mei (701), split 4 free.
 */
const equalOnePaid: PosBillSplit = {
  ...notSplit,
  remaining_amount: '23.05',
  split_payment_details: {
    split_type: 'equal',
    split_count: 4,
    pay_for_split: true,
    orders_check_id: null,
  },
  equal_split_user_queue: [
    { user_id: 702, paid: true },
    { user_id: 703, paid: false },
    { user_id: 701, paid: false },
    { user_id: 0, paid: false },
  ],
  split_bill_entries: [
    entry(1, '7.69', 702, 'completed'),
    entry(2, '7.69', 703, 'in_progress'),
    entry(3, '7.68', 701, 'unpaid'),
    entry(4, '7.68', 0, 'unpaid'),
  ],
  paid_users: [702],
  payment_in_progress: true,
  diners: [
    { user_id: 702, name: 'Wei' },
    { user_id: 703, name: null },
    { user_id: 701, name: 'Mei' },
  ],
};

/** Split evenly in 3, nobody has paid or claimed anything. */
const equalNothingPaid: PosBillSplit = {
  ...notSplit,
  split_payment_details: { ...equalOnePaid.split_payment_details, split_count: 3 },
  equal_split_user_queue: [
    { user_id: 0, paid: false },
    { user_id: 0, paid: false },
    { user_id: 0, paid: false },
  ],
  split_bill_entries: [
    entry(1, '10.25', 0, 'unpaid'),
    entry(2, '10.25', 0, 'unpaid'),
    entry(3, '10.24', 0, 'unpaid'),
  ],
};

/**
 * Split by item: Mei paid her part; a second diner (704, whose name the split does not carry)
 * has chosen theirs and not paid.
 */
const itemWise: PosBillSplit = {
  ...notSplit,
  remaining_amount: '20.49',
  split_payment_details: {
    split_type: 'manual',
    split_count: 0,
    pay_for_split: true,
    orders_check_id: null,
  },
  split_bill_entries: [entry(5, '10.25', 701, 'completed'), entry(6, '10.25', 704, 'in_progress')],
  paid_users: [701],
  diners: [{ user_id: 701, name: 'Mei' }],
};

const SPLIT_URL = '/pos/api/tables/14/bill/split';
const PAYMENTS_URL = '/pos/api/tables/14/bill/payments';

/** The staff API: the tables, S1's bill, S1's split state, and `answer` for a split or payment. */
function fakeApi(
  split: PosBillSplit | Response,
  answer: (url: string) => Response = () => json({}),
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (url === '/pos/api/outlets/7/tables') return Promise.resolve(json({ tables: [s1] }));
    if (url === '/pos/api/orders/90020') return Promise.resolve(json({ order: bill }));
    if (url === SPLIT_URL && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(split instanceof Response ? split.clone() : json(split));
    }
    if (url.startsWith('/pos/api/')) return Promise.resolve(answer(url));
    return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
  });
}

/** The bodies POSTed to `url`, parsed. */
const postsTo = (spy: MockInstance<typeof fetch>, url: string): unknown[] =>
  spy.mock.calls
    .filter(([input, init]) => urlOf(input) === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

/** The times S1's split was fetched. */
const splitReads = (spy: MockInstance<typeof fetch>) =>
  spy.mock.calls.filter(
    ([input, init]) => urlOf(input) === SPLIT_URL && (init?.method ?? 'GET') === 'GET',
  ).length;

const renderSplit = async (locale: 'en' | 'ar' | 'zh' | 'ms' = 'en') => {
  const screen = await renderTablesPanel(outlet, locale);
  return { screen, card: screen.getByRole('article', { name: /S1/ }) };
};

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  writeCsrfToken('staff-csrf');
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("a scan-and-pay bill's split", () => {
  it('shows a bill not split: what is left, take the rest, and the split controls', async () => {
    fakeApi(notSplit);
    const { card } = await renderSplit();
    const split = card.getByRole('region', { name: 'Split of the bill of table S1' });
    await expect.element(split.getByText('Not split')).toBeVisible();
    await expect.element(split.getByText('Left to pay')).toBeVisible();
    await expect.element(split.getByText(/30\.74/)).toBeVisible();
    await expect
      .element(split.getByRole('button', { name: 'Take the rest in cash, table S1' }))
      .toBeVisible();
    await expect
      .element(split.getByRole('button', { name: 'Take the rest by card, table S1' }))
      .toBeVisible();
    await expect.element(split.getByLabelText('Number of splits for table S1')).toHaveValue(2);
    await expect
      .element(split.getByRole('button', { name: 'Split evenly, table S1' }))
      .toBeEnabled();
    await expect
      .element(split.getByRole('button', { name: 'Split by item, table S1' }))
      .toBeVisible();
    expect(split.getByRole('button', { name: /^Undo split/ }).elements()).toHaveLength(0);
    expect(split.getByRole('list').elements()).toHaveLength(0);
  });

  it('shows an equal split with one part paid: each split, its amount and status', async () => {
    fakeApi(equalOnePaid);
    const { card } = await renderSplit();
    const split = card.getByRole('region', { name: 'Split of the bill of table S1' });
    await expect.element(split.getByText('Split evenly in 4')).toBeVisible();
    await expect.element(split.getByText('A diner is paying')).toBeVisible();
    const splits = split.getByRole('list', { name: 'Splits of table S1' });
    const rows = splits.getByRole('listitem');
    await expect.element(rows.nth(3)).toBeVisible();
    expect(rows.elements()).toHaveLength(4);
    const one = splits.getByRole('listitem', { name: 'Split 1' });
    await expect.element(one.getByText('Paid by Wei', { exact: true })).toBeVisible();
    await expect.element(one.getByText(/7\.69/)).toBeVisible();
    expect(one.getByRole('button').elements()).toHaveLength(0);
    const two = splits.getByRole('listitem', { name: 'Split 2' });
    await expect.element(two.getByText('Guest is paying', { exact: true })).toBeVisible();
    expect(two.getByRole('button').elements()).toHaveLength(0);
    const three = splits.getByRole('listitem', { name: 'Split 3' });
    await expect.element(three.getByText('Held by Mei', { exact: true })).toBeVisible();
    await expect.element(three.getByText(/7\.68/)).toBeVisible();
    await expect
      .element(three.getByRole('button', { name: 'Take cash: Split 3, table S1' }))
      .toHaveTextContent('Take cash');
    await expect
      .element(three.getByRole('button', { name: 'Take card: Split 3, table S1' }))
      .toHaveTextContent('Take card');
    const four = splits.getByRole('listitem', { name: 'Split 4' });
    await expect.element(four.getByText('Free')).toBeVisible();
    await expect.element(four.getByRole('button', { name: /^Take cash:/ })).toBeVisible();
    await expect.element(split.getByText(/23\.05/)).toBeVisible();
    // Something is paid: the split cannot change any more.
    expect(split.getByRole('button', { name: /^Split the bill/ }).elements()).toHaveLength(0);
    expect(split.getByRole('button', { name: /^Undo split/ }).elements()).toHaveLength(0);
  });

  it('takes one equal split by card, with its split id, after asking with its amount', async () => {
    const spy = fakeApi(equalOnePaid, () => json({ ...equalOnePaid, remaining_amount: '15.37' }));
    const { screen, card } = await renderSplit();
    await card.getByRole('button', { name: 'Take card: Split 3, table S1' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table S1: split 3 paid');
    expect(postsTo(spy, PAYMENTS_URL)).toEqual([{ payment_type: 'card', split_id: 3 }]);
    expect(confirmSpy).toHaveBeenCalledWith(
      expect.stringMatching(/^Take SGD\s7\.68 by card for split 3 of table S1\?$/),
    );
    // The split and the tables are fetched again.
    await vi.waitFor(() => {
      expect(splitReads(spy)).toBeGreaterThanOrEqual(2);
    });
  });

  it('shows an item-wise split: each diner’s part with its status, and takes one', async () => {
    const spy = fakeApi(itemWise, () =>
      json({ ...itemWise, remaining_amount: '0.00', paid: true }),
    );
    const { screen, card } = await renderSplit();
    const split = card.getByRole('region', { name: 'Split of the bill of table S1' });
    await expect.element(split.getByText('Split by item')).toBeVisible();
    const parts = split.getByRole('list', { name: "Diners' parts of table S1" });
    const mei = parts.getByRole('listitem', { name: 'Mei' });
    await expect.element(mei.getByText('Paid', { exact: true })).toBeVisible();
    expect(mei.getByRole('button').elements()).toHaveLength(0);
    // A diner not on the card is named by their place in the list.
    const other = parts.getByRole('listitem', { name: 'Diner 2' });
    await expect.element(other.getByText('Chosen or paying')).toBeVisible();
    await expect.element(other.getByText(/10\.25/)).toBeVisible();
    await expect.element(split.getByText(/20\.49/)).toBeVisible();
    await other.getByRole('button', { name: 'Take cash: Diner 2, table S1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table S1: the bill is paid in full');
    expect(postsTo(spy, PAYMENTS_URL)).toEqual([{ payment_type: 'cash', split_id: 6 }]);
  });

  it('names the diner holding the item-wise screen', async () => {
    fakeApi({ ...itemWise, manual_split_paying_user: 701 });
    const { card } = await renderSplit();
    const split = card.getByRole('region', { name: 'Split of the bill of table S1' });
    await expect.element(split.getByText('Mei is choosing items', { exact: true })).toBeVisible();
  });

  it('says a diner holds the item-wise screen when the split carries no name for them', async () => {
    fakeApi({ ...itemWise, manual_split_paying_user: 704 });
    const { card } = await renderSplit();
    const split = card.getByRole('region', { name: 'Split of the bill of table S1' });
    await expect
      .element(split.getByText('A diner is choosing items', { exact: true }))
      .toBeVisible();
  });

  it('numbers the diners who gave no name, as the open tab does', async () => {
    fakeApi({
      ...equalOnePaid,
      diners: [
        { user_id: 702, name: null },
        { user_id: 703, name: null },
        { user_id: 701, name: 'Mei' },
      ],
    });
    const { card } = await renderSplit();
    const splits = card.getByRole('list', { name: 'Splits of table S1' });
    await expect
      .element(splits.getByRole('listitem', { name: 'Split 1' }).getByText('Paid by Guest 1'))
      .toBeVisible();
    await expect
      .element(splits.getByRole('listitem', { name: 'Split 2' }).getByText('Guest 2 is paying'))
      .toBeVisible();
  });

  it('takes the rest with no split id', async () => {
    const spy = fakeApi(notSplit, () =>
      json({ ...notSplit, remaining_amount: '0.00', paid: true }),
    );
    const { screen, card } = await renderSplit();
    await card.getByRole('button', { name: 'Take the rest in cash, table S1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table S1: the bill is paid in full');
    expect(postsTo(spy, PAYMENTS_URL)).toEqual([{ payment_type: 'cash' }]);
    expect(confirmSpy).toHaveBeenCalledWith(
      expect.stringMatching(/^Take the rest of the bill of table S1, SGD\s30\.74, in cash\?$/),
    );
  });

  it('sends nothing when staff do not confirm', async () => {
    confirmSpy.mockReturnValue(false);
    const spy = fakeApi(notSplit);
    const { card } = await renderSplit();
    await card.getByRole('button', { name: 'Take the rest by card, table S1' }).click();
    await card.getByRole('button', { name: 'Split by item, table S1' }).click();
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    expect(postsTo(spy, PAYMENTS_URL)).toEqual([]);
    expect(postsTo(spy, SPLIT_URL)).toEqual([]);
  });

  it('says so when the part was taken meanwhile (409 split_part_taken)', async () => {
    fakeApi(equalOnePaid, () =>
      json(
        { error: 'This part of the bill is paid or being paid', error_id: 'split_part_taken' },
        409,
      ),
    );
    const { screen, card } = await renderSplit();
    await card.getByRole('button', { name: 'Take cash: Split 4, table S1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'This part of the bill of table S1 is paid or being paid. Check the split and try again.',
      );
  });

  it('splits the bill evenly in the count typed', async () => {
    const spy = fakeApi(notSplit, () => json(equalNothingPaid));
    const { screen, card } = await renderSplit();
    await card.getByLabelText('Number of splits for table S1').fill('3');
    await card.getByRole('button', { name: 'Split evenly, table S1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table S1: bill split evenly in 3');
    expect(postsTo(spy, SPLIT_URL)).toEqual([{ split_type: 'equal', split_count: 3 }]);
    expect(confirmSpy).toHaveBeenCalledWith(
      expect.stringContaining('Split the bill of table S1 evenly in 3?'),
    );
  });

  it('splits the bill by item', async () => {
    const spy = fakeApi(notSplit, () => json({ ...itemWise, split_bill_entries: [] }));
    const { screen, card } = await renderSplit();
    await card.getByRole('button', { name: 'Split by item, table S1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table S1: bill split by item');
    expect(postsTo(spy, SPLIT_URL)).toEqual([{ split_type: 'manual' }]);
  });

  it('undoes a split nobody has paid, and offers to split it again', async () => {
    const spy = fakeApi(equalNothingPaid, () => json(notSplit));
    const { screen, card } = await renderSplit();
    const split = card.getByRole('region', { name: 'Split of the bill of table S1' });
    await expect.element(split.getByText('Split evenly in 3')).toBeVisible();
    await expect
      .element(split.getByRole('listitem', { name: 'Split 1' }).getByText('Free'))
      .toBeVisible();
    await expect
      .element(split.getByRole('button', { name: 'Split evenly, table S1' }))
      .toBeVisible();
    await split.getByRole('button', { name: 'Undo split, table S1' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table S1: split undone');
    expect(postsTo(spy, SPLIT_URL)).toEqual([{ split_type: 'none' }]);
  });

  it('gives the server’s words when the split can no longer change (409 split_already_done)', async () => {
    fakeApi(equalNothingPaid, () =>
      json(
        {
          error: 'Unable to change payment preference: split already done',
          error_id: 'split_already_done',
        },
        409,
      ),
    );
    const { screen, card } = await renderSplit();
    await card.getByRole('button', { name: 'Split by item, table S1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Unable to change payment preference: split already done');
  });

  it('takes a count from 2 to 99 only', async () => {
    const spy = fakeApi(notSplit);
    const { card } = await renderSplit();
    const count = card.getByLabelText('Number of splits for table S1');
    const evenly = card.getByRole('button', { name: 'Split evenly, table S1' });
    for (const wrong of ['1', '100', '0', '', '2.5']) {
      await count.fill(wrong);
      await expect.element(evenly).toBeDisabled();
      await expect
        .element(card.getByRole('alert'))
        .toHaveTextContent('A bill splits into 2 to 99.');
    }
    await count.fill('99');
    await expect.element(evenly).toBeEnabled();
    expect(card.getByRole('alert').elements()).toHaveLength(0);
    expect(postsTo(spy, SPLIT_URL)).toEqual([]);
  });

  it('is fetched again when the tables are', async () => {
    const spy = fakeApi(notSplit);
    const { screen, card } = await renderSplit();
    await expect.element(card.getByText('Not split')).toBeVisible();
    const before = splitReads(spy);
    await screen.getByRole('button', { name: 'Refresh tables' }).click();
    await vi.waitFor(() => {
      expect(splitReads(spy)).toBeGreaterThan(before);
    });
  });

  it('shows nothing of a split when the table has no bill any more (404 no_bill)', async () => {
    fakeApi(json({ error: 'This table has no open bill', error_id: 'no_bill' }, 404));
    const { card } = await renderSplit();
    await expect.element(card.getByText('3 × Iced lemon tea')).toBeVisible();
    await vi.waitFor(() => {
      expect(card.getByText('Loading…').elements()).toHaveLength(0);
    });
    expect(card.getByRole('region', { name: /^Split of/ }).elements()).toHaveLength(0);
    expect(card.getByText('The split of the bill could not be loaded.').elements()).toHaveLength(0);
  });

  it.each([
    [
      'ar',
      'مقسّمة بالتساوي إلى 4',
      'محجوز لـ Mei',
      'دفعه Wei',
      'استلام نقدًا: الجزء 3، الطاولة S1',
      'rtl',
    ],
    ['zh', '平均分为 4 份', '由 Mei 认领', '由 Wei 支付', '收取现金：第 3 份，S1 号桌', 'ltr'],
    [
      'ms',
      'Dibahagi sama rata kepada 4',
      'Dipegang oleh Mei',
      'Dibayar oleh Wei',
      'Terima tunai: Bahagian 3, meja S1',
      'ltr',
    ],
  ] as const)('reads in %s', async (locale, how, held, paidBy, take, dir) => {
    fakeApi(equalOnePaid);
    const { card } = await renderSplit(locale);
    await expect.element(card.getByText(how)).toBeVisible();
    await expect.element(card.getByText(held)).toBeVisible();
    await expect.element(card.getByText(paidBy)).toBeVisible();
    await expect.element(card.getByRole('button', { name: take })).toBeVisible();
    expect(document.documentElement.dir).toBe(dir);
  });
});
