import type { Database, Transaction } from './client';

/**
 * A query built and prepared once per database, on first use: for the queries every request
 * makes (the session, the running order), which drizzle would otherwise build anew each time.
 *
 * @example
 * ```ts
 * const sessionQuery = preparedPerDatabase((db) => db.select().from(sessions)...prepare('load_session'));
 * await sessionQuery(db).execute({ id });
 * ```
 */
export function preparedPerDatabase<Q>(prepare: (db: Database) => Q): (db: Database) => Q {
  const prepared = new WeakMap<Database, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/**
 * A query built and prepared once per database connection, for the queries a transaction makes
 * on every POS action: drizzle builds a query anew each time it runs, and a query prepared on the
 * database ({@link preparedPerDatabase}) cannot join a transaction, which holds one connection
 * of the pool. The query is prepared with the first transaction a connection runs it in, bound to
 * that connection, and every later transaction on the same connection runs it again. PGlite
 * gives each transaction a handle of its own, so there it is built for each transaction, as a
 * query written inline is.
 *
 * @example
 * ```ts
 * const factsQuery = preparedPerConnection((tx) => tx.select()...prepare('bill_facts'));
 * await factsQuery(tx).execute({ tableId });
 * ```
 */
export function preparedPerConnection<Q>(prepare: (tx: Transaction) => Q): (tx: Transaction) => Q {
  const prepared = new WeakMap<object, Q>();
  return (tx) => {
    const connection = connectionOf(tx);
    let query = prepared.get(connection);
    if (query === undefined) {
      query = prepare(tx);
      prepared.set(connection, query);
    }
    return query;
  };
}

/** The connection a transaction's queries run on: drizzle's session's client. */
function connectionOf(tx: Transaction): object {
  const { client } = tx._.session as unknown as { client?: unknown };
  if (typeof client !== 'object' || client === null) {
    throw new Error("drizzle's transaction has no client: preparedPerConnection needs one");
  }
  return client;
}
