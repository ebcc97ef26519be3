/* global process, console */
/*
 * `pnpm --filter @tabula/diner e2e` (and `pnpm test`, after the server's tests): the end-to-end journeys
 * against the real server. In order: find Chromium (or provision it, saying so), make sure the
 * server and the app are built, start one server per Playwright worker, each on a free port with a
 * fresh database seeded with the demo restaurants (so journeys running side by side never share a
 * table, a stock level or a menu), run `playwright test` (arguments after ours go to it), stop the
 * servers, and exit with Playwright's code.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter } from 'node:path';
import { provideChromium } from '../scripts/chromium.mjs';
import { startDemoServer, writeDemoFile } from '../scripts/demo-server.mjs';
import { DINER_DIR, ensureBuilds } from '../scripts/ensure-builds.mjs';
import { e2eWorkers } from './workers.mjs';

const require = createRequire(import.meta.url);

/** Runs Playwright's CLI with our environment and resolves with its exit code. */
function playwright(args, env) {
  return new Promise((resolveCode) => {
    const cli = require.resolve('@playwright/test/cli');
    const child = spawn(process.execPath, [cli, 'test', ...args], {
      cwd: DINER_DIR,
      env,
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => {
      resolveCode(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const executablePath = await provideChromium({ forTests: true });
  if (executablePath === null) {
    console.warn(
      '\n[tabula] No Chromium found or provisioned: the end-to-end journeys are skipped. Install ' +
        'Debian chromium (apt-get install -y chromium chromium-headless-shell) or set TABULA_CHROMIUM ' +
        'to run them.\n',
    );
    return 0;
  }
  ensureBuilds();

  const workers = e2eWorkers();
  console.log(
    `[tabula] Starting ${String(workers)} demo server(s), one per worker (fresh embedded databases)…`,
  );
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () => startDemoServer()),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const stopOnSignal = (signal) => {
    void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const demoFiles = await Promise.all(servers.map((server) => writeDemoFile(server)));
    const origins = servers.map((server) => server.origin);
    console.log(`[tabula] Demo servers at ${origins.join(', ')}; Chromium ${executablePath}`);
    const code = await playwright(process.argv.slice(2), {
      ...process.env,
      // Worker n (TEST_PARALLEL_INDEX) uses the n-th origin and demo file (e2e/support/demo.ts).
      TABULA_E2E_BASE_URL: origins.join(','),
      TABULA_E2E_DEMO: demoFiles.join(delimiter),
      TABULA_E2E_WORKERS: String(workers),
      TABULA_E2E_CHROMIUM: executablePath,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    if (code !== 0) {
      for (const server of servers)
        console.error(`[tabula] ${server.origin}'s last log lines:\n${await server.logTail()}`);
    }
    return code;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
