/*
 * What one database round trip costs the server's process, on each database: a bare `select 1`,
 * then the two queries every diner's screen makes (the session with its venue version, and the
 * running order), prepared as the server prepares them, and the one query the pages that show
 * the running order make instead of both when there is none (the session with its running
 * order's id). It prints microseconds per query, the
 * mean of 2,000 after 200 to warm up, one query at a time. Run:
 *   pnpm --filter @tabula/server bench:queries
 * It is a report, not a test. PostgreSQL is BENCH_DATABASE_URL's server (default the local one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { recentOrderFor } from '../src/orders/order-view';
import { seedDemo } from '../src/seed/seed-demo';
import { createSession, loadSession } from '../src/session/session-store';

const RUNS = 2000;
const WARM_UP = 200;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function perQuery(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i += 1) await run();
  // Whole microseconds, in integers: the mean is a figure to read, not an amount.
  return Number((process.hrtime.bigint() - start) / BigInt(RUNS * 1000));
}

async function measure(name: string, database: OpenDatabase): Promise<void> {
  const seed = await seedDemo(database.db);
  const session = await createSession(database.db, {
    companyId: seed.cafe.companyId,
    outletId: seed.cafe.outletId,
    tableId: null,
    qrSource: 'default',
    qrType: 'walk-in',
    dineMode: null,
  });
  const loaded = await loadSession(database.db, session.id);
  if (!loaded) throw new Error('the session did not load');
  const figures = {
    'select 1': await perQuery(() => database.db.execute(sql`select 1`)),
    'the session and its venue version': await perQuery(() => loadSession(database.db, session.id)),
    'the running order (none)': await perQuery(() => recentOrderFor(database.db, loaded)),
    'the session with its running order': await perQuery(() =>
      loadSession(database.db, session.id, new Date(), { runningOrder: true }),
    ),
  };
  for (const [query, micros] of Object.entries(figures)) {
    console.log(`${name.padEnd(22)} ${query.padEnd(36)} ${String(micros).padStart(6)} µs`);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'tabula-query-floor-'));
try {
  await measure('PGlite (in files)', await openDatabase({ dataDir: join(folder, 'data') }));
  const name = `tabula_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
