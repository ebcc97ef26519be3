import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenDatabase } from '../../src/db/client';
import { idempotencyKeys, scheduleLeases } from '../../src/db/schema';
import { conflict } from '../../src/http/http-error';
import {
  recordEffect,
  requestHash,
  resumedEffect,
  runIdempotent,
  type IdempotentEffect,
  type StoredAnswer,
} from '../../src/http/idempotency';
import { EVERY_DATABASE_KIND, openTestDatabase } from '../support/databases';

/*
 * An idempotent call's key is held while its work runs, and what the work commits is recorded in
 * the transaction that commits it. A request killed mid-way leaves its hold to lapse: the next
 * retry takes the key over and resumes from what was committed, so the order is neither lost
 * behind a 409 nor placed twice (ADR 0013, docs/server.md "Several processes").
 *
 * The work here commits a row of its own (a schedule_leases row stands in for an order: any
 * table does) in the same transaction as its effect.
 */

describe.each(EVERY_DATABASE_KIND)('idempotent claims on %s', (kind) => {
  let database: OpenDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.close());

  let next = 0;
  const newKey = () => {
    next += 1;
    return { scope: `scope-${kind}`, endpoint: 'test.place', key: `key-${String(next)}` };
  };
  const claimOf = (key: ReturnType<typeof newKey>, body: unknown = { dish: 1 }) => ({
    ...key,
    request: { body },
  });
  const whereKey = (key: ReturnType<typeof newKey>) =>
    and(
      eq(idempotencyKeys.scope, key.scope),
      eq(idempotencyKeys.endpoint, key.endpoint),
      eq(idempotencyKeys.key, key.key),
    );
  /** Commits one "order" row named `name` and records it as the effect, in one transaction. */
  const place = (name: string) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx
        .insert(scheduleLeases)
        .values({ name: `${name}#${randomUUID()}`, holder: 'order', expiresAt: new Date() });
      await recordEffect(tx, { order: name.length });
    });
  const placedRows = async (name: string) =>
    (
      await db
        .select()
        .from(scheduleLeases)
        .where(like(scheduleLeases.name, `${name}#%`))
    ).length;
  /** The work of a request: resumes from a committed effect, or places the order. */
  const work =
    (name: string, seen: (IdempotentEffect | null)[]) => async (): Promise<StoredAnswer> => {
      const resumed = resumedEffect();
      seen.push(resumed);
      if (!resumed) await place(name);
      return { statusCode: 200, body: { placed: name } };
    };
  /**
   * A request's work paused mid-way: it calls `claimed()` once it runs (holding its key), then
   * waits at `gate` until the test calls `release()`.
   */
  const pausedWork = () => {
    let claimed: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { running, claimed, gate, release };
  };
  /** The clock moves past every hold on the key, as after a process died holding it. */
  const lapse = (key: ReturnType<typeof newKey>) =>
    db
      .update(idempotencyKeys)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(whereKey(key));

  it('lets go of the key of a request that failed after committing, and the retry resumes from it', async () => {
    const key = newKey();
    const name = `order-${kind}-failed-after`;
    // The first request commits its order, then fails with a fault of ours (a 5xx).
    await expect(
      runIdempotent(db, claimOf(key), async () => {
        await place(name);
        throw new Error('the provider call broke');
      }),
    ).rejects.toThrow('the provider call broke');
    const [pending] = await db.select().from(idempotencyKeys).where(whereKey(key));
    expect(pending?.statusCode).toBeNull();
    expect(pending?.claimedUntil).toBeNull();
    expect(pending?.effect).toEqual({ order: name.length });

    // Ten retries at once: one takes the key over and resumes, the others get its answer.
    const seen: (IdempotentEffect | null)[] = [];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => runIdempotent(db, claimOf(key), work(name, seen))),
    );
    expect(seen).toEqual([{ order: name.length }]);
    expect(await placedRows(name)).toBe(1);
    for (const answer of answers)
      expect(answer).toEqual({ statusCode: 200, body: { placed: name } });
  });

  it('takes over the key of a request killed before it committed anything, and runs the work', async () => {
    const key = newKey();
    const name = `order-${kind}-died-before`;
    // The claim as a killed request leaves it: held, nothing committed, no answer.
    await db.insert(idempotencyKeys).values({
      ...key,
      requestHash: requestHash({ body: { dish: 1 } }),
      owner: 'dead-process',
      claimedUntil: sql`now() - interval '1 second'`,
    });
    const seen: (IdempotentEffect | null)[] = [];
    const answer = await runIdempotent(db, claimOf(key), work(name, seen));
    expect(answer.body).toEqual({ placed: name });
    expect(seen).toEqual([null]);
    expect(await placedRows(name)).toBe(1);
  });

  it('refuses the commit of a request whose key was taken over while it ran, so the work is done once', async () => {
    const key = newKey();
    const name = `order-${kind}-slow`;
    const { running, claimed, gate, release } = pausedWork();
    // A slow first request: it holds the key, then waits past its hold before committing.
    const slow = runIdempotent(db, claimOf(key), async () => {
      claimed();
      await gate;
      await place(name);
      return { statusCode: 200, body: { placed: name } };
    });
    await running;
    await lapse(key);
    const seen: (IdempotentEffect | null)[] = [];
    const retry = await runIdempotent(db, claimOf(key), work(name, seen));
    expect(retry).toEqual({ statusCode: 200, body: { placed: name } });
    release();
    const late = await slow;
    // The slow request lost its key: its commit rolled back, and it says so.
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({ error_id: 'idempotency_in_progress' });
    expect(await placedRows(name)).toBe(1);
    // Every later replay gets the answer of the request that placed the order.
    expect(await runIdempotent(db, claimOf(key), work(name, []))).toEqual(retry);
  });

  it('waits for a request still holding its key instead of taking it over', async () => {
    const key = newKey();
    const name = `order-${kind}-held`;
    const { running, claimed, gate, release } = pausedWork();
    const seen: (IdempotentEffect | null)[] = [];
    const first = runIdempotent(db, claimOf(key), async () => {
      claimed();
      await gate;
      return work(name, seen)();
    });
    await running;
    const replay = runIdempotent(db, claimOf(key), work(name, seen));
    release();
    const answers = await Promise.all([first, replay]);
    expect(answers[1]).toEqual(answers[0]);
    expect(seen).toEqual([null]);
    expect(await placedRows(name)).toBe(1);
  });

  it('keeps a 4xx answer and refuses the same key with another body', async () => {
    const key = newKey();
    const refused = await runIdempotent(db, claimOf(key), () =>
      Promise.reject(conflict('Another order exists', 'another_order_exists')),
    );
    expect(refused.statusCode).toBe(409);
    const again = await runIdempotent(db, claimOf(key), () => Promise.reject(new Error('ran')));
    expect(again).toEqual(refused);
    await expect(
      runIdempotent(db, claimOf(key, { dish: 2 }), () => Promise.reject(new Error('ran'))),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('records nothing outside an idempotent call', async () => {
    await db.transaction(async (transaction) => {
      await recordEffect(transaction as unknown as Database, { order: 1 });
    });
    expect(resumedEffect()).toBeNull();
  });
});
