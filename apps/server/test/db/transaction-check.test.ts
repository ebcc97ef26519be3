import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/db/client';
import { apartFromTransaction, QueryOutsideTransactionError } from '../../src/db/transaction-check';
import { EVERY_DATABASE_KIND, openTestDatabase } from '../support/databases';

/*
 * A query on the database itself from inside one of its open transactions hangs on PGlite (one
 * connection) and goes unseen on PostgreSQL: the tests' databases refuse it on both engines.
 */

describe.each(EVERY_DATABASE_KIND)('queries beside an open transaction on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const one = async () => (await database.db.execute(sql`select 1 as one`)).rows[0];

  it('refuses a query on the database inside a transaction, and rolls the transaction back', async () => {
    await database.db.execute(sql`create table if not exists probe (id int primary key)`);
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      await database.db.execute(sql`select 1`);
    });
    // Drizzle reports a failed query with the check's error as its cause.
    const failure = (await attempt.catch((error: unknown) => error)) as Error;
    expect(failure.cause).toBeInstanceOf(QueryOutsideTransactionError);
    expect((failure.cause as Error).message).toMatch(/would wait for that transaction forever/);
    const rows = await database.db.execute(sql`select count(*)::int as n from probe`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('refuses a new transaction on the database inside one', async () => {
    const attempt = database.db.transaction(async () => {
      await database.db.transaction(async (inner) => inner.execute(sql`select 1`));
    });
    await expect(attempt).rejects.toThrow(/A new transaction on the database/);
  });

  it('lets the transaction itself, a savepoint, and work after it query', async () => {
    const seen = await database.db.transaction(async (tx) => {
      const nested = await tx.transaction(async (inner) => inner.execute(sql`select 2 as two`));
      return [(await tx.execute(sql`select 1 as one`)).rows[0], nested.rows[0]];
    });
    expect(seen).toEqual([{ one: 1 }, { two: 2 }]);
    expect(await one()).toEqual({ one: 1 });
  });

  it('lets work apart from the transaction query, and it finishes after the transaction', async () => {
    let apart: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      apart = apartFromTransaction(() => one());
      await tx.execute(sql`select 1`);
    });
    await expect(apart).resolves.toEqual({ one: 1 });
  });

  it('lets work started inside query once the transaction has ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    let transactionEnded: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => {
      transactionEnded = resolve;
    });
    await database.db.transaction((tx) => {
      later = ended.then(one);
      return tx.execute(sql`select 1`);
    });
    transactionEnded();
    await expect(later).resolves.toEqual({ one: 1 });
  });
});
