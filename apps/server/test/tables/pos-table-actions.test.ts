import { add } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, sessions, tableTabs } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from '../pos/support/staff';
import {
  freeAllTables,
  join,
  openTabTable,
  seat,
  tableStatus,
  socketListener,
  tabOfTwo as sharedTabOfTwo,
} from './support/tables';

describe.each(DATABASE_KINDS)("the POS's table actions on %s", (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  const tabOfTwo = (index: number) => sharedTabOfTwo(t, index);
  const act = (path: string, body: unknown = {}) =>
    staff<{ table: { state: string; members: { user_id: number; paid: boolean }[] } }>(
      t,
      'POST',
      `/pos/api/tables/${path}`,
      body,
    );

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  it('billing a tab: its followers hear billing_initiated and nobody may join while it is paid', async () => {
    const { first, orderId } = await tabOfTwo(0);
    const log = await listen(first.diner, `track_order_${String(orderId)}`);
    const billed = await act(`${String(first.table.id)}/billing`);
    expect(billed.status, billed.text).toBe(200);
    expect(billed.body.table.state).toBe('payment_in_progress');
    expect((await log.waitFor((e) => e.event === 'billing_initiated')).payload).toEqual({
      order_id: orderId,
    });
    const late = await seat(t, first.table);
    const refused = await join(late);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'Payment for this table is being processed' });
    expect((await act(`${String(openTabTable(t, 2).id)}/billing`)).status).toBe(409);
    expect((await act('999999/billing')).status).toBe(404);
  });

  it('moving a tab: the members follow to the new table, the old one is free', async () => {
    const { first, second, orderId } = await tabOfTwo(1);
    const log = await listen(second.diner, second.channel);
    const target = openTabTable(t, 2);

    const progress = await act(`${String(first.table.id)}/in-progress`);
    expect(progress.body.table.state).toBe('moving');
    expect((await log.waitFor((e) => e.event === 'table_updated')).payload).toEqual({
      type: 'in_progress',
      table_id: first.table.id,
    });
    const moved = await act(`${String(first.table.id)}/move`, { to_table_id: target.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.table.state).toBe('open_tab');
    expect((await log.waitFor((e) => e.event === 'table_moved')).payload).toEqual({
      table_id: target.id,
    });
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.tableId).toBe(target.id);
    const seatedAt = await t.context.db
      .select({ tableId: sessions.tableId })
      .from(sessions)
      .where(eq(sessions.userId, second.user.id));
    expect(seatedAt.map((row) => row.tableId)).toEqual([target.id]);
    const there = await second.diner.get<{ status: string; order_id: number }>(
      `/dine-in/v1/tables/${String(target.id)}/status`,
    );
    expect(there.body).toMatchObject({ status: 'joined', order_id: orderId });
    expect((await tableStatus<{ table_state: string }>(first)).status).toBe(404);
    // The old table is free and takes no move onto an occupied one.
    const [old] = await t.context.db
      .select()
      .from(tableTabs)
      .where(eq(tableTabs.tableId, first.table.id));
    expect(old).toBeUndefined();
    const other = await tabOfTwo(0);
    expect(
      (await act(`${String(other.first.table.id)}/move`, { to_table_id: target.id })).status,
    ).toBe(409);
    expect(
      (await act(`${String(target.id)}/move`, { to_table_id: t.seed.kuwait.tables[0]?.id ?? 0 }))
        .status,
    ).toBe(404);
  });

  it('payments for one member, then the rest: each pays their share, the last exactly what remains', async () => {
    const { first, second, orderId } = await tabOfTwo(2);
    const log = await listen(first.diner, first.channel);
    const one = await act(`${String(first.table.id)}/payments`, {
      payment_type: 'card',
      customer_ids: [second.user.id],
    });
    expect(one.status, one.text).toBe(200);
    expect(one.body.table.members.map((m) => [m.user_id, m.paid])).toEqual([
      [first.user.id, false],
      [second.user.id, true],
    ]);
    expect((await log.waitFor((e) => e.event === 'payment_recorded')).payload).toEqual({
      payment_source: 'pos',
      has_payment_completed: false,
      paid_customers: [second.user.id],
    });
    const again = await act(`${String(first.table.id)}/payments`, {
      payment_type: 'card',
      customer_ids: [second.user.id],
    });
    expect(again.status).toBe(409);

    const rest = await act(`${String(first.table.id)}/payments`, { payment_type: 'cash' });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.table.state).toBe('free');
    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(rows).toHaveLength(2);
    expect(order?.paymentStatus).toBe('paid');
    expect(add('0', ...rows.map((row) => row.amount)).eq(order?.totalAmount ?? 'x')).toBe(true);
    const done = await log.waitFor(
      (e) => e.event === 'payment_recorded' && e.payload.has_payment_completed,
    );
    expect(done.payload).toEqual({
      payment_source: 'pos',
      has_payment_completed: true,
      paid_customers: [first.user.id, second.user.id],
    });
  });

  it("a member's other phone follows the moved tab with users/update-sessions; nobody else can", async () => {
    const { first, orderId } = await tabOfTwo(1);
    const target = openTabTable(t, 2);
    // The first customer's second phone, which scanned another table before the move.
    const phone = await seat(t, openTabTable(t, 0), { phone: undefined });
    await t.context.db
      .update(sessions)
      .set({ userId: first.user.id })
      .where(eq(sessions.userId, phone.user.id));
    expect((await act(`${String(first.table.id)}/move`, { to_table_id: target.id })).status).toBe(
      200,
    );
    const followed = await phone.diner.post('/users/update-sessions', {
      session_data: { table_id: target.id },
    });
    expect(followed.status, followed.text).toBe(200);
    const there = await phone.diner.get<{ order_id: number }>(
      `/dine-in/v1/tables/${String(target.id)}/status`,
    );
    expect(there.body.order_id).toBe(orderId);
    const stranger = await seat(t, openTabTable(t, 0));
    const refused = await stranger.diner.post('/users/update-sessions', {
      session_data: { table_id: target.id },
    });
    expect(refused.status).toBe(403);
  });
});
