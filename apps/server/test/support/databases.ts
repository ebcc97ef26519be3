import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** A new PostgreSQL database on the test server: its URL, and how to drop it. */
export interface TestPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database on the test server: empty, or (`template`) a copy of that database.
 */
export async function createPostgresDatabase(template?: string): Promise<TestPostgresDatabase> {
  const name = `tabula_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(
      template === undefined
        ? `create database ${name}`
        : `create database ${name} template ${template}`,
    );
  } finally {
    await admin.end();
  }
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

/** The advisory lock under which one test process makes the migrated template: "TMT". */
const TEMPLATE_LOCK = 7_301_716;

let migratedTemplate: Promise<string> | null = null;

/**
 * The name of a PostgreSQL database brought to the latest migration, which each test's database
 * is copied from (`create database … template …`, a copy of its files: the migrations' 26 files
 * are not run again for each of the suite's 200 databases). Its name carries a digest of the
 * migrations, so a changed migration makes a new one. Made once on the PostgreSQL server, under
 * an advisory lock so the test processes starting at once make it once; built under another name
 * and renamed when done, so no process copies a half-migrated one; closed to connections, which
 * would stop a copy.
 */
function postgresTemplate(): Promise<string> {
  migratedTemplate ??= (async () => {
    const folder = migrationsFolder();
    const digest = createHash('sha256');
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      digest.update(file).update(readFileSync(join(folder, file)));
    }
    digest.update(readFileSync(join(folder, 'meta', '_journal.json')));
    const name = `tabula_template_${digest.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = await createPostgresDatabase();
        try {
          const database = await openDatabase({ databaseUrl: building.url, dataDir: 'memory://' });
          await database.close();
          const built = new URL(building.url).pathname.slice(1);
          // A closed pool's backends can outlive it for a moment; a rename needs them gone.
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
            [built],
          );
          await admin.query(`alter database ${built} rename to ${name}`);
          await admin.query(`alter database ${name} with allow_connections false`);
        } catch (error) {
          await building.drop();
          throw error;
        }
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return migratedTemplate;
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
 * database created for this test file from the migrated template and dropped when it closes.
 * Both still run the migrations, which find nothing to do.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgresql'): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    return openDatabase({
      dataDir: 'memory://',
      startFrom: await migrated(),
      checkTransactions: true,
    });
  }
  const created = await createPostgresDatabase(await postgresTemplate());
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
