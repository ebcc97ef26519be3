import { pressOnPage } from '../payments/support/checkout';
import { channelName } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../orders/support/payload';
import { signInDiner } from '../support/accounts';
import { insertOrder, newestOrderOf } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { EventLog, connect, subscribe } from './support/sockets';

describe.each(DATABASE_KINDS)('dine_in_events channel on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const open = async (diner?: Diner) => {
    const socket = await connect(t, diner ? { diner } : {});
    sockets.push(socket);
    return { socket, log: new EventLog(socket) };
  };
  const seatedAt = async (index: number) => {
    const table = t.seed.cafe.tables[index];
    if (!table) throw new Error(`the seed has no cafe table ${String(index)}`);
    const diner = new Diner(t.url);
    await diner.scan(table.token);
    return { diner, table, channel: channelName('dine_in_events', table.id) };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it("lets the table's members hear track_order_status when the POS confirms the table's order", async () => {
    const payer = await seatedAt(0);
    await signInDiner(t, payer.diner);
    const companion = await seatedAt(0);

    // The table's order, paid on the sandbox provider's page as the app does it.
    const payload = await buildOrderPayload(
      t,
      payer.diner,
      'cafe',
      [{ item: t.seed.cafe.items.laksa ?? 0 }],
      {
        paymentType: 'paytabs',
      },
    );
    const started = await payer.diner.post<{ payment_page_url?: string }>(
      '/payments/paytabs/create_payment_page',
      { order_details: payload },
      Diner.idempotent(),
    );
    expect(started.status).toBe(200);
    const approved = await pressOnPage(started.body.payment_page_url ?? '', 'approve');
    expect(approved.status).toBe(303);
    const order = await newestOrderOf(t, payer.diner);
    expect(order).toMatchObject({
      tableId: payer.table.id,
      paymentStatus: 'paid',
      status: 'unconfirmed',
    });

    const member = await open(companion.diner);
    expect(await subscribe(member.socket, { channel: companion.channel })).toEqual({ ok: true });
    const confirmed = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/confirm`, {
      eta_minutes: 5,
    });
    expect(confirmed.status).toBe(200);

    const event = await member.log.waitFor((e) => e.event === 'track_order_status');
    expect(event).toEqual({
      channel: companion.channel,
      event: 'track_order_status',
      payload: { status: 'confirmed' },
    });
    expect(member.log.invalid).toEqual([]);
  });

  it('tells the table that the POS recorded a payment (payment_recorded from pos)', async () => {
    const seated = await seatedAt(1);
    const { id: userId } = await signInDiner(t, seated.diner);
    const order = await insertOrder(t, { diner: seated.diner, lines: [['kopi', 2]] });
    expect(order.tableId).toBe(seated.table.id);

    const { socket, log } = await open(seated.diner);
    expect(await subscribe(socket, { channel: seated.channel })).toEqual({ ok: true });
    const paid = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'card',
    });
    expect(paid.status).toBe(200);
    const event = await log.waitFor((e) => e.event === 'payment_recorded');
    expect(event.payload).toEqual({
      payment_source: 'pos',
      has_payment_completed: true,
      paid_customers: [userId],
    });
  });

  it('refuses a diner seated at another table, a walk-in diner and a connection without a session', async () => {
    const seated = await seatedAt(2);
    const elsewhere = await seatedAt(3);
    const walkIn = new Diner(t.url);
    await walkIn.scan(t.seed.cafe.counterToken);

    const other = await open(elsewhere.diner);
    expect((await subscribe(other.socket, { channel: seated.channel })).ok).toBe(false);
    const counter = await open(walkIn);
    expect((await subscribe(counter.socket, { channel: seated.channel })).ok).toBe(false);
    const anonymous = await open();
    expect((await subscribe(anonymous.socket, { channel: seated.channel })).ok).toBe(false);

    // The refused diner hears nothing of the table; their own table's event shows delivery works.
    expect(await subscribe(other.socket, { channel: elsewhere.channel })).toEqual({ ok: true });
    const atSeated = await insertOrder(t, { diner: seated.diner });
    const atElsewhere = await insertOrder(t, { diner: elsewhere.diner });
    await staff(t, 'POST', `/pos/api/orders/${String(atSeated.id)}/confirm`, {});
    await staff(t, 'POST', `/pos/api/orders/${String(atElsewhere.id)}/confirm`, {});
    await other.log.waitFor((e) => e.channel === elsewhere.channel);
    expect(other.log.on(seated.channel)).toEqual([]);
  });

  it('stops table events after unsubscribe', async () => {
    const seated = await seatedAt(2);
    const first = await insertOrder(t, { diner: seated.diner });
    const second = await insertOrder(t, { diner: seated.diner });
    const { socket, log } = await open(seated.diner);
    const orderChannel = channelName('track_order', second.id);
    expect(await subscribe(socket, { channel: seated.channel })).toEqual({ ok: true });
    expect(await subscribe(socket, { channel: orderChannel })).toEqual({ ok: true });
    expect(await subscribe(socket, { channel: seated.channel }, 'unsubscribe')).toEqual({
      ok: true,
    });

    await staff(t, 'POST', `/pos/api/orders/${String(first.id)}/confirm`, {});
    await staff(t, 'POST', `/pos/api/orders/${String(second.id)}/confirm`, {});
    await log.waitFor((e) => e.channel === orderChannel);
    expect(log.on(seated.channel)).toEqual([]);
  });
});
