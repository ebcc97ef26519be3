import { channelName } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { signInDiner } from '../support/accounts';
import { sessionIdOf } from '../support/sessions';
import { insertOrder, placeCashOrder } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { EventLog, connect, subscribe } from './support/sockets';

describe.each(DATABASE_KINDS)('track_order channel on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const open = async (as: Parameters<typeof connect>[1] = {}) => {
    const socket = await connect(t, as);
    sockets.push(socket);
    return { socket, log: new EventLog(socket) };
  };
  const counterDiner = async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    return diner;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it("lets the order's owner hear status_updated when the POS confirms, with the ETA", async () => {
    const diner = await counterDiner();
    await signInDiner(t, diner);
    const order = await placeCashOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.cake ?? 0 }]);
    const channel = channelName('track_order', order.id);
    const { socket, log } = await open({ diner });
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });

    t.clock.set(new Date('2026-05-04T10:00:00.000Z'));
    const confirmed = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/confirm`, {
      eta_minutes: 20,
    });
    expect(confirmed.status).toBe(200);

    const event = await log.waitFor((e) => e.event === 'status_updated', 'status_updated');
    expect(event).toEqual({
      channel,
      event: 'status_updated',
      payload: { status: 'confirmed', eta: '2026-05-04T10:20:00.000Z' },
    });
    expect(log.invalid).toEqual([]);
  });

  it('lets the owner hear billing_initiated and order_updated from the POS when it takes the payment', async () => {
    const diner = await counterDiner();
    const order = await insertOrder(t, { diner });
    const channel = channelName('track_order', order.id);
    const { socket, log } = await open({ diner });
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });

    const paid = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'cash',
    });
    expect(paid.status).toBe(200);
    const updated = await log.waitFor((e) => e.event === 'order_updated', 'order_updated');
    expect(updated.payload).toEqual({ order_id: order.id, updated_by: 'pos' });
    expect(log.on(channel).map((e) => e.event)).toEqual(['billing_initiated', 'order_updated']);
    expect(log.on(channel)[0]?.payload).toEqual({ order_id: order.id });
  });

  it('lets the owner hear order_updated from the POS when staff apply a discount', async () => {
    const diner = await counterDiner();
    await signInDiner(t, diner);
    const order = await placeCashOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.laksa ?? 0 }]);
    const channel = channelName('track_order', order.id);
    const { socket, log } = await open({ diner });
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });

    const discounted = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/discount`, {
      percent: '10',
    });
    expect(discounted.status).toBe(200);
    const event = await log.waitFor((e) => e.event === 'order_updated', 'order_updated');
    expect(event.payload).toEqual({ order_id: order.id, updated_by: 'pos' });
  });

  it("refuses another diner's session, and that diner hears nothing of the order", async () => {
    const owner = await counterDiner();
    const stranger = await counterDiner();
    const order = await insertOrder(t, { diner: owner });
    const strangersOwn = await insertOrder(t, { diner: stranger });
    const { socket, log } = await open({ diner: stranger });

    const refused = await subscribe(socket, { channel: channelName('track_order', order.id) });
    expect(refused.ok).toBe(false);
    expect(
      await subscribe(socket, { channel: channelName('track_order', strangersOwn.id) }),
    ).toEqual({
      ok: true,
    });

    await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/confirm`, {});
    await staff(t, 'POST', `/pos/api/orders/${String(strangersOwn.id)}/confirm`, {});
    // Events on one connection arrive in order: once the stranger's own event is here, the
    // other order's would have come first.
    await log.waitFor((e) => e.channel === channelName('track_order', strangersOwn.id));
    expect(log.on(channelName('track_order', order.id))).toEqual([]);
  });

  it('lets a signed-in diner hear their order from another session of theirs', async () => {
    const first = await counterDiner();
    const { id: userId } = await signInDiner(t, first);
    const order = await insertOrder(t, { diner: first });
    expect(order.userId).toBe(userId);
    const second = await counterDiner();
    const other = await counterDiner();
    await signInDiner(t, other);
    // The second session belongs to the same diner once it carries their user id.
    await t.context.db
      .update(sessions)
      .set({ userId })
      .where(eq(sessions.id, sessionIdOf(t, second)));

    const mine = await open({ diner: second });
    expect(await subscribe(mine.socket, { channel: channelName('track_order', order.id) })).toEqual(
      {
        ok: true,
      },
    );
    const theirs = await open({ diner: other });
    expect(
      (await subscribe(theirs.socket, { channel: channelName('track_order', order.id) })).ok,
    ).toBe(false);
  });

  it('refuses a connection without a cookie, and one with a forged cookie', async () => {
    const diner = await counterDiner();
    const order = await insertOrder(t, { diner });
    const channel = channelName('track_order', order.id);

    const anonymous = await open();
    expect((await subscribe(anonymous.socket, { channel })).ok).toBe(false);

    const forgedValue = encodeURIComponent('s:not-a-session.c2lnbmF0dXJl');
    const forged = await open({ cookie: `tabula_session=${forgedValue}` });
    expect((await subscribe(forged.socket, { channel })).ok).toBe(false);
  });

  it.each([
    ['an unknown channel', { channel: 'kitchen_orders_1' }],
    ['a channel without its id', { channel: 'track_order_' }],
    ['a zero id', { channel: 'track_order_0' }],
    ['a padded id', { channel: 'track_order_007' }],
    ['no channel at all', {}],
    ['a number for the channel', { channel: 42 }],
    ['a string request', 'track_order_1'],
  ])('refuses %s with an error', async (_label, request) => {
    const diner = await counterDiner();
    const { socket } = await open({ diner });
    const answer = await subscribe(socket, request);
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(/\S/) as unknown });
  });

  it('stops delivering a channel once the diner unsubscribes', async () => {
    const diner = await counterDiner();
    const left = await insertOrder(t, { diner });
    const kept = await insertOrder(t, { diner });
    const { socket, log } = await open({ diner });
    const leftChannel = channelName('track_order', left.id);
    const keptChannel = channelName('track_order', kept.id);
    expect(await subscribe(socket, { channel: leftChannel })).toEqual({ ok: true });
    expect(await subscribe(socket, { channel: keptChannel })).toEqual({ ok: true });

    await staff(t, 'POST', `/pos/api/orders/${String(left.id)}/confirm`, {});
    await log.waitFor((e) => e.channel === leftChannel, 'the first confirmation');

    expect(await subscribe(socket, { channel: leftChannel }, 'unsubscribe')).toEqual({ ok: true });
    await staff(t, 'POST', `/pos/api/orders/${String(left.id)}/ready`, {});
    await staff(t, 'POST', `/pos/api/orders/${String(kept.id)}/confirm`, {});
    await log.waitFor((e) => e.channel === keptChannel, 'the kept channel');
    expect(log.on(leftChannel).map((e) => e.payload)).toEqual([{ status: 'confirmed', eta: null }]);
  });
});
