import type { PosTable } from '@tabula/api-client';
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
  { id: 14, number: 'T4' },
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

/** T3 is being paid: not free, so no tab may move onto it. */
const paying: PosTable = {
  ...free(13, 'T3'),
  state: 'payment_in_progress',
  order_id: 90018,
  members: [{ user_id: 601, name: null, is_guest: true, paid: false }],
};

const refusal = (status: number, error: string, errorId: string) =>
  json({ error, error_id: errorId }, status);

/** The staff API: the outlet's tables, and whatever `answer` gives for a table action. */
function fakeApi(answer: (url: string) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/pos/api/outlets/7/tables') {
      return Promise.resolve(json({ tables: [free(11, 'T1'), tab, paying, free(14, 'T4')] }));
    }
    if (url.startsWith('/pos/api/tables/')) return Promise.resolve(answer(url));
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

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  writeCsrfToken('staff-csrf');
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('TableActions', () => {
  it('offers the actions only on a table with an open tab', async () => {
    fakeApi(() => json({ table: tab }));
    const screen = await renderPanel();
    const t2 = screen.getByRole('article', { name: /Table T2/ });
    await expect.element(t2.getByRole('group', { name: 'Actions for table T2' })).toBeVisible();
    await expect.element(t2.getByRole('button', { name: 'Start billing table T2' })).toBeVisible();
    await expect
      .element(t2.getByRole('button', { name: 'Mark in progress, table T2' }))
      .toBeVisible();
    // One button per member not yet paid (Aisha paid), and one for everyone.
    await expect
      .element(t2.getByRole('button', { name: 'Take payment for Ben at table T2' }))
      .toBeVisible();
    expect(t2.getByRole('button', { name: /^Take payment for Aisha/ }).elements()).toHaveLength(0);
    await expect
      .element(t2.getByRole('button', { name: 'Take payment for everyone at table T2' }))
      .toBeVisible();
    // Being paid already: no second Start billing, but the rest is there.
    const t3 = screen.getByRole('article', { name: /Table T3/ });
    await expect
      .element(t3.getByRole('button', { name: 'Take payment for Guest at table T3' }))
      .toBeVisible();
    expect(t3.getByRole('button', { name: /^Start billing/ }).elements()).toHaveLength(0);
    // A free table has nothing to act on.
    const t1 = screen.getByRole('article', { name: /Table T1/ });
    expect(t1.getByRole('group').elements()).toHaveLength(0);
    expect(t1.getByRole('button', { name: /^Take payment/ }).elements()).toHaveLength(0);
  });

  it('starts billing through the staff API with an empty body, says so, and refetches', async () => {
    const spy = fakeApi(() => json({ table: { ...tab, state: 'payment_in_progress' } }));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Start billing table T2' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table T2: billing started');
    expect(onlyCall(spy, '/pos/api/tables/12/billing')).toEqual({ method: 'POST', body: '{}' });
    expect(confirmSpy).toHaveBeenCalledWith(expect.stringContaining('Start billing table T2?'));
    await vi.waitFor(() => {
      expect(callsTo(spy, '/pos/api/outlets/7/tables').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('sends nothing when staff do not confirm', async () => {
    confirmSpy.mockReturnValue(false);
    const spy = fakeApi(() => json({ table: tab }));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Start billing table T2' }).click();
    await screen.getByRole('button', { name: 'Mark in progress, table T2' }).click();
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    const sent = spy.mock.calls.filter(
      ([input]) => typeof input === 'string' && input.startsWith('/pos/api/tables/'),
    );
    expect(sent).toEqual([]);
  });

  it('marks the table in progress with an empty body', async () => {
    const spy = fakeApi(() => json({ table: { ...tab, state: 'moving' } }));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Mark in progress, table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2 marked in progress');
    expect(onlyCall(spy, '/pos/api/tables/12/in-progress')).toEqual({
      method: 'POST',
      body: '{}',
    });
  });

  it('moves the tab to a free table chosen from the outlet’s free tables', async () => {
    const spy = fakeApi(() => json({ table: { ...tab, id: 14, number: 'T4' } }));
    const screen = await renderPanel();
    const select = screen.getByRole('combobox', { name: 'Move table T2 to' });
    await expect.element(select).toBeVisible();
    // Only the free tables are offered: T1 and T4, not T3 (being paid) nor T2 itself.
    const options = Array.from(select.element().querySelectorAll('option')).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Choose a free table', 'Table T1', 'Table T4']);
    await expect.element(screen.getByRole('button', { name: 'Move table T2' })).toBeDisabled();
    await select.selectOptions('Table T4');
    await screen.getByRole('button', { name: 'Move table T2 to table T4' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2 moved to table T4');
    expect(confirmSpy).toHaveBeenCalledWith(
      expect.stringContaining('Move the tab of table T2 to table T4?'),
    );
    expect(onlyCall(spy, '/pos/api/tables/12/move')).toEqual({
      method: 'POST',
      body: JSON.stringify({ to_table_id: 14 }),
    });
  });

  it('takes a card payment for one member, naming them', async () => {
    const spy = fakeApi(() =>
      json({
        table: {
          ...tab,
          state: 'payment_in_progress',
          members: [...tab.members, { user_id: 504, name: 'Chen', is_guest: false, paid: false }],
        },
      }),
    );
    const screen = await renderPanel();
    await screen
      .getByRole('combobox', { name: 'Payment type for table T2' })
      .selectOptions('Card (terminal)');
    await screen.getByRole('button', { name: 'Take payment for Ben at table T2' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Payment taken for Ben');
    expect(confirmSpy).toHaveBeenCalledWith('Take a card payment for Ben at table T2?');
    expect(onlyCall(spy, '/pos/api/tables/12/payments')).toEqual({
      method: 'POST',
      body: JSON.stringify({ payment_type: 'card', customer_ids: [503] }),
    });
  });

  it('takes a cash payment for everyone (no customer_ids), and says the table is free again', async () => {
    const spy = fakeApi(() => json({ table: free(12, 'T2') }));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Take payment for everyone at table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2 is paid and free again');
    expect(onlyCall(spy, '/pos/api/tables/12/payments')).toEqual({
      method: 'POST',
      body: JSON.stringify({ payment_type: 'cash' }),
    });
  });

  it('disables every action of the table while one is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const screen = await renderPanel();
    const t2 = screen.getByRole('article', { name: /Table T2/ });
    await t2.getByRole('button', { name: 'Start billing table T2' }).click();
    for (const name of [
      'Start billing table T2',
      'Mark in progress, table T2',
      'Take payment for Ben at table T2',
      'Take payment for everyone at table T2',
    ]) {
      await expect.element(t2.getByRole('button', { name })).toBeDisabled();
    }
    await expect
      .element(t2.getByRole('combobox', { name: 'Payment type for table T2' }))
      .toBeDisabled();
    answer(json({ table: { ...tab, state: 'payment_in_progress' } }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Table T2: billing started');
    await expect
      .element(t2.getByRole('button', { name: 'Mark in progress, table T2' }))
      .toBeEnabled();
  });

  it('says a target table that is no longer free (409 table_occupied) is taken, without failing', async () => {
    const spy = fakeApi(() => refusal(409, 'The table to move to is not free', 'table_occupied'));
    const screen = await renderPanel();
    await screen.getByRole('combobox', { name: 'Move table T2 to' }).selectOptions('Table T1');
    await screen.getByRole('button', { name: 'Move table T2 to table T1' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T1 is no longer free. Choose another table.');
    // The card is still there, and the tables are refetched to show what changed.
    await expect.element(screen.getByRole('article', { name: /Table T2/ })).toBeVisible();
    await vi.waitFor(() => {
      expect(callsTo(spy, '/pos/api/outlets/7/tables').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('says a table without a tab any more (409 no_open_tab) has none', async () => {
    fakeApi(() => refusal(409, 'This table has no open tab', 'no_open_tab'));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Mark in progress, table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Table T2 has no open tab any more.');
  });

  it('names the member who has already paid (409 member_already_paid)', async () => {
    fakeApi(() => refusal(409, 'Customer 503 has already paid', 'member_already_paid'));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Take payment for Ben at table T2' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Ben has already paid.');
  });

  it('names the member no longer on the tab (422 not_a_member)', async () => {
    fakeApi(() => refusal(422, 'Customer 503 is not on this tab', 'not_a_member'));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Take payment for Ben at table T2' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Ben is no longer on the tab of table T2.');
  });

  it('reads in Arabic', async () => {
    fakeApi(() => json({ table: tab }));
    const screen = await renderPanel('ar');
    const t2 = screen.getByRole('article', { name: /T2/ });
    await expect.element(t2.getByRole('button', { name: 'بدء محاسبة الطاولة T2' })).toBeVisible();
  });
});
