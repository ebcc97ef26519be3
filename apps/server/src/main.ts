import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { buildServer } from './app';
import { seedDemoOwners } from './seed/demo-owners';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { printWelcome } from './welcome';

/**
 * The server's entry (apps/sandbox's launcher starts it for `pnpm start`): opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies migrations,
 * seeds the demo restaurants and their owners on an empty database, serves everything on PORT and prints the QR
 * links, the POS console and the outbox.
 */
async function main(): Promise<void> {
  // Run from the repository root (pnpm start) or from apps/server (pnpm --filter ... start).
  const repoRoot = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, { repoRoot });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedDemoIfEmpty(database.db);
  if (seeded) await seedDemoOwners(database.db, config.demoOwnerPassword);
  const { server } = await buildServer({
    db: database.db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  server.addHook('onClose', async () => {
    await database.close();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
  await server.listen({ port: config.port, host: config.host });
  await printWelcome({ db: database.db, config, databaseKind: database.kind, seeded });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
