import type { OrderPayload } from '@tabula/api-client';
import { add } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, tableTabs } from '../../src/db/schema';
import { referenceOf, pressOnPage } from '../payments/support/checkout';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from '../pos/support/staff';
import {
  freeAllTables,
  join,
  openTabTable,
  seat,
  tabPayload,
  tableStatus,
  type Seated,
  socketListener,
  tabOfTwo as sharedTabOfTwo,
} from './support/tables';

interface Refusal {
  error_id: string;
  details?: { expected?: string };
}

describe.each(EVERY_DATABASE_KIND)('a member pays the open tab on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const kopi = () => t.seed.cafe.items.kopi ?? 0;

  const listen = socketListener(() => t, sockets);

  const tabOfTwo = (index: number) => sharedTabOfTwo(t, index);

  /** The payment payload of the member's part: the tab's payload with the amount they pay. */
  const payPayload = async (
    member: Seated,
    orderId: number,
    total: string,
    tip = '0.00',
  ): Promise<OrderPayload> => ({
    ...(await tabPayload(t, member.diner, [{ item: kopi() }], {
      order_id: orderId,
      qr_source: 'dine_ot',
    })),
    tips_amount: tip,
    total_amount: total,
  });
  const pay = async (member: Seated, orderId: number, total: string, tip = '0.00') =>
    member.diner.post<{ payment_page_url?: string } & Refusal>(
      '/payments/paytabs/create_payment_page',
      { order_details: await payPayload(member, orderId, total, tip) },
      Diner.idempotent(),
    );
  /** What the server says the member owes: its order_total_amount_mismatch's expected amount. */
  const owed = async (member: Seated, orderId: number, tip = '0.00') => {
    const refused = await pay(member, orderId, '0.01', tip);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error_id).toBe('order_total_amount_mismatch');
    return refused.body.details?.expected ?? '';
  };
  const prefer = (member: Seated, orderId: number, body: unknown) =>
    member.diner.post<Refusal & { split_payment_details?: unknown }>(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/save-preference`,
      body,
    );
  const settle = (member: Seated, url: string | undefined, action: 'approve' | 'decline') =>
    pressOnPage(url ?? '', action);
  const paidParts = async (orderId: number) => {
    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    return rows.filter((row) => row.status === 'paid');
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  it('saves the preference, takes the self share, then the last payer pays exactly what remains', async () => {
    const { first, second, orderId, total } = await tabOfTwo(0);
    const before = await tableStatus<{ paid_members: number[]; pay_for_self: boolean | null }>(
      first,
    );
    expect(before.body).toMatchObject({ paid_members: [], pay_for_self: null });

    const saved = await prefer(first, orderId, { pay_for_self: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.split_payment_details).toEqual({
      split_type: 'none',
      split_count: 0,
      pay_for_split: false,
      orders_check_id: null,
    });
    expect((await tableStatus(first)).body).toMatchObject({ pay_for_self: true });
    expect((await tableStatus(second)).body).toMatchObject({ pay_for_self: null });

    // Omar's two kopi: 2 × 2.20, the 10 % dine-in service charge on them (0.44), and 9 % GST on
    // both (0.44); then with a 1.00 tip.
    const ownShare = await owed(first, orderId);
    expect(ownShare).toBe('5.28');
    // The status tells each member what their payment would take, before any tip.
    expect((await tableStatus(first)).body).toMatchObject({
      payment_due: { own: '5.28', everything: total },
    });
    const withTip = await owed(first, orderId, '1.00');
    expect(withTip).toBe('6.28');
    const log = await listen(second.diner, first.channel);
    const started = await pay(first, orderId, withTip, '1.00');
    expect(started.status, started.text).toBe(200);
    expect((await tableStatus(second)).body).toMatchObject({ table_state: 'payment_in_progress' });

    expect((await settle(first, started.body.payment_page_url, 'approve')).status).toBe(303);
    expect((await log.waitFor((e) => e.event === 'payment_recorded')).payload).toEqual({
      payment_source: 'web',
      has_payment_completed: false,
      paid_customers: [first.user.id],
    });
    expect((await tableStatus(second)).body).toMatchObject({
      table_state: 'open_tab',
      paid_members: [first.user.id],
    });
    const done = await first.diner.post<{ paid_customers: number[] }>(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/set-user-payment-completed`,
      { user_id: first.user.id },
    );
    expect(done.body).toEqual({ paid_customers: [first.user.id] });
    const notYet = await second.diner.post<Refusal>(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/set-user-payment-completed`,
      { user_id: second.user.id },
    );
    expect([notYet.status, notYet.body.error_id]).toEqual([409, 'payment_not_completed']);

    // Omar has paid: he cannot pay again, change his preference or add items.
    expect((await pay(first, orderId, '1.00')).body.error_id).toBe('member_already_paid');
    const changed = await prefer(first, orderId, { pay_for_self: false });
    expect([changed.status, changed.body.error_id]).toEqual([409, 'member_already_paid']);
    const added = await first.diner.put<Refusal>(`/dine-in/open-tab/v1/orders/${String(orderId)}`, {
      order_details: await tabPayload(t, first.diner, [{ item: kopi() }], { order_id: orderId }),
    });
    expect([added.status, added.body.error_id]).toEqual([409, 'member_already_paid']);

    // Aisha chose nothing: she pays everything still unpaid, the rest of the bill to the cent.
    const rest = await owed(second, orderId);
    expect(add(rest, ownShare).toFixed(2)).toBe(total);
    expect((await tableStatus(second)).body).toMatchObject({
      payment_due: { own: rest, everything: rest },
    });
    expect((await tableStatus(first)).body).toMatchObject({ payment_due: null });
    const last = await pay(second, orderId, rest);
    expect(last.status, last.text).toBe(200);
    expect((await settle(second, last.body.payment_page_url, 'approve')).status).toBe(303);
    const completed = await log.waitFor(
      (e) =>
        e.event === 'payment_recorded' &&
        (e.payload as { has_payment_completed: boolean }).has_payment_completed,
    );
    expect(completed.payload).toEqual({
      payment_source: 'web',
      has_payment_completed: true,
      paid_customers: [first.user.id, second.user.id],
    });

    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    const parts = await paidParts(orderId);
    expect(parts.map((row) => [row.amount, row.tip, row.tabCustomers])).toEqual([
      ['6.28', '1.00', [first.user.id]],
      [rest, '0.00', [second.user.id]],
    ]);
    const tabs = await t.context.db
      .select()
      .from(tableTabs)
      .where(eq(tableTabs.tableId, first.table.id));
    expect(tabs).toEqual([]);
    expect((await tableStatus(second)).body).toMatchObject({ table_state: 'free' });
  });

  it('holds the tab while a payment runs: nobody adds, pays, joins or changes their mind', async () => {
    const { first, second, orderId, total } = await tabOfTwo(1);
    expect(await owed(first, orderId)).toBe(total);
    const started = await pay(first, orderId, total);
    expect(started.status, started.text).toBe(200);

    const added = await second.diner.put<Refusal>(
      `/dine-in/open-tab/v1/orders/${String(orderId)}`,
      {
        order_details: await tabPayload(t, second.diner, [{ item: kopi() }], { order_id: orderId }),
      },
    );
    expect([added.status, added.body.error_id]).toEqual([422, 'payment_in_progress_group_user']);
    const paying = await pay(second, orderId, total);
    expect([paying.status, paying.body.error_id]).toEqual([422, 'payment_in_progress_group_user']);
    const preferred = await prefer(second, orderId, { pay_for_self: true });
    expect(preferred.body.error_id).toBe('payment_in_progress_group_user');
    const newcomer = await seat(t, first.table, { name: 'Wei' });
    const joining = await join(newcomer);
    expect([joining.status, (joining.body as unknown as Refusal).error_id]).toEqual([
      422,
      'payment_in_progress',
    ]);
    const counter = await staff<Refusal>(
      t,
      'POST',
      `/pos/api/tables/${String(first.table.id)}/payments`,
      { payment_type: 'cash' },
    );
    expect([counter.status, counter.body.error_id]).toEqual([409, 'diner_payment_in_progress']);
    // Staff change nothing on the tab while its amount is being paid.
    const discount = await staff<Refusal>(
      t,
      'POST',
      `/pos/api/orders/${String(orderId)}/discount`,
      { percent: '10' },
    );
    expect([discount.status, discount.body.error_id]).toEqual([409, 'diner_payment_in_progress']);
    const edit = await staff<Refusal>(
      t,
      'POST',
      `/pos/api/tables/${String(first.table.id)}/order`,
      {
        version: 2,
        changes: [{ line_id: 'any', count: 1 }],
      },
    );
    expect([edit.status, edit.body.error_id]).toEqual([409, 'diner_payment_in_progress']);
    const merge = await staff<Refusal>(
      t,
      'POST',
      `/pos/api/tables/${String(first.table.id)}/merge`,
      { into_table_id: openTabTable(t, 0).id },
    );
    expect([merge.status, merge.body.error_id]).toEqual([409, 'payment_in_progress']);

    // Declined: the tab is as it was, and Aisha can pay everything herself.
    expect((await settle(first, started.body.payment_page_url, 'decline')).status).toBe(303);
    expect((await tableStatus(second)).body).toMatchObject({
      table_state: 'open_tab',
      paid_members: [],
    });
    const again = await pay(second, orderId, total);
    expect(again.status, again.text).toBe(200);
  });

  it('lets exactly one of many simultaneous payments of one tab start', async () => {
    const { first, second, orderId, total } = await tabOfTwo(2);
    const payers = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? first : second));
    const attempts = await Promise.all(payers.map((member) => pay(member, orderId, total)));
    expect(attempts.filter((attempt) => attempt.status === 200)).toHaveLength(1);
    // The winner's other taps hear it is their own payment (409 own_payment_open, issue 30); the
    // other member's, that another member is paying (422, B§8 row 3).
    const winner = payers[attempts.findIndex((attempt) => attempt.status === 200)];
    attempts.forEach((attempt, i) => {
      if (attempt.status === 200) return;
      expect([attempt.status, attempt.body.error_id]).toEqual(
        payers[i] === winner ? [409, 'own_payment_open'] : [422, 'payment_in_progress_group_user'],
      );
    });
    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.filter((row) => row.status === 'in_progress')).toHaveLength(1);
  });

  it('abandons a payment left past the overall timeout, so the table is not held for good', async () => {
    const { first, second, orderId, total } = await tabOfTwo(0);
    const started = await pay(first, orderId, total);
    expect(started.status, started.text).toBe(200);
    expect((await pay(second, orderId, total)).body.error_id).toBe(
      'payment_in_progress_group_user',
    );
    t.clock.advance(666_000);
    const after = await pay(second, orderId, total);
    expect(after.status, after.text).toBe(200);
    const first_ = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.reference, referenceOf(started.body.payment_page_url ?? '')));
    expect(first_[0]?.status).toBe('abandoned');
  });

  it('refuses cash, a split, a stranger and bad input with clear 4xx answers', async () => {
    const { first, orderId, total } = await tabOfTwo(1);
    const cash = await first.diner.post<Refusal>(
      '/payments/pay_at_cashier',
      { order_details: await payPayload(first, orderId, total) },
      Diner.idempotent(),
    );
    expect([cash.status, cash.body.error_id]).toEqual([422, 'cash_only_dine_pf']);
    const split = await prefer(first, orderId, {
      pay_for_split: true,
      split_type: 'equal',
      split_count: 2,
    });
    expect([split.status, split.body.error_id]).toEqual([422, 'split_unavailable']);
    expect((await prefer(first, orderId, { pay_for_self: 'yes' })).status).toBe(400);
    expect((await prefer(first, orderId + 1000, { pay_for_self: true })).status).toBe(404);

    // A diner at another table knows nothing of this tab.
    const stranger = await seat(t, openTabTable(t, 0), { name: 'Wei' });
    expect((await prefer(stranger, orderId, { pay_for_self: true })).status).toBe(404);
    expect((await pay(stranger, orderId, total)).status).toBe(404);
    const someoneElse = await first.diner.post<Refusal>(
      `/dine-in/open-tab/v1/orders/${String(orderId)}/payments/set-user-payment-completed`,
      { user_id: stranger.user.id },
    );
    expect([someoneElse.status, someoneElse.body.error_id]).toEqual([403, 'customer_mismatch']);
  });
});
