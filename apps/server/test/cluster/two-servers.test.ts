import { channelName } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/seed/seed-demo';
import { placeCashOrder } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { EventLog, connect, subscribe } from '../realtime/support/sockets';
import {
  atBill,
  billSplit,
  claimQueue,
  openBill,
  payAndSettle,
  prefer,
  type AtBill,
} from '../splits/support/bills';
import { signInDiner } from '../support/accounts';
import { createPostgresDatabase, DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServerOn, type TestServer } from '../support/harness';
import {
  deleteRedisKeys,
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../support/redis';

/*
 * Two server processes of one restaurant group (ADR 0013): one PostgreSQL database, one Redis.
 * A diner connected to one hears what staff do on the other, a payment started on one is heard
 * finished through the other, and a split share taken through one is refused through the other.
 */

const RUNS = DATABASE_KINDS.includes('postgresql') && REDIS_REACHABLE;

describe.skipIf(!RUNS)('two servers on PostgreSQL and Redis', () => {
  const prefix = testRedisPrefix();
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = () => created.drop();
    const first = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
    const seed = await seedDemo(first.db);
    const second = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
    const shared = { redisUrl: TEST_REDIS_URL, redisPrefix: prefix };
    a = await startTestServerOn(first, seed, shared);
    b = await startTestServerOn(second, seed, shared);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
    await deleteRedisKeys(prefix);
  });

  /** A socket of `diner` on server `t`, subscribed to `channel`, and what it hears. */
  const listen = async (t: TestServer, diner: Diner, channel: string) => {
    const socket = await connect(t, { diner });
    sockets.push(socket);
    const log = new EventLog(socket);
    expect(await subscribe(socket, { channel })).toEqual({ ok: true });
    return log;
  };

  it('lets a diner connected to one server hear the POS confirm on the other', async () => {
    const diner = new Diner(a.url);
    await diner.scan(a.seed.cafe.counterToken);
    await signInDiner(a, diner);
    const order = await placeCashOrder(a, diner, 'cafe', [{ item: a.seed.cafe.items.cake ?? 0 }]);
    const channel = channelName('track_order', order.id);
    const log = await listen(a, diner, channel);

    const confirmed = await staff(b, 'POST', `/pos/api/orders/${String(order.id)}/confirm`, {
      eta_minutes: 15,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const heard = await log.waitFor((e) => e.event === 'status_updated', 'status_updated');
    expect(heard.payload).toMatchObject({ status: 'confirmed' });
    expect(log.on(channel).filter((e) => e.event === 'status_updated')).toHaveLength(1);
    expect(log.invalid).toEqual([]);
  });

  it('gives one split share to exactly one of 20 diners claiming it through both servers', async () => {
    const orderId = await openBill(a, [
      { item_id: a.seed.cafe.items.icedLemonTea, count: 3 },
      { item_id: a.seed.cafe.items.vegCurry, count: 2 },
    ]);
    const diners = await Promise.all(Array.from({ length: 20 }, () => atBill(a)));
    const first = diners[0];
    if (!first) throw new Error('no diner');
    const split = await prefer(first, orderId, {
      pay_for_split: true,
      split_type: 'equal',
      split_count: 4,
    });
    expect(split.status, split.text).toBe(200);
    // Every other diner's phone talks to the other server.
    const spread: AtBill[] = diners.map((at, i) =>
      i % 2 === 0 ? at : { ...at, diner: at.diner.at(b.url) },
    );
    const answers = await Promise.all(spread.map((at) => claimQueue(at, [0, at.user.id, 0, 0])));
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const holder = spread[answers.findIndex((answer) => answer.status === 204)];
    expect((await billSplit(first, orderId)).equal_split_user_queue[1]).toEqual({
      user_id: holder?.user.id,
      paid: false,
    });
  });

  it('tells a diner on one server of a payment started and settled through the other', async () => {
    const orderId = await openBill(a, [{ item_id: a.seed.cafe.items.vegCurry, count: 1 }]);
    const payer = await atBill(a);
    const watcher = await atBill(a);
    const log = await listen(b, watcher.diner.at(b.url), watcher.channel);
    await payAndSettle(a, payer, orderId, null);
    const recorded = await log.waitFor((e) => e.event === 'payment_recorded', 'payment_recorded');
    expect(recorded.payload).toMatchObject({ has_payment_completed: true });
    expect(
      (await billSplit({ ...watcher, diner: watcher.diner.at(b.url) }, orderId)).remaining_amount,
    ).toBe('0.00');
  });
});
