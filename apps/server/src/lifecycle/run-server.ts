import { buildServer } from '../app';
import type { ServerConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { seedDemoOwners } from '../seed/demo-owners';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { printWelcome } from '../welcome';
import { shutDown } from './shut-down';

/**
 * Runs one server process: opens the database (migrating it), seeds the demo on an empty one
 * unless it is a worker of a group (the group's primary seeded it), listens on PORT, and stops
 * gracefully on SIGTERM or SIGINT (shut-down.ts): exit 0 when everything finished, 1 when the
 * grace period ran out first.
 */
export async function runServer(config: ServerConfig, role: 'alone' | 'worker'): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkTransactions: config.checkTransactions,
  });
  let seeded = false;
  if (role === 'alone') {
    seeded = await seedDemoIfEmpty(database.db);
    if (seeded) await seedDemoOwners(database.db, config.demoOwnerPassword);
  }
  const tabula = await buildServer({
    db: database.db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      tabula.server.log.info(`${signal}: stopping; finishing what is in flight`);
      void shutDown(tabula, config.shutdownGraceMs).then(async (result) => {
        if (result === 'grace_ran_out') {
          tabula.server.log.warn(
            `stopping took longer than ${String(config.shutdownGraceMs / 1000)} s; exiting anyway`,
          );
        } else {
          // Last: the server's own close (schedules giving their leases up) needs the database.
          await database.close().catch(() => undefined);
        }
        process.exit(result === 'finished' ? 0 : 1);
      });
    });
  }
  await tabula.server.listen({ port: config.port, host: config.host });
  if (role === 'alone') {
    await printWelcome({ db: database.db, config, databaseKind: database.kind, seeded });
  }
}
