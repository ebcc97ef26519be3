import type { Database } from './client';

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
