import { channelName } from '@tabula/api-client';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_NAMESPACE } from '../../src/ports/realtime-publisher';
import { buildOrderPayload } from '../orders/support/payload';
import { signInDiner } from '../support/accounts';
import { insertOrder, newestOrderOf } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { EventLog } from './support/sockets';

/** Opens the staff channel as the POS does, proving `token` in the handshake (none: no auth). */
function staffSocket(t: TestServer, token: string | null): Socket {
  return io(`${t.url}${STAFF_NAMESPACE}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(token === null ? {} : { auth: { token } }),
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
  const open = (token: string | null) => {
    const socket = staffSocket(t, token);
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
    ['no token', null],
    ['a wrong token', 'not-the-staff-token'],
  ] as const)('refuses a socket with %s before it connects', async (_label, token) => {
    const socket = open(token);
    expect(await outcome(socket)).toBe('Staff token missing or invalid');
    expect(socket.connected).toBe(false);
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
