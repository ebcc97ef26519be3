import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, type OpenDatabase } from '../../src/db/client';

/** The PostgreSQL server the tests use when it is reachable (this machine kind runs one). */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reachable = await postgresReachable();
if (!reachable) {
  if (process.env.CI) {
    throw new Error(
      `CI must run the PostgreSQL variant, but ${TEST_POSTGRES_URL} is not reachable (set TEST_DATABASE_URL)`,
    );
  }
  console.warn(
    `[tabula] PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: the PostgreSQL variant of the server tests is skipped; PGlite runs.`,
  );
}

/**
 * The database the server's tests run on: PostgreSQL when reachable (as CI requires), otherwise
 * the embedded PGlite. PostgreSQL is where requests truly run at once, so races are real there;
 * what only PGlite would show (a query beside an open transaction hangs on its one connection) is
 * an error on both engines in the tests (`checkTransactions`), and the journeys run the whole
 * product on PGlite (docs/adr/0014-test-databases.md).
 */
export const DATABASE_KINDS: readonly ('pglite' | 'postgresql')[] = reachable
  ? ['postgresql']
  : ['pglite'];

/**
 * Both engines, for the tests of what differs between them: the database layer itself, and a
 * flow per area run on PGlite too (docs/adr/0014-test-databases.md).
 */
export const EVERY_DATABASE_KIND: readonly ('pglite' | 'postgresql')[] = reachable
  ? ['pglite', 'postgresql']
  : ['pglite'];

/** A new, empty PostgreSQL database on the test server: its URL, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tabula_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let migratedCopy: Promise<Blob> | null = null;

/**
 * An empty PGlite brought to the latest migration, as a copy of its data directory, made once
 * per test process (the processes run many files each: vitest.config.ts). Each test's PGlite
 * starts from it (openDatabase's `startFrom`) and still runs the migrations, which find nothing
 * to do: 0.4 s a database instead of 1.5 s (docs: CONTRIBUTING.md).
 */
function migrated(): Promise<Blob> {
  migratedCopy ??= (async () => {
    const client = new PGlite('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return migratedCopy;
}

/**
 * Opens a fresh, empty, migrated database of a kind: an in-memory PGlite, or a new PostgreSQL
 * database created for this test file and dropped when it closes.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgresql'): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    return openDatabase({
      dataDir: 'memory://',
      startFrom: await migrated(),
      checkTransactions: true,
    });
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({
    databaseUrl: created.url,
    dataDir: 'memory://',
    checkTransactions: true,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
