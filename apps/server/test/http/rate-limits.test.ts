import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/http/rate-limits';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';
import { Diner, type Answer } from '../support/diner';
import { startTestServerOn, type TestServer } from '../support/harness';
import {
  deleteRedisKeys,
  REDIS_REACHABLE,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../support/redis';
import { seedDemo } from '../../src/seed/seed-demo';
import { cafePayload } from '../payments/support/checkout';
import { openTabTable, seat } from '../tables/support/tables';

/*
 * The rate limits of issue 34 (docs/server.md, "Limits"): joins, waiter calls, and every call
 * that takes an Idempotency-Key, each a 429 too_many_requests with Retry-After. The server's
 * clock decides the window, so the tests move it instead of waiting.
 */

const WAITER = RATE_LIMITS.callWaiter.max;
const PLACEMENTS = RATE_LIMITS.idempotent.max;
const PAY_AT_CASHIER = '/payments/pay_at_cashier';

interface ErrorBody {
  error: string;
  error_id: string;
  details?: { retry_after_seconds?: number };
}

/** Calls the waiter to the diner's table, as the app does. */
function callWaiter(
  t: TestServer,
  diner: Diner,
  tableId: number,
  headers: Record<string, string> = {},
): Promise<Answer<ErrorBody>> {
  return diner.post<ErrorBody>(
    '/dine-in/open-tab/v1/call_waiter',
    { table_id: tableId, sapaad_outlet_id: t.seed.cafe.outletId },
    headers,
  );
}

/** Calls the waiter `times` times one after the other; the statuses answered. */
async function callTimes(
  t: TestServer,
  diner: Diner,
  tableId: number,
  times: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await callWaiter(t, diner, tableId)).status);
  return statuses;
}

/** What every refusal of a rate limit looks like: the product's error, its wait in two places. */
function expectRefused(answer: Answer<ErrorBody>): void {
  expect(answer.status, answer.text).toBe(429);
  expect(answer.body.error_id).toBe('too_many_requests');
  const wait = answer.body.details?.retry_after_seconds;
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(answer.headers.get('retry-after')).toBe(String(wait));
  expect(answer.body.error).toContain(`${String(wait)} seconds`);
  // our choice: no x-ratelimit-* headers; Retry-After is what a client needs.
  expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
  expect(answer.headers.get('x-ratelimit-remaining')).toBeNull();
}

/** A server for the file, on a fresh seeded database, with configuration of its own. */
async function startServer(
  kind: 'pglite' | 'postgresql',
  overrides: Parameters<typeof startTestServerOn>[2] = {},
): Promise<TestServer> {
  const database = await openTestDatabase(kind);
  return startTestServerOn(database, await seedDemo(database.db), overrides);
}

describe.each(DATABASE_KINDS)('rate limits in memory on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer(kind);
  });
  afterAll(() => t.close());

  it('refuses the 11th waiter call in a minute with Retry-After; another diner is not limited; the next window frees it', async () => {
    const caller = await seat(t, openTabTable(t, 0));
    expect(await callTimes(t, caller.diner, caller.table.id, WAITER)).toEqual(
      Array.from({ length: WAITER }, () => 204),
    );
    const refused = await callWaiter(t, caller.diner, caller.table.id);
    expectRefused(refused);

    const other = await seat(t, openTabTable(t, 0));
    expect((await callWaiter(t, other.diner, other.table.id)).status).toBe(204);

    t.clock.advance((refused.body.details?.retry_after_seconds ?? 60) * 1000);
    expect((await callWaiter(t, caller.diner, caller.table.id)).status).toBe(204);
  });

  it('does not count a request refused for its missing CSRF token', async () => {
    const caller = await seat(t, openTabTable(t, 1));
    for (let i = 0; i < WAITER + 5; i++) {
      const forged = await callWaiter(t, caller.diner, caller.table.id, { 'x-csrf-token': '' });
      expect(forged.status).toBe(403);
      expect(forged.body.error_id).toBe('csrf_invalid');
    }
    expect(await callTimes(t, caller.diner, caller.table.id, WAITER)).toEqual(
      Array.from({ length: WAITER }, () => 204),
    );
    expectRefused(await callWaiter(t, caller.diner, caller.table.id));
  });

  it('counts 100 identical concurrent placements once and refuses the 31st distinct Idempotency-Key', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner);
    const key = Diner.idempotent();
    const same = await Promise.all(
      Array.from({ length: 100 }, () =>
        diner.post(PAY_AT_CASHIER, { order_details: payload }, key),
      ),
    );
    expect(same.map((a) => a.status)).toEqual(Array.from({ length: 100 }, () => 200));
    for (const answer of same) expect(answer.body).toEqual(same[0]?.body);

    // Each other key is a new call, answered whatever it is; none of them is refused.
    const others = await Promise.all(
      Array.from({ length: PLACEMENTS - 1 }, () =>
        diner.post(PAY_AT_CASHIER, { order_details: payload }, Diner.idempotent()),
      ),
    );
    expect(others.filter((a) => a.status === 429)).toEqual([]);
    expectRefused(
      await diner.post<ErrorBody>(PAY_AT_CASHIER, { order_details: payload }, Diner.idempotent()),
    );
    // A retry of a key already counted is still answered, the same as before.
    const replay = await diner.post(PAY_AT_CASHIER, { order_details: payload }, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(same[0]?.body);
  });
});

