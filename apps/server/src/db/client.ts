import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';
import { checkTransactions } from './transaction-check';

/** The database every feature queries: the same Drizzle API over PGlite or PostgreSQL. */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

/** A transaction of the database: what `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What reads and writes rows: the database or a transaction of it. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** An open database and how to close it. */
export interface OpenDatabase {
  db: Database;
  /** Which engine runs it, for logs: "pglite:{dir}" or "postgresql". */
  kind: string;
  close(): Promise<void>;
}

/** The folder of the migrations (drizzle/), from the sources or from the built server. */
export function migrationsFolder(): string {
  // src/db/client.ts in development and tests, dist/main.js once built: both sit one or two
  // levels under the package folder, which holds drizzle/.
  const here = dirname(fileURLToPath(import.meta.url));
  return here.endsWith(join('src', 'db'))
    ? join(here, '..', '..', 'drizzle')
    : join(here, '..', 'drizzle');
}

/** The advisory lock the migrations are applied under: "TSM" (Tabula's schema migrations). */
const MIGRATION_LOCK = 7_301_734;

/**
 * Applies the migrations under a PostgreSQL advisory lock: several processes or machines
 * starting at once against one database take turns, and the later ones find nothing to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Opens the database and brings it to the latest migration. With a `databaseUrl` it is a real
 * PostgreSQL through `pg`; otherwise the embedded PGlite keeps its files in `dataDir`, or in
 * memory when `dataDir` is `memory://`. An in-memory PGlite may start from `startFrom`, a copy
 * of another one's data directory (PGlite's `dumpDataDir`): it then skips creating a cluster,
 * which is most of its start (the tests start each database from one migrated copy).
 * With `checkTransactions`, a query on the database from inside one of its open transactions is
 * an error (transaction-check.ts), on either engine.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  startFrom?: Blob;
  checkTransactions?: boolean;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the database drops (a restart, an administrator) is an error event on
    // the pool; unhandled, it would end the process. The pool discards that connection and opens
    // a new one on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migrateOnce(pool);
    if (options.checkTransactions) checkTransactions(db, pool, ['query']);
    return {
      db,
      kind: 'postgresql',
      close: () => pool.end(),
    };
  }
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const unlock = memory ? () => undefined : lockDataDir(options.dataDir);
  try {
    const client = memory
      ? new PGlite(options.dataDir, { loadDataDir: options.startFrom })
      : new PGlite(join(options.dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    if (options.checkTransactions) checkTransactions(db, client, ['query', 'exec']);
    return {
      db,
      kind: memory ? 'pglite (in memory)' : `pglite (${join(options.dataDir, 'pglite')})`,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
