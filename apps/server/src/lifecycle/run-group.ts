import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { seedDemoOwners } from '../seed/demo-owners';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { printWelcome } from '../welcome';

/** The environment variable that tells a forked process it is a worker of a group. */
export const WORKER_ENV = 'TABULA_WORKER';

/** A worker that ends sooner than this after its start is replaced after a pause, not at once. */
const QUICK_END_MS = 10_000;
const REPLACE_PAUSE_MS = 1_000;

/**
 * Runs `config.webConcurrency` server processes on this machine (WEB_CONCURRENCY; ADR 0013):
 * this process, the primary, migrates and seeds the database once, then forks the workers, which
 * share the port (node:cluster hands each new connection to one of them) and serve everything;
 * live events and rate limits pass between them through Redis. Every worker gets the same
 * session secret and staff token, so a cookie or token from one is good at all. A worker that
 * dies is replaced; SIGTERM or SIGINT stops each worker gracefully and the primary exits once
 * they have (1 when one of them could not finish in time).
 */
export async function runGroup(config: ServerConfig): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkTransactions: config.checkTransactions,
  });
  const seeded = await seedDemoIfEmpty(database.db);
  if (seeded) await seedDemoOwners(database.db, config.demoOwnerPassword);

  const workerEnv: Record<string, string> = {
    [WORKER_ENV]: '1',
    SESSION_SECRET: config.sessionSecret,
    ...(config.staffToken === null ? {} : { STAFF_TOKEN: config.staffToken }),
  };
  let stopping = false;
  let failed = false;
  const startedAt = new Map<Worker, number>();
  const fork = (): void => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, exitCode: number | null, signal) => {
    // Node types the code as a number; it is null when a signal ended the worker.
    const code = exitCode;
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      // Exit code 1: its grace period ran out. A worker still starting has no handler yet and
      // ends by the signal itself (no code): it had nothing in flight.
      if (code !== 0 && code !== null) failed = true;
      if (startedAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    // Node types the signal as a string; it is null when the worker exited by itself.
    const how = (signal as string | null) ?? `exit code ${String(code)}`;
    console.error(`Server process ${String(worker.process.pid)} ended (${how}); starting another`);
    if (Date.now() - started < QUICK_END_MS) {
      setTimeout(fork, REPLACE_PAUSE_MS);
    } else {
      fork();
    }
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (startedAt.size === 0) process.exit(0);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    });
  }

  let listening = 0;
  const announced = new Promise<void>((resolve) => {
    cluster.on('listening', () => {
      listening += 1;
      if (listening === config.webConcurrency) resolve();
    });
  });
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  await announced;
  console.log(`${String(config.webConcurrency)} server processes are listening`);
  await printWelcome({ db: database.db, config, databaseKind: database.kind, seeded });
  await database.close();
}
