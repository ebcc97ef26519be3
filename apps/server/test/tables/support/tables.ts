import type { Order, OrderPayload } from '@tabula/api-client';
import { channelName } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { tableTabs, waiterCalls } from '../../../src/db/schema';
import { EventLog, connect, subscribe } from '../../realtime/support/sockets';
import { buildOrderPayload, type PayloadLine } from '../../orders/support/payload';
import { scannedDiner, signInDiner, type NewUser, type TestUser } from '../../support/accounts';
import { Diner, type Answer } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/** A diner's phone at an open-tab table: the browser, the signed-in user, the table. */
export interface Seated {
  diner: Diner;
  user: TestUser;
  table: { id: number; number: string; token: string };
  channel: ReturnType<typeof channelName<'dine_in_events'>>;
}

/** The cafe's open-tab table `index` (0 to 5: tables 10 to 15). */
export function openTabTable(t: TestServer, index: number) {
  const table = t.seed.cafe.openTabTables[index];
  if (!table) throw new Error(`the seed has no open-tab table ${String(index)}`);
  return table;
}

/** A diner who scanned the table's code and signed in (a guest when `user.guest`). */
export async function seat(
  t: TestServer,
  table: { id: number; number: string; token: string },
  user: NewUser = {},
): Promise<Seated> {
  const diner = await scannedDiner(t, table.token);
  const signedIn = await signInDiner(t, diner, user);
  return { diner, user: signedIn, table, channel: channelName('dine_in_events', table.id) };
}

/** The open-tab order payload of the diner's cart (version 1, no payment yet). */
export async function tabPayload(
  t: TestServer,
  diner: Diner,
  lines: readonly PayloadLine[] = [{ item: t.seed.cafe.items.kopi ?? 0 }],
  override: Partial<OrderPayload> = {},
): Promise<OrderPayload> {
  const payload = await buildOrderPayload(t, diner, 'cafe', lines, {
    override: { version: 1, ...override },
  });
  delete payload.payment;
  return payload;
}

/** POST /dine-in/open-tab/v1/orders: the diner's first order opens the table's tab. */
export async function openTab(
  t: TestServer,
  seated: Seated,
  lines?: readonly PayloadLine[],
): Promise<Answer<{ order: Order }>> {
  return seated.diner.post<{ order: Order }>(
    '/dine-in/open-tab/v1/orders',
    { order_details: await tabPayload(t, seated.diner, lines) },
    Diner.idempotent(),
  );
}

/** GET the table status as this diner. */
export function tableStatus<T = Record<string, unknown>>(seated: Pick<Seated, 'diner' | 'table'>) {
  return seated.diner.get<T>(`/dine-in/v1/tables/${String(seated.table.id)}/status`);
}

/** POST a join request with these items. */
export function join(
  seated: Seated,
  items: { id: number; name: string; count: number }[] = [{ id: 1, name: 'Kopi', count: 1 }],
) {
  return seated.diner.post<{ status: string }>(
    `/dine-in/open-tab/v1/tables/${String(seated.table.id)}/join`,
    { customer_id: seated.user.id, items },
  );
}

/** A member's answer to the diner's request. */
export function answer(
  member: Seated,
  asker: Seated,
  approved: boolean,
  autoJoin = false,
): Promise<Answer> {
  return member.diner.post(
    `/dine-in/open-tab/v1/tables/${String(member.table.id)}/authorize-join`,
    {
      customer_id: asker.user.id,
      is_approved: approved,
      auto_join_table_enabled: autoJoin,
      user_id: member.user.id,
    },
  );
}

/** Frees every table: the tabs and waiter calls of the previous test are gone. */
export async function freeAllTables(t: TestServer): Promise<void> {
  await t.context.db.delete(tableTabs);
  await t.context.db.delete(waiterCalls);
}

/**
 * Listens like a diner's phone: a socket with the diner's cookie subscribed to the channel (the
 * subscription must be accepted), kept in `sockets` for the test's clean-up.
 */
export function socketListener(server: () => TestServer, sockets: Socket[]) {
  return async (diner: Diner, channel: string): Promise<EventLog> => {
    const socket = await connect(server(), { diner });
    sockets.push(socket);
    const log = new EventLog(socket);
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });
    return log;
  };
}

/**
 * A tab of two at the cafe's open-tab table `index`: Omar opens it with `kopis` kopi; Aisha asks,
 * Omar approves, and she joins with a laksa (version 2, covers 2).
 */
export async function tabOfTwo(t: TestServer, index: number, kopis = 2) {
  const kopi = t.seed.cafe.items.kopi ?? 0;
  const laksa = t.seed.cafe.items.laksa ?? 0;
  const first = await seat(t, openTabTable(t, index), { name: 'Omar' });
  const opened = await openTab(t, first, [{ item: kopi, count: kopis }]);
  expect(opened.status, opened.text).toBe(200);
  const orderId = opened.body.order.id;
  const second = await seat(t, first.table, { name: 'Aisha' });
  expect((await join(second)).body).toEqual({ status: 'requested' });
  expect((await answer(first, second, true)).status).toBe(204);
  const joined = await second.diner.post<{ order: Order }>(
    `/dine-in/open-tab/v2/orders/${String(orderId)}/join`,
    {
      order_details: await tabPayload(t, second.diner, [{ item: laksa }], {
        version: 1,
        order_id: orderId,
        covers: 2,
      }),
    },
    Diner.idempotent(),
  );
  expect(joined.status, joined.text).toBe(200);
  return { first, second, orderId, total: joined.body.order.order_details.total_amount };
}
