import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/db/client';
import { preparedPerConnection } from '../../src/db/prepared';
import { EVERY_DATABASE_KIND, openTestDatabase } from '../support/databases';

/*
 * A query prepared once per connection (the queries of every POS action on a bill) runs inside
 * the transaction it is asked from: it sees that transaction's own writes, on PostgreSQL's pool
 * and on PGlite alike, and PostgreSQL's connections build it once each, not once a transaction.
 */

const probes = pgTable('prepared_probe', { id: serial('id').primaryKey(), marker: text('marker') });

describe.each(EVERY_DATABASE_KIND)('a query prepared per connection on %s', (kind) => {
  let database: OpenDatabase;
  let builds = 0;
  const countQuery = preparedPerConnection((tx) => {
    builds += 1;
    return tx
      .select({ n: sql<number>`count(*)::int` })
      .from(probes)
      .where(eq(probes.marker, sql.placeholder('marker')))
      .prepare('count_prepared_probes');
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(
      sql`create table if not exists prepared_probe (id serial primary key, marker text)`,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  /** Inserts a row marked `marker`, counts with the prepared query inside, then rolls back. */
  const countInside = async (marker: string) => {
    const counts: (number | undefined)[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.insert(probes).values({ marker });
        for (const asked of [marker, 'nobody']) {
          const [row] = await countQuery(tx).execute({ marker: asked });
          counts.push(row?.n);
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return counts;
  };

  it('runs in the transaction that asks for it: each of 20 concurrent transactions sees its own uncommitted row', async () => {
    const markers = Array.from({ length: 20 }, (_, i) => `tx-${String(i)}`);
    const seen = await Promise.all(markers.map(countInside));
    expect(seen).toEqual(markers.map(() => [1, 0]));
    // Rolled back: nothing is left, and the query outside any transaction agrees.
    const rows = await database.db.select().from(probes);
    expect(rows).toEqual([]);
  });

  it.runIf(kind === 'postgresql')(
    "is built once per connection of PostgreSQL's pool, not once a transaction",
    async () => {
      for (let i = 0; i < 30; i += 1)
        expect(await countInside(`again-${String(i)}`)).toEqual([1, 0]);
      await Promise.all(Array.from({ length: 30 }, (_, i) => countInside(`busy-${String(i)}`)));
      // 80 transactions in this file so far, on a pool of at most 10 connections.
      expect(builds).toBeGreaterThanOrEqual(1);
      expect(builds).toBeLessThanOrEqual(10);
    },
  );
});
