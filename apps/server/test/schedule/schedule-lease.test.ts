import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../../src/db/client';
import { scheduleLeases } from '../../src/db/schema';
import { startIntervalSchedule } from '../../src/schedule/interval-schedule';
import { newLeaseHolder, releaseLease, takeLease } from '../../src/schedule/schedule-lease';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';

/*
 * One process runs each schedule (ADR 0013): its lease is a row taken by one upsert, by the
 * database's clock, so of many processes asking at once exactly one holds it, and a holder that
 * stops renewing is replaced once its time has run out.
 */

describe.each(DATABASE_KINDS)('schedule leases on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('goes to exactly one of 20 holders asking at once, and stays with it', async () => {
    const holders = Array.from({ length: 20 }, () => newLeaseHolder());
    const taken = await Promise.all(
      holders.map((holder) => takeLease(database.db, { name: 'race', holder }, 60_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    const winner = holders[taken.indexOf(true)] ?? '';
    // The holder renews it; the others still cannot take it.
    expect(await takeLease(database.db, { name: 'race', holder: winner }, 60_000)).toBe(true);
    const again = await Promise.all(
      holders
        .filter((holder) => holder !== winner)
        .map((holder) => takeLease(database.db, { name: 'race', holder }, 60_000)),
    );
    expect(again.some(Boolean)).toBe(false);
  });

  it('passes to another holder once the holder’s time has run out, or it gave it up', async () => {
    const [first, second] = [newLeaseHolder(), newLeaseHolder()];
    expect(await takeLease(database.db, { name: 'expiry', holder: first }, 60_000)).toBe(true);
    expect(await takeLease(database.db, { name: 'expiry', holder: second }, 60_000)).toBe(false);
    // The first holder's process died a minute ago: its lease is past (the database's clock).
    await database.db
      .update(scheduleLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(scheduleLeases.name, 'expiry'));
    expect(await takeLease(database.db, { name: 'expiry', holder: second }, 60_000)).toBe(true);
    await releaseLease(database.db, { name: 'expiry', holder: second });
    expect(await takeLease(database.db, { name: 'expiry', holder: first }, 60_000)).toBe(true);
  });

  it('runs a schedule’s ticks in the lease holder only', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const runs = { a: 0, b: 0 };
      const log = { error: vi.fn(), warn: vi.fn() } as unknown as Parameters<
        typeof startIntervalSchedule
      >[0]['log'];
      const schedule = (who: 'a' | 'b') =>
        startIntervalSchedule(
          { db: database.db, log },
          {
            name: 'ticks',
            intervalMs: 1_000,
            work: () => {
              runs[who] += 1;
              return Promise.resolve();
            },
            failure: 'failed',
          },
        );
      const a = schedule('a');
      const b = schedule('b');
      for (let tick = 0; tick < 5; tick += 1) {
        vi.advanceTimersByTime(1_000);
        await Promise.all([a.idle(), b.idle()]);
      }
      expect(runs.a + runs.b).toBe(5);
      expect(Math.min(runs.a, runs.b)).toBe(0);
      // The holder stops (gives the lease up): the other runs the next ticks.
      const [holder, other] = runs.a > 0 ? [a, b] : [b, a];
      const before = { ...runs };
      await holder.stop();
      vi.advanceTimersByTime(1_000);
      await other.idle();
      expect(runs.a + runs.b).toBe(before.a + before.b + 1);
      expect(runs.a > 0 && runs.b > 0).toBe(true);
      await other.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
