import { SOCKET_EVENTS, channelName, pages, type ChannelName } from '@tabula/api-client';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeSocket,
} from '@tabula/api-client/realtime';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../src/db/schema';
import { RECOVERY_WINDOW_MS } from '../../src/features/realtime/recovered-rooms';
import { insertOrder } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { signInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  deleteRedisKeys,
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../support/redis';
import { openLink, type Link } from './support/link';

/*
 * Issue 34, "Faults survived": a diner's phone loses its link while the POS changes the order and
 * the table. The diner's screen is the product's own realtime client (@tabula/api-client), its
 * socket carrying the diner's cookie as the browser sends it, talking to the server through a
 * link the test cuts (every TCP connection dropped, new ones refused) and restores.
 *
 * The drops last 5 s, 30 s and 150 s against the product's recovery window (2 minutes,
 * RECOVERY_WINDOW_MS), without waiting for them: the clocks that decide whether a session is
 * still there are moved instead. socket.io's in-memory adapter compares Date.now() with the time
 * the socket dropped, so Date is faked and moved (vi.setSystemTime; timers stay real). The Redis
 * Streams adapter keeps the session in a key whose TTL is the window, which Redis counts down on
 * its own clock: the key's remaining TTL is shortened by the drop (and the key is gone once the
 * drop outlasts it), which is what that much time would do to it. Choice: the window itself
 * stays the product's, not a shortened test window, so these tests check the real 2 minutes and
 * never sleep.
 */

/** How long a test waits for something to happen before it fails. */
const WAIT_MS = 5_000;

/** Polls until `check` is true; the deadline is on the monotonic clock, which Date faking leaves. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + WAIT_MS;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One event as the screen's handlers received it. */
interface Heard {
  channel: string;
  event: string;
  payload: unknown;
}

/**
 * The diner's track-order screen: the order's status and whether it is paid, as the live events
 * and the re-reads after a resync left them, and the popups it showed.
 */
interface Screen {
  status: string | null;
  paid: boolean;
  popups: string[];
  heard: Heard[];
  resyncs: ChannelName[][];
  rereads: number;
  invalid: unknown[];
  errors: string[];
  /** subscribe acknowledgements received, all connections together. */
  subscribeAcks: number;
  socket(): RealtimeSocket;
  client: RealtimeClient;
}

const VARIANTS = [
  { name: 'PGlite (in-memory adapter)', kind: 'pglite' as const, redis: false },
  ...(DATABASE_KINDS.includes('postgresql') && REDIS_REACHABLE
    ? [{ name: 'PostgreSQL and Redis', kind: 'postgresql' as const, redis: true }]
    : []),
];

const DROPS = [
  { drop: '5 s', ms: 5_000, table: 0 },
  { drop: '30 s', ms: 30_000, table: 1 },
  { drop: '150 s', ms: 150_000, table: 2 },
];

describe.each(VARIANTS)("a diner's socket dropped, on $name", ({ kind, redis }) => {
  const prefix = testRedisPrefix();
  let t: TestServer;
  let link: Link;
  const screens: Screen[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind, redis ? { redisUrl: TEST_REDIS_URL, redisPrefix: prefix } : {});
    link = await openLink(t.url);
  });
  afterEach(() => {
    vi.useRealTimers();
    link.restore();
    for (const screen of screens.splice(0)) screen.client.close();
  });
  afterAll(async () => {
    await link.close();
    await t.close();
    if (redis) await deleteRedisKeys(prefix);
  });

  /** The diner's screen following their order and their table, connected through the link. */
  function openScreen(diner: Diner, orderId: number, tableId: number): Screen {
    let socket: RealtimeSocket | undefined;
    const screen: Screen = {
      status: null,
      paid: false,
      popups: [],
      heard: [],
      resyncs: [],
      rereads: 0,
      invalid: [],
      errors: [],
      subscribeAcks: 0,
      socket: () => {
        if (!socket) throw new Error('the realtime client made no socket');
        return socket;
      },
      client: createRealtimeClient({
        url: link.url,
        // A phone retries soon once its link is back; short delays keep the test quick.
        reconnectionDelay: 20,
        reconnectionDelayMax: 100,
        ackTimeout: WAIT_MS,
        logger: {
          debug: () => undefined,
          warn: () => undefined,
          error: (message) => screen.errors.push(message),
        },
        socketFactory: (url, options) => {
          const created: RealtimeSocket = io(url ?? link.url, {
            ...options,
            // The browser sends the session cookie with the handshake; Node's client is told to.
            extraHeaders: { cookie: diner.cookieHeader() },
          });
          // Counts the server's answers to subscribe, so a test knows the client has them all.
          const emitWithAck = created.emitWithAck.bind(created) as (
            event: string,
            ...args: unknown[]
          ) => Promise<unknown>;
          (created as unknown as { emitWithAck: typeof emitWithAck }).emitWithAck = async (
            event,
            ...args
          ) => {
            const answer = await emitWithAck(event, ...args);
            if (event === SOCKET_EVENTS.subscribe) screen.subscribeAcks += 1;
            return answer;
          };
          socket = created;
          return created;
        },
        onResync: (channels) => {
          screen.resyncs.push([...channels]);
          // The app reads the order again: the track-order screen's page.
          diner.get('/pages/tracking').then(
            (answer) => {
              const { order } = pages.tracking.response.parse(answer.body);
              screen.status = order.status;
              // A payment staff took is on the order's payments.
              screen.paid = order.order_details.payments.length > 0;
              screen.rereads += 1;
            },
            (error: unknown) => {
              screen.errors.push(`the re-read failed: ${String(error)}`);
            },
          );
        },
        onInvalidEvent: (raw) => screen.invalid.push(raw),
      }),
    };
    const hear = (channel: string, event: string) => (payload: unknown) => {
      screen.heard.push({ channel, event, payload });
    };
    const order = channelName('track_order', orderId);
    const table = channelName('dine_in_events', tableId);
    screen.client.subscribe(order, {
      status_updated: (payload, context) => {
        hear(context.channel, context.event)(payload);
        screen.status = payload.status;
        screen.popups.push(`order ${payload.status}`);
      },
      billing_initiated: (payload, context) => {
        hear(context.channel, context.event)(payload);
      },
      order_updated: (payload, context) => {
        hear(context.channel, context.event)(payload);
      },
    });
    screen.client.subscribe(table, {
      track_order_status: (payload, context) => {
        hear(context.channel, context.event)(payload);
      },
      payment_recorded: (payload, context) => {
        hear(context.channel, context.event)(payload);
        screen.paid = payload.has_payment_completed;
        screen.popups.push('payment recorded');
      },
    });
    screens.push(screen);
    return screen;
  }

  /** The session keys socket.io's Redis adapter holds for dropped sockets (this file's prefix). */
  async function redisSessions(): Promise<string[]> {
    const client = createClient({ url: TEST_REDIS_URL });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const key of client.scanIterator({ MATCH: `${prefix}socket.io:session:*` })) {
        keys.push(key);
      }
      return keys;
    } finally {
      await client.quit();
    }
  }

  /** Moves Redis's countdown of a session key by `ms`: shortens its TTL, or expires it. */
  async function ageRedisSession(key: string, ms: number): Promise<void> {
    const client = createClient({ url: TEST_REDIS_URL });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const left = await client.pTTL(key);
      // The key was written with the product's window as its TTL, a moment ago.
      expect(left).toBeGreaterThan(RECOVERY_WINDOW_MS - 10_000);
      expect(left).toBeLessThanOrEqual(RECOVERY_WINDOW_MS);
      if (left - ms > 0) await client.pExpire(key, left - ms);
      else await client.del(key);
    } finally {
      await client.quit();
    }
  }

  async function serverOrder(orderId: number) {
    const [row] = await t.context.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${String(orderId)} is gone`);
    return row;
  }

  async function pos(orderId: number, action: string, body: unknown = {}): Promise<void> {
    const answer = await staff(t, 'POST', `/pos/api/orders/${String(orderId)}/${action}`, body);
    expect(answer.status, `${action}: ${answer.text}`).toBe(200);
  }

  it.each(DROPS)(
    'brings the screen back to the server state after a $drop drop',
    async ({ ms, table: index }) => {
      const resumes = ms < RECOVERY_WINDOW_MS;
      const table = t.seed.cafe.tables[index];
      if (!table) throw new Error(`the seed has no cafe table ${String(index)}`);
      const diner = new Diner(t.url);
      expect((await diner.scan(table.token)).status).toBe(302);
      const { id: userId } = await signInDiner(t, diner);
      const order = await insertOrder(t, { diner, lines: [['kopi', 1]] });
      expect(order.tableId).toBe(table.id);
      const orderChannel = channelName('track_order', order.id);
      const tableChannel = channelName('dine_in_events', table.id);

      const screen = openScreen(diner, order.id, table.id);
      await until(() => screen.subscribeAcks === 2, 'both subscriptions');
      expect(screen.client.channels()).toEqual([orderChannel, tableChannel]);

      // Before the drop the screen is live: the POS confirms and the diner sees it.
      await pos(order.id, 'confirm');
      await until(() => screen.heard.length === 2, 'the confirmation');
      expect(screen.heard).toEqual([
        {
          channel: orderChannel,
          event: 'status_updated',
          payload: { status: 'confirmed', eta: null },
        },
        { channel: tableChannel, event: 'track_order_status', payload: { status: 'confirmed' } },
      ]);
      const before = screen.heard.length;
      const socketId = screen.socket().id;
      expect(socketId).toBeDefined();

      // The link drops; both ends notice.
      link.cut();
      await until(() => !screen.client.isConnected(), 'the client to notice the drop');
      await until(() => !t.io.of('/').sockets.has(socketId ?? ''), 'the server to notice the drop');
      let sessionKey: string | undefined;
      if (redis) {
        await until(async () => (await redisSessions()).length === 1, 'the session in Redis');
        sessionKey = (await redisSessions())[0];
      }

      // While the phone is away the POS moves the order on and takes the table's payment.
      await pos(order.id, 'ready');
      await pos(order.id, 'payments', { payment_type: 'card' });

      // The drop lasts `ms`: every clock the recovery depends on moves by it.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + ms);
      t.clock.advance(ms);
      if (sessionKey !== undefined) await ageRedisSession(sessionKey, ms);

      const acksBefore = screen.subscribeAcks;
      link.restore();
      await until(() => screen.client.isConnected(), 'the client to come back');
      expect(screen.socket().recovered).toBe(resumes);
      // The client subscribes its channels again either way; then, only when it was not resumed,
      // calls onResync and the app reads the order again.
      await until(() => screen.subscribeAcks === acksBefore + 2, 'the channels subscribed again');
      if (!resumes) await until(() => screen.rereads === 1, 'the re-read');

      // A last change once it is back: the screen hears it, after anything it was sent before.
      await pos(order.id, 'deliver');
      const delivered: Heard[] = [
        {
          channel: orderChannel,
          event: 'status_updated',
          payload: { status: 'delivered', eta: null },
        },
        { channel: tableChannel, event: 'track_order_status', payload: { status: 'delivered' } },
      ];
      const missed: Heard[] = [
        { channel: orderChannel, event: 'status_updated', payload: { status: 'ready', eta: null } },
        { channel: tableChannel, event: 'track_order_status', payload: { status: 'ready' } },
        { channel: orderChannel, event: 'billing_initiated', payload: { order_id: order.id } },
        {
          channel: orderChannel,
          event: 'order_updated',
          payload: { order_id: order.id, updated_by: 'pos' },
        },
        {
          channel: tableChannel,
          event: 'payment_recorded',
          payload: { payment_source: 'pos', has_payment_completed: true, paid_customers: [userId] },
        },
      ];
      const expected = resumes ? [...missed, ...delivered] : delivered;
      await until(
        () => screen.heard.length >= before + expected.length,
        `${String(expected.length)} events after the drop`,
      );
      // Events on one connection arrive in order: nothing missed or stale can still come.
      expect(screen.heard.slice(before)).toEqual(expected);

      if (resumes) {
        // Resumed: every missed event arrived once, in order, and nothing is read again.
        expect(screen.resyncs).toEqual([]);
        expect(screen.rereads).toBe(0);
        expect(screen.popups).toEqual([
          'order confirmed',
          'order ready',
          'payment recorded',
          'order delivered',
        ]);
      } else {
        // Beyond the window: the app was told to read again, once, for both channels, and the
        // changes it missed were not popped up late.
        expect(screen.resyncs).toEqual([[orderChannel, tableChannel]]);
        expect(screen.rereads).toBe(1);
        expect(screen.popups).toEqual(['order confirmed', 'order delivered']);
      }
      expect(new Set(screen.popups).size).toBe(screen.popups.length);

      // The screen equals the server's state.
      const row = await serverOrder(order.id);
      expect(row.status).toBe('delivered');
      expect(row.paymentStatus).toBe('paid');
      expect({ status: screen.status, paid: screen.paid }).toEqual({
        status: row.status,
        paid: row.paymentStatus === 'paid',
      });
      expect(screen.invalid).toEqual([]);
      expect(screen.errors).toEqual([]);
      if (redis) expect(await redisSessions()).toEqual([]);
    },
  );
});
