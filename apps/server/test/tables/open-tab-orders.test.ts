import type { Order } from '@tabula/api-client';
import { channelName } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { EventLog, connect, subscribe } from '../realtime/support/sockets';
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
} from './support/tables';

describe.each(DATABASE_KINDS)("the open tab's orders on %s", (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = async (diner: Diner, channel: string) => {
    const socket = await connect(t, { diner });
    sockets.push(socket);
    const log = new EventLog(socket);
    return { log, ack: await subscribe(socket, { channel }) };
  };
  const kopi = () => t.seed.cafe.items.kopi ?? 0;
  const laksa = () => t.seed.cafe.items.laksa ?? 0;
  /** A tab opened by `first`, with `second` approved onto it. */
  const tabOfTwo = async (index: number) => {
    const first = await seat(t, openTabTable(t, index), { name: 'Omar' });
    const opened = await openTab(t, first, [{ item: kopi() }]);
    expect(opened.status, opened.text).toBe(200);
    const second = await seat(t, first.table, { name: 'Aisha' });
    expect((await join(second)).body).toEqual({ status: 'requested' });
    expect((await answer(first, second, true)).status).toBe(204);
    return { first, second, orderId: opened.body.order.id };
  };
  const put = async (
    seated: Seated,
    orderId: number,
    version: number,
    lines: { item: number; count?: number }[],
    path: 'v1' | 'v2' = 'v2',
  ) =>
    seated.diner.put<{ order: Order }>(`/dine-in/open-tab/${path}/orders/${String(orderId)}`, {
      order_details: await tabPayload(t, seated.diner, lines, { version, order_id: orderId }),
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  it("an approved diner's cart joins the group order, and the first customer hears it live", async () => {
    const { first, second, orderId } = await tabOfTwo(0);
    const orderChannel = channelName('track_order', orderId);
    const followed = await listen(first.diner, orderChannel);
    expect(followed.ack).toEqual({ ok: true });
    const table = await listen(first.diner, first.channel);
    // The joining member follows the tab's order too.
    expect((await listen(second.diner, orderChannel)).ack).toEqual({ ok: true });

    const joined = await second.diner.post<{ order: Order }>(
      `/dine-in/open-tab/v2/orders/${String(orderId)}/join`,
      {
        order_details: await tabPayload(t, second.diner, [{ item: laksa(), count: 2 }], {
          version: 1,
          order_id: orderId,
        }),
      },
      Diner.idempotent(),
    );
    expect(joined.status, joined.text).toBe(200);
    const order = joined.body.order;
    expect(order.order_details.version).toBe(2);
    expect(order.is_group_order).toBe(true);
    expect(
      order.order_details.cartItems.map((item) => [item.id, item.customer, item.placed_item]),
    ).toEqual([
      [kopi(), first.user.id, true],
      [laksa(), second.user.id, false],
    ]);
    // Each line keeps an id of its own although both apps numbered theirs from 1.
    const ids = order.order_details.cartItems.map((item) => item.cart_id);
    expect(new Set(ids).size).toBe(2);
    expect((await tableStatus<{ status: string }>(second)).body.status).toBe('joined');

    const updated = await followed.log.waitFor((e) => e.event === 'order_updated');
    expect(updated.payload).toEqual({ order_id: orderId, updated_by: second.user.id });
    const placed = await table.log.waitFor((e) => e.event === 'order_placed');
    expect(placed.payload).toEqual({ table_id: first.table.id, user_id: second.user.id });
  });

  it('two members updating the same version at once: exactly one wins, the other gets 409 with the current order', async () => {
    const { first, second, orderId } = await tabOfTwo(1);
    const answers = await Promise.all([
      put(first, orderId, 1, [{ item: laksa() }]),
      put(second, orderId, 1, [{ item: kopi(), count: 3 }]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    const won = answers.find((a) => a.status === 200);
    expect(lost?.body).toMatchObject({ error_id: 'order_version_conflict' });
    const current = (lost?.body as unknown as { details: { order: Order } }).details.order;
    expect(current.order_details.version).toBe(2);
    expect(current.order_details).toEqual(won?.body.order.order_details);

    // Against the current version it goes through; an old version never overwrites.
    expect((await put(second, orderId, 1, [{ item: kopi() }])).status).toBe(409);
    const retried = await put(second, orderId, 2, [{ item: kopi(), count: 3 }]);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.order.order_details.version).toBe(3);
    expect(retried.body.order.order_details.cartItems).toHaveLength(3);
    // v1 adds to the latest version.
    const v1 = await put(first, orderId, 1, [{ item: laksa() }], 'v1');
    expect(v1.status, v1.text).toBe(200);
    expect(v1.body.order.order_details.version).toBe(4);
  });

  it("placed lines are locked, and nobody else can read or change the tab's order", async () => {
    const { first, orderId } = await tabOfTwo(2);
    const placed = await tabPayload(t, first.diner, [{ item: kopi() }], {
      version: 1,
      order_id: orderId,
    });
    const locked = await first.diner.put(`/dine-in/open-tab/v2/orders/${String(orderId)}`, {
      order_details: {
        ...placed,
        cartItems: placed.cartItems.map((item) => ({ ...item, placed_item: true })),
      },
    });
    expect(locked.status).toBe(422);
    expect(locked.body).toMatchObject({
      error:
        "Sorry, you can't modify this order now because it's already being prepared. Please ask a staff member to assist you.",
      error_id: 'order_being_prepared',
    });

    const outsider = await seat(t, first.table);
    expect((await put(outsider, orderId, 1, [{ item: kopi() }])).status).toBe(404);
    const elsewhere = await seat(t, openTabTable(t, 0));
    expect((await put(elsewhere, orderId, 1, [{ item: kopi() }])).status).toBe(404);
    expect((await listen(outsider.diner, channelName('track_order', orderId))).ack.ok).toBe(false);
    const malformed = await first.diner.put(`/dine-in/open-tab/v2/orders/${String(orderId)}`, {
      order_details: { items: 'none' },
    });
    expect(malformed.status).toBe(400);
  });

  it('the cart and checkout pages show the tab to its members only', async () => {
    const { first, second, orderId } = await tabOfTwo(0);
    const outsider = await seat(t, first.table);
    for (const page of ['/pages/order_details', '/pages/checkout']) {
      for (const member of [first, second]) {
        const seen = await member.diner.get<{ order: Order | null }>(page);
        expect(seen.status, seen.text).toBe(200);
        expect(seen.body.order?.id).toBe(orderId);
      }
      const hidden = await outsider.diner.get<{ order: Order | null }>(page);
      expect(hidden.status).toBe(200);
      expect(hidden.body.order).toBeNull();
    }
  });
});