/**
 * A TCP relay to Redis that a test can cut: the server keeps its address while nothing answers
 * there any more (connection refused), as when Redis goes away.
 */
async function startRelay(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const open = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => open.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    async cut() {
      const closed = new Promise<void>((resolve) => {
        relay.close(() => {
          resolve();
        });
      });
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

describe.skipIf(!REDIS_REACHABLE).each(DATABASE_KINDS)(
  'rate limits through Redis on %s',
  (kind) => {
    const prefix = testRedisPrefix();
    afterAll(() => deleteRedisKeys(prefix));

    it('are counted once for two servers on the same database and Redis', async () => {
      const database = await openTestDatabase(kind);
      const seed = await seedDemo(database.db);
      const a = await startTestServerOn(database, seed, {
        redisUrl: TEST_REDIS_URL,
        redisPrefix: prefix,
      });
      // A second server on the same database: closing the first closes the database.
      const keepOpen = () => Promise.resolve();
      const b = await startTestServerOn({ ...database, close: keepOpen }, seed, {
        redisUrl: TEST_REDIS_URL,
        redisPrefix: prefix,
      });
      try {
        // Both processes read one clock, as servers on one host do.
        b.clock.set(a.clock.now);
        const caller = await seat(a, openTabTable(a, 0));
        const atB = caller.diner.at(b.url);
        expect(await callTimes(a, caller.diner, caller.table.id, 5)).toEqual([
          204, 204, 204, 204, 204,
        ]);
        expect(await callTimes(b, atB, caller.table.id, WAITER - 5)).toEqual(
          Array.from({ length: WAITER - 5 }, () => 204),
        );
        expectRefused(await callWaiter(a, caller.diner, caller.table.id));
        expectRefused(await callWaiter(b, atB, caller.table.id));

        // Idempotency-Keys are shared too: one key through both counts once.
        const { diner } = await signedInDiner(a);
        const payload = await cafePayload(a, diner);
        const key = Diner.idempotent();
        const both = await Promise.all([
          ...Array.from({ length: 50 }, () =>
            diner.post(PAY_AT_CASHIER, { order_details: payload }, key),
          ),
          ...Array.from({ length: 50 }, () =>
            diner.at(b.url).post(PAY_AT_CASHIER, { order_details: payload }, key),
          ),
        ]);
        expect(both.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 200));
      } finally {
        await b.close();
        await a.close();
      }
    });

    it('let requests through while Redis does not answer', async () => {
      const relay = await startRelay(new URL(TEST_REDIS_URL));
      const t = await startServer(kind, { redisUrl: relay.url, redisPrefix: prefix });
      try {
        const caller = await seat(t, openTabTable(t, 1));
        expect(await callTimes(t, caller.diner, caller.table.id, 3)).toEqual([204, 204, 204]);
        await relay.cut();
        await expect.poll(() => t.context.redis?.isReady).toBe(false);
        // Beyond the limit, and none refused: nothing can count them now.
        expect(await callTimes(t, caller.diner, caller.table.id, WAITER + 2)).toEqual(
          Array.from({ length: WAITER + 2 }, () => 204),
        );
      } finally {
        await t.close();
      }
    });
  },
);
