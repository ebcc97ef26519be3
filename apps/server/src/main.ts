import cluster from 'node:cluster';
import { loadConfig } from './config/config';
import { runGroup, WORKER_ENV } from './lifecycle/run-group';
import { runServer } from './lifecycle/run-server';

/**
 * The server's entry (apps/sandbox's launcher starts it for `pnpm start`): opens the database
 * (PGlite in DATA_DIR, or DATABASE_URL), applies migrations, seeds the demo restaurants and their
 * owners on an empty database, serves everything on PORT and prints the QR links, the POS console
 * and the outbox. With WEB_CONCURRENCY above 1 it is the primary of that many server processes
 * (lifecycle/run-group.ts).
 */
async function main(): Promise<void> {
  // Run from the repository root (pnpm start) or from apps/server (pnpm --filter ... start).
  const repoRoot = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, { repoRoot });
  if (cluster.isPrimary && config.webConcurrency > 1) {
    await runGroup(config);
    return;
  }
  await runServer(config, process.env[WORKER_ENV] === '1' ? 'worker' : 'alone');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
