import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waiterCalls } from '../../src/db/schema';
import { scannedDiner, signInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from '../pos/support/staff';
import {
  freeAllTables,
  join,
  openTab,
  openTabTable,
  seat,
  tableStatus,
  socketListener,
} from './support/tables';

interface PosTableAnswer {
  id: number;
  number: string;
  qr_source: string;
  state: string;
  covers: number | null;
  order_id: number | null;
  first_customer_id: number | null;
  members: { user_id: number; name: string | null; is_guest: boolean; paid: boolean }[];
  pending_join_requests: number;
  auto_join_until: string | null;
  waiter_call: { status: string; changes_at: string | null; requested_at: string } | null;
}

describe.each(DATABASE_KINDS)('the waiter call and the POS tables view on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);
  const call = (diner: Diner, tableId: number, outletId = t.seed.cafe.outletId) =>
    diner.post('/dine-in/open-tab/v1/call_waiter', {
      table_id: tableId,
      sapaad_outlet_id: outletId,
    });
  const cancel = (diner: Diner, tableId: number) =>
    diner.delete(
      `/dine-in/open-tab/v1/call_waiter/cancel?table_id=${String(tableId)}&sapaad_outlet_id=${String(t.seed.cafe.outletId)}`,
    );
  const posTables = async () => {
    const answer = await staff<{ tables: PosTableAnswer[] }>(
      t,
      'GET',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tables`,
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.tables;
  };
  const acknowledge = (tableId: number) =>
    staff<{ table: PosTableAnswer }>(
      t,
      'POST',
      `/pos/api/tables/${String(tableId)}/waiter-call/acknowledge`,
      {},
    );

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  it('moves requested → waiting → timeout → idle on the clock in the database, one call per table', async () => {
    const member = await seat(t, openTabTable(t, 0));
    expect((await openTab(t, member)).status).toBe(200);
    const start = t.clock.now.getTime();
    const at = (ms: number) => new Date(start + ms).toISOString();

    expect((await call(member.diner, member.table.id)).status).toBe(204);
    expect((await call(member.diner, member.table.id)).status).toBe(204);
    const rows = await t.context.db
      .select()
      .from(waiterCalls)
      .where(eq(waiterCalls.tableId, member.table.id));
    expect(rows).toHaveLength(1);

    const state = async () =>
      (await tableStatus<{ waiter_call: unknown }>(member)).body.waiter_call;
    expect(await state()).toEqual({ status: 'requested', changes_at: at(30_000) });
    t.clock.advance(30_000);
    expect(await state()).toEqual({ status: 'waiting', changes_at: at(60_000) });
    t.clock.advance(30_000);
    expect(await state()).toEqual({ status: 'timeout', changes_at: at(70_000) });
    const timedOut = (await posTables()).find((table) => table.id === member.table.id);
    expect(timedOut?.waiter_call).toEqual({
      status: 'timeout',
      changes_at: at(70_000),
      requested_at: at(0),
    });
    t.clock.advance(10_000);
    expect(await state()).toBeNull();
    // Over: staff can no longer acknowledge it, and a new call starts afresh.
    expect((await acknowledge(member.table.id)).status).toBe(409);
    expect((await call(member.diner, member.table.id)).status).toBe(204);
    expect(await state()).toMatchObject({ status: 'requested' });
  });

  it('the POS acknowledges: the table and the caller hear waiter_acknowledged; a cancel ends the call', async () => {
    const member = await seat(t, openTabTable(t, 1));
    expect((await openTab(t, member)).status).toBe(200);
    const caller = await seat(t, member.table);
    const memberLog = await listen(member.diner, member.channel);
    const callerLog = await listen(caller.diner, caller.channel);

    // A diner not yet on the tab may call too; they hear the answer on their own session.
    expect((await call(caller.diner, caller.table.id)).status).toBe(204);
    const acked = await acknowledge(member.table.id);
    expect(acked.status, acked.text).toBe(200);
    expect(acked.body.table.waiter_call).toBeNull();
    for (const log of [memberLog, callerLog]) {
      const heard = await log.waitFor((e) => e.event === 'waiter_acknowledged');
      expect(heard.payload).toEqual({ table_id: member.table.id });
    }
    expect((await tableStatus<{ waiter_call: unknown }>(member)).body.waiter_call).toEqual({
      status: 'ack',
      changes_at: null,
    });
    expect((await acknowledge(member.table.id)).status).toBe(409);

    expect((await cancel(member.diner, member.table.id)).status).toBe(204);
    expect((await tableStatus<{ waiter_call: unknown }>(member)).body.waiter_call).toBeNull();
    expect((await cancel(member.diner, member.table.id)).status).toBe(204);
  });

  it('a call and its cancellation are told live to the members and the caller, once each', async () => {
    const member = await seat(t, openTabTable(t, 2));
    expect((await openTab(t, member)).status).toBe(200);
    const caller = await seat(t, member.table);
    const memberLog = await listen(member.diner, member.channel);
    const callerLog = await listen(caller.diner, caller.channel);
    const at = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString();
    const requested = { status: 'requested', changes_at: at(30_000) };

    expect((await call(caller.diner, caller.table.id)).status).toBe(204);
    expect((await call(member.diner, member.table.id)).status).toBe(204);
    for (const log of [memberLog, callerLog]) {
      const heard = await log.waitFor((e) => e.event === 'waiter_call_updated');
      expect(heard.payload).toEqual({ table_id: member.table.id, waiter_call: requested });
    }
    expect((await cancel(member.diner, member.table.id)).status).toBe(204);
    const ended = await memberLog.waitFor(
      (e) =>
        e.event === 'waiter_call_updated' &&
        (e.payload as { waiter_call: unknown }).waiter_call === null,
    );
    expect(ended.payload).toEqual({ table_id: member.table.id, waiter_call: null });
    // The second call found the first running and the second cancel found nothing: no events.
    expect((await cancel(member.diner, member.table.id)).status).toBe(204);
    const told = memberLog.events.filter((e) => e.event === 'waiter_call_updated');
    expect(told).toHaveLength(2);
  });

  it('refuses a call for another table or outlet, and where the outlet does not offer it', async () => {
    const member = await seat(t, openTabTable(t, 2));
    const other = openTabTable(t, 0);
    expect((await call(member.diner, other.id)).status).toBe(404);
    expect((await call(member.diner, member.table.id, t.seed.kuwait.outletId)).status).toBe(404);
    const bad = await member.diner.post('/dine-in/open-tab/v1/call_waiter', { table_id: 'x' });
    expect(bad.status).toBe(400);

    const kuwaitTable = t.seed.kuwait.openTabTables[0];
    if (!kuwaitTable) throw new Error('no Kuwait open-tab table');
    const kuwait = await scannedDiner(t, kuwaitTable.token);
    await signInDiner(t, kuwait);
    const disabled = await kuwait.post('/dine-in/open-tab/v1/call_waiter', {
      table_id: kuwaitTable.id,
      sapaad_outlet_id: t.seed.kuwait.outletId,
    });
    expect(disabled.status).toBe(409);
    expect(disabled.body).toMatchObject({ error_id: 'waiter_call_disabled' });
    expect((await acknowledge(999_999)).status).toBe(404);
  });

  it('the POS lists every table with its mode, state, members and waiting join requests', async () => {
    const first = await seat(t, openTabTable(t, 0), { name: 'Omar' });
    expect((await openTab(t, first)).status).toBe(200);
    const guest = await seat(t, first.table, { guest: true });
    expect((await join(guest)).body).toEqual({ status: 'requested' });

    const tables = await posTables();
    const ids = [
      ...t.seed.cafe.tables,
      ...t.seed.cafe.openTabTables,
      t.seed.cafe.scanAndPayTable,
      ...t.seed.cafe.emptyScanAndPayTables,
    ].map((table) => table.id);
    expect(tables.map((table) => table.id).sort((a, b) => a - b)).toEqual(
      ids.sort((a, b) => a - b),
    );
    const open = tables.find((table) => table.id === first.table.id);
    expect(open).toMatchObject({
      number: '10',
      qr_source: 'dine_ot',
      state: 'open_tab',
      covers: 1,
      first_customer_id: first.user.id,
      members: [{ user_id: first.user.id, name: 'Omar', is_guest: false, paid: false }],
      pending_join_requests: 1,
      auto_join_until: null,
      waiter_call: null,
    });
    // S1 has no tab; its bill, which the demo seed opened from the POS, shows with its covers.
    expect(tables.find((table) => table.id === t.seed.cafe.scanAndPayTable.id)).toMatchObject({
      qr_source: 'scan_and_pay',
      state: 'free',
      covers: 3,
      order_id: t.seed.cafe.scanAndPayBillId,
      members: [],
    });
    // S2 to S8 are scan-and-pay tables without a bill.
    for (const empty of t.seed.cafe.emptyScanAndPayTables) {
      expect(tables.find((table) => table.id === empty.id)).toMatchObject({
        qr_source: 'scan_and_pay',
        state: 'free',
        covers: null,
        order_id: null,
      });
    }
    const unauthorised = await staff(
      t,
      'GET',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tables`,
      undefined,
      {
        token: null,
      },
    );
    expect(unauthorised.status).toBe(401);
  });
});
