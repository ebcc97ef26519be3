import type { Order } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { joinRequests, orders, tableMembers, tableTabs } from '../../src/db/schema';
import { AUTO_JOIN_LIFESPAN_SECONDS } from '../../src/tables/table-timings';
import { scannedDiner, seatUser, signInDiner } from '../support/accounts';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  answer,
  freeAllTables,
  join,
  openTab,
  openTabTable,
  seat,
  tabPayload,
  tableStatus,
  type Seated,
  socketListener,
} from './support/tables';

interface Status {
  status: string | null;
  table_state: string;
  table_number: string;
  auto_join_table_enabled: boolean;
  auto_join_lifespan: number;
  order_id: number | null;
  first_customer_id: number | null;
  members: number[];
  join_queue: { customer_id: number; items: unknown[]; name: string | null; expires_at: string }[];
  waiter_call: unknown;
}

describe.each(EVERY_DATABASE_KIND)('joining an open tab on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  /** A signed-in diner at the table whose first order opened its tab. */
  const tabOpenedBy = async (index = 0) => {
    const first = await seat(t, openTabTable(t, index), { name: 'Omar' });
    const opened = await openTab(t, first);
    expect(opened.status, opened.text).toBe(200);
    return { first, orderId: opened.body.order.id };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  it('a free table: no part in it, nothing to show, and the first order opens the tab', async () => {
    const table = openTabTable(t, 0);
    const diner = await seat(t, table);
    const free = await tableStatus<Status>(diner);
    expect(free.status).toBe(200);
    expect(free.body).toEqual({
      status: null,
      table_state: 'free',
      table_number: '10',
      auto_join_table_enabled: false,
      auto_join_lifespan: AUTO_JOIN_LIFESPAN_SECONDS,
      order_id: null,
      first_customer_id: null,
      members: [],
      paid_members: [],
      pay_for_self: null,
      payment_due: null,
      join_queue: [],
      waiter_call: null,
    });

    const opened = await openTab(t, diner);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.order.order_details.version).toBe(1);
    const mine = await tableStatus<Status>(diner);
    expect(mine.body).toMatchObject({
      status: 'joined',
      table_state: 'open_tab',
      order_id: opened.body.order.id,
      first_customer_id: diner.user.id,
      members: [diner.user.id],
    });
    const [tab] = await t.context.db
      .select()
      .from(tableTabs)
      .where(eq(tableTabs.tableId, table.id));
    expect(tab).toMatchObject({ state: 'open_tab', orderId: opened.body.order.id, covers: 1 });
  });

  it('a second diner asks, a member approves with auto-approve, and the next joiner is let straight in', async () => {
    const { first, orderId } = await tabOpenedBy(0);
    const second = await seat(t, first.table, { name: 'Aisha' });
    const third = await seat(t, first.table);
    const memberLog = await listen(first.diner, first.channel);
    const askerLog = await listen(second.diner, second.channel);

    // Not a member: they see that the table runs a tab, and nothing of it.
    const outside = await tableStatus<Status>(second);
    expect(outside.body).toMatchObject({
      status: null,
      table_state: 'open_tab',
      order_id: null,
      members: [],
      join_queue: [],
    });

    const asked = await join(second, [{ id: 1, name: 'Kopi', count: 2 }]);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toEqual({ status: 'requested' });
    expect((await tableStatus<Status>(second)).body.status).toBe('requested');

    // The member hears the request and sees it in the queue, with its deadline.
    const request = await memberLog.waitFor((e) => e.event === 'join_request');
    expect(request.payload).toEqual({
      request: {
        customer_id: second.user.id,
        items: [{ id: 1, name: 'Kopi', count: 2 }],
        name: 'Aisha',
        expires_at: new Date(t.clock.now.getTime() + 10_000).toISOString(),
      },
    });
    const queue = (await tableStatus<Status>(first)).body.join_queue;
    expect(queue.map((entry) => entry.customer_id)).toEqual([second.user.id]);

    const approved = await answer(first, second, true, true);
    expect(approved.status, approved.text).toBe(204);
    const told = await askerLog.waitFor((e) => e.event === 'authorize_join_table');
    expect(told.payload).toEqual({
      customer_id: second.user.id,
      is_approved: true,
      order_id: orderId,
    });
    expect((await tableStatus<Status>(second)).body).toMatchObject({
      status: 'approved',
      order_id: orderId,
      members: [first.user.id, second.user.id],
      auto_join_table_enabled: true,
    });
    const [order] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.isGroupOrder).toBe(true);

    // Inside the window the next request is approved at once; after it, it waits again.
    expect((await join(third)).body).toEqual({ status: 'approved' });
    t.clock.advance(AUTO_JOIN_LIFESPAN_SECONDS * 1000 + 1);
    const late = await seat(t, first.table);
    expect((await join(late)).body).toEqual({ status: 'requested' });
    expect((await tableStatus<Status>(first)).body.auto_join_table_enabled).toBe(false);
  });

  it('an approved diner joins with an empty cart, or with a cart and no version named', async () => {
    const { first, orderId } = await tabOpenedBy(1);
    const empty = await seat(t, first.table, { name: 'Aisha' });
    const carrying = await seat(t, first.table, { name: 'Wei' });
    for (const asker of [empty, carrying]) {
      expect((await join(asker)).body).toEqual({ status: 'requested' });
      expect((await answer(first, asker, true)).status).toBe(204);
    }
    const path = `/dine-in/open-tab/v2/orders/${String(orderId)}/join`;
    const nothing = await tabPayload(t, empty.diner, [{ item: t.seed.cafe.items.kopi ?? 0 }], {
      order_id: orderId,
    });
    const joinedEmpty = await empty.diner.post<{ order: Order }>(
      path,
      { order_details: { ...nothing, items: [], cartItems: [], version: undefined } },
      Diner.idempotent(),
    );
    expect(joinedEmpty.status, joinedEmpty.text).toBe(200);
    expect(joinedEmpty.body.order.order_details.version).toBe(1);
    expect((await tableStatus<Status>(empty)).body.status).toBe('joined');

    const lines = await tabPayload(t, carrying.diner, [{ item: t.seed.cafe.items.kopi ?? 0 }], {
      order_id: orderId,
    });
    const joinedWithCart = await carrying.diner.post<{ order: Order }>(
      path,
      { order_details: { ...lines, version: undefined } },
      Diner.idempotent(),
    );
    expect(joinedWithCart.status, joinedWithCart.text).toBe(200);
    expect(joinedWithCart.body.order.order_details.version).toBe(2);
    expect((await tableStatus<Status>(carrying)).body.status).toBe('joined');
  });

  it('a request no member answers expires after 10 s; a rejected diner is told', async () => {
    const { first, orderId } = await tabOpenedBy(1);
    const late = await seat(t, first.table);
    const refused = await seat(t, first.table);
    const refusedLog = await listen(refused.diner, refused.channel);

    expect((await join(late)).body).toEqual({ status: 'requested' });
    t.clock.advance(10_000);
    const expired = await answer(first, late, true);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ error_id: 'join_request_closed' });
    expect((await tableStatus<Status>(late)).body.status).toBeNull();
    expect((await tableStatus<Status>(first)).body.join_queue).toEqual([]);

    expect((await join(refused)).body).toEqual({ status: 'requested' });
    expect((await answer(first, refused, false)).status).toBe(204);
    const told = await refusedLog.waitFor((e) => e.event === 'authorize_join_table');
    expect(told.payload).toEqual({
      customer_id: refused.user.id,
      is_approved: false,
      order_id: orderId,
    });
    expect((await tableStatus<Status>(refused)).body.status).toBe('rejected');
    // Answered once: a second answer finds nothing waiting.
    expect((await answer(first, refused, true)).status).toBe(409);
  });

  it('a diner who is not a member hears none of the table, and cannot answer for it', async () => {
    const { first } = await tabOpenedBy(2);
    const outsider = await seat(t, first.table);
    const asker = await seat(t, first.table);
    const outsiderLog = await listen(outsider.diner, outsider.channel);
    const memberLog = await listen(first.diner, first.channel);

    expect((await join(asker)).body).toEqual({ status: 'requested' });
    await memberLog.waitFor((e) => e.event === 'join_request');
    const forged = await answer(outsider, asker, true);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error_id: 'not_a_member' });
    // Acting for someone else is refused too.
    const asOther = await outsider.diner.post(
      `/dine-in/open-tab/v1/tables/${String(first.table.id)}/authorize-join`,
      {
        customer_id: asker.user.id,
        is_approved: true,
        auto_join_table_enabled: false,
        user_id: first.user.id,
      },
    );
    expect(asOther.status).toBe(403);
    expect((await answer(first, asker, true)).status).toBe(204);
    await memberLog.waitFor((e) => e.event === 'authorize_join_table');
    expect(outsiderLog.on(outsider.channel)).toEqual([]);
  });

  it('refuses bad joins with the errors of B§8, never a 5xx', async () => {
    const { first } = await tabOpenedBy(0);
    const visitor = await scannedDiner(t, first.table.token);
    const path = `/dine-in/open-tab/v1/tables/${String(first.table.id)}/join`;
    const item = { id: 1, name: 'Kopi', count: 1 };
    expect((await visitor.post(path, { customer_id: 1, items: [] })).status).toBe(401);

    const asker = await seat(t, first.table);
    const asOther = await asker.diner.post(path, { customer_id: first.user.id, items: [] });
    expect(asOther.status).toBe(403);
    const tooMany = await asker.diner.post(path, {
      customer_id: asker.user.id,
      items: [item, item, item, item, item],
    });
    expect(tooMany.status).toBe(400);
    const elsewhere = await asker.diner.post(
      `/dine-in/open-tab/v1/tables/${String(openTabTable(t, 1).id)}/join`,
      { customer_id: asker.user.id, items: [] },
    );
    expect(elsewhere.status).toBe(404);

    // A free table has no tab to join.
    const free = await seat(t, openTabTable(t, 2));
    const noTab = await join(free);
    expect(noTab.status).toBe(409);
    expect(noTab.body).toMatchObject({ error_id: 'no_open_tab' });

    // A pay-first table runs no tabs.
    const payFirst = await scannedDiner(t, t.seed.cafe.tables[0]?.token);
    const user = await signInDiner(t, payFirst);
    const notTab = await payFirst.post(
      `/dine-in/open-tab/v1/tables/${String(t.seed.cafe.tables[0]?.id)}/join`,
      { customer_id: user.id, items: [] },
    );
    expect(notTab.status).toBe(409);

    // On a tab at another table: 'Multiple order'.
    const second = await tabOpenedBy(1);
    // The first customer of table 11 scans table 10 with the same account.
    const roaming: Seated = {
      ...second.first,
      diner: await scannedDiner(t, first.table.token),
      table: first.table,
      channel: first.channel,
    };
    await seatUser(t, roaming.diner, second.first.user.id);
    const multiple = await join(roaming);
    expect(multiple.status).toBe(422);
    expect(multiple.body).toMatchObject({ error: 'Multiple order' });

    // A tab being paid, or with a promotion applied.
    await t.context.db
      .update(tableTabs)
      .set({ state: 'payment_in_progress' })
      .where(eq(tableTabs.tableId, first.table.id));
    const paying = await join(asker);
    expect(paying.status).toBe(422);
    expect(paying.body).toMatchObject({ error: 'Payment for this table is being processed' });
    expect((await tableStatus<Status>(asker)).body.status).toBe('unavailable');
    await t.context.db
      .update(tableTabs)
      .set({ state: 'open_tab', promotionApplied: true })
      .where(eq(tableTabs.tableId, first.table.id));
    const promoted = await join(asker);
    expect(promoted.status).toBe(422);
    expect(promoted.body).toMatchObject({ error_id: 'promotion_available' });
    const checked = await tableStatus(asker);
    expect(checked.status).toBe(422);
    expect(checked.body).toMatchObject({ error_id: 'promotion_available' });
    // Members still see their table.
    expect((await tableStatus(first)).status).toBe(200);
  });

  it('a diner asking ten times at once waits in the queue once; two joiners at once are both let in', async () => {
    const { first, orderId } = await tabOpenedBy(0);
    const eager = await seat(t, first.table);
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(eager)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const waiting = (await tableStatus<Status>(first)).body.join_queue;
    expect(waiting.map((entry) => entry.customer_id)).toEqual([eager.user.id]);
    expect((await answer(first, eager, true, true)).status).toBe(204);

    const pair = await Promise.all([seat(t, first.table), seat(t, first.table)]);
    const joined = await Promise.all(pair.map((diner) => join(diner)));
    expect(joined.map((a) => a.body)).toEqual([{ status: 'approved' }, { status: 'approved' }]);
    const members = await t.context.db
      .select()
      .from(tableMembers)
      .where(eq(tableMembers.orderId, orderId));
    expect(members).toHaveLength(4);
    const pending = await t.context.db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.orderId, orderId), eq(joinRequests.status, 'requested')));
    expect(pending.filter((row) => row.expiresAt > t.clock.now)).toEqual([]);
  });

  it('two diners ordering at a free table at once: one opens the tab, the other is told another order exists', async () => {
    const table = openTabTable(t, 2);
    const diners: Seated[] = await Promise.all([seat(t, table), seat(t, table)]);
    const opened = await Promise.all(diners.map((diner) => openTab(t, diner)));
    expect(opened.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = opened.find((a) => a.status === 409);
    expect(refused?.body).toMatchObject({ error: 'Another order exists' });
    const tabs = await t.context.db.select().from(tableTabs).where(eq(tableTabs.tableId, table.id));
    expect(tabs).toHaveLength(1);
  });
});
