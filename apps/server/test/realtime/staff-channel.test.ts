import { channelName } from '@tabula/api-client';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_NAMESPACE } from '../../src/ports/realtime-publisher';
import { createApiKey } from '../../src/staff/api-keys';
import { buildOrderPayload } from '../orders/support/payload';
import { signInDiner } from '../support/accounts';
import { insertOrder, newestOrderOf } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { EventLog } from './support/sockets';
import { addPerson, signIn } from '../staff-accounts/support/people';

/**
 * Opens the staff channel as the POS does: proving `token` in the handshake, or `cookie` (a
 * signed-in person's), or nothing.
 */
function staffSocket(t: TestServer, token: string | null, cookie?: string): Socket {
  return io(`${t.url}${STAFF_NAMESPACE}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(token === null ? {} : { auth: { token } }),
    ...(cookie === undefined ? {} : { extraHeaders: { cookie } }),
  });
}

/** Resolves 'connected' or the refusal's message. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => {
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      resolve(error.message);
    });
  });
}

describe.each(DATABASE_KINDS)('the staff channel on %s', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const open = (token: string | null, cookie?: string) => {
    const socket = staffSocket(t, token, cookie);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it.each([
    ['no token', null, undefined],
    ['a wrong token', 'not-the-staff-token', undefined],
    ['a forged staff cookie', null, 'tabula_staff=forged'],
  ] as const)('refuses a socket with %s before it connects', async (_label, token, cookie) => {
    const socket = open(token, cookie);
    expect(await outcome(socket)).toBe('Staff sign-in or token missing or invalid');
    expect(socket.connected).toBe(false);
  });

  it('lets a signed-in person hear their own outlet’s events only, until they sign out', async () => {
    const cafeManager = await signIn(
      t,
      await addPerson(t, 'manager', t.seed.cafe.companyId, t.seed.cafe.outletId),
    );
    const kuwaitStaff = await signIn(
      t,
      await addPerson(t, 'staff', t.seed.kuwait.companyId, t.seed.kuwait.outletId),
    );
    const cafeSocket = open(null, cafeManager.cookie);
    const cafeLog = new EventLog(cafeSocket);
    const kuwaitSocket = open(null, kuwaitStaff.cookie);
    const kuwaitLog = new EventLog(kuwaitSocket);
    expect(await outcome(cafeSocket)).toBe('connected');
    expect(await outcome(kuwaitSocket)).toBe('connected');

    const cafeOrder = await insertOrder(t);
    const cafeChannel = channelName('track_order', cafeOrder.id);
    const confirm = (id: number) =>
      staff(t, 'POST', `/pos/api/orders/${String(id)}/confirm`, { eta_minutes: 10 });
    expect((await confirm(cafeOrder.id)).status).toBe(200);
    await cafeLog.waitFor((e) => e.channel === cafeChannel, 'the cafe order confirmed');

    const kuwaitOrder = await insertOrder(t, { venue: 'kuwait' });
    const kuwaitChannel = channelName('track_order', kuwaitOrder.id);
    expect((await confirm(kuwaitOrder.id)).status).toBe(200);
    await kuwaitLog.waitFor((e) => e.channel === kuwaitChannel, 'the Kuwaiti order confirmed');
    // Staff hear events in the order they were sent: the cafe's came first, and never reached
    // Kuwait's staff; the Kuwaiti one never reaches the cafe's manager.
    expect(kuwaitLog.events.map((e) => e.channel)).toEqual([kuwaitChannel]);
    expect(cafeLog.events.map((e) => e.channel)).not.toContain(kuwaitChannel);

    const closed = new Promise<string>((resolve) => {
      cafeSocket.once('disconnect', resolve);
    });
    const out = await staff(t, 'DELETE', '/pos/api/session', undefined, cafeManager.as);
    expect(out.status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(kuwaitSocket.connected).toBe(true);
  });

  it('lets a company’s API key hear its own outlets’ events only', async () => {
    const { key } = await createApiKey(t.context.db, {
      companyId: t.seed.kuwait.companyId,
      outletId: null,
      role: 'owner',
      name: 'kitchen display',
    });
    const socket = open(key);
    const log = new EventLog(socket);
    expect(await outcome(socket)).toBe('connected');
    const confirm = (id: number) =>
      staff(t, 'POST', `/pos/api/orders/${String(id)}/confirm`, { eta_minutes: 10 });
    const cafeOrder = await insertOrder(t);
    expect((await confirm(cafeOrder.id)).status).toBe(200);
    const kuwaitOrder = await insertOrder(t, { venue: 'kuwait' });
    const kuwaitChannel = channelName('track_order', kuwaitOrder.id);
    expect((await confirm(kuwaitOrder.id)).status).toBe(200);
    await log.waitFor((e) => e.channel === kuwaitChannel, 'the Kuwaiti order confirmed');
    // Events reach staff in the order they were sent: the cafe's, sent first, never came.
    expect(log.events.map((e) => e.channel)).toEqual([kuwaitChannel]);
  });

  it('lets a socket with the staff token hear status changes, payments and POS updates of an order it never subscribed to', async () => {
    const socket = open(t.staffToken);
    const log = new EventLog(socket);
    expect(await outcome(socket)).toBe('connected');

    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.tables[0]?.token ?? '');
    const order = await insertOrder(t, { diner });
    const channel = channelName('track_order', order.id);
    const confirmed = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/confirm`, {
      eta_minutes: 10,
    });
    expect(confirmed.status).toBe(200);
    const status = await log.waitFor(
      (e) => e.channel === channel && e.event === 'status_updated',
      'status_updated',
    );
    expect(status.payload).toMatchObject({ status: 'confirmed' });

    const paid = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'cash',
    });
    expect(paid.status).toBe(200);
    await log.waitFor((e) => e.event === 'payment_recorded', 'payment_recorded');
    expect(log.on(channel).map((e) => e.event)).toEqual([
      'status_updated',
      'billing_initiated',
      'order_updated',
    ]);
    expect(log.invalid).toEqual([]);
  });

  it('hears a diner place an order, once, even when the request is retried', async () => {
    const socket = open(t.staffToken);
    const log = new EventLog(socket);
    expect(await outcome(socket)).toBe('connected');

    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    await signInDiner(t, diner);
    const payload = await buildOrderPayload(t, diner, 'cafe', [
      { item: t.seed.cafe.items.cake ?? 0 },
    ]);
    const key = Diner.idempotent();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await diner.post('/payments/pay_at_cashier', { order_details: payload }, key);
      expect(answer.status).toBe(200);
    }
    const order = await newestOrderOf(t, diner);
    const channel = channelName('track_order', order.id);
    const placed = await log.waitFor(
      (e) => e.channel === channel && e.event === 'status_updated',
      'status_updated',
    );
    expect(placed.payload).toMatchObject({ status: order.status });

    // A later event proves the retry's would have arrived by now: it publishes nothing.
    const confirmed = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/confirm`, {
      eta_minutes: 10,
    });
    expect(confirmed.status).toBe(200);
    await log.waitFor(
      (e) => e.channel === channel && e.event === 'status_updated' && e !== placed,
      'the confirmation',
    );
    expect(log.on(channel).map((e) => (e.payload as { status: string }).status)).toEqual([
      order.status,
      'confirmed',
    ]);
    expect(log.invalid).toEqual([]);
  });
});
