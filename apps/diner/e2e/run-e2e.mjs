/* global process, console */
/*
 * `pnpm --filter @tabula/diner test:e2e` (and the end of its `test`): the end-to-end journeys
 * against the real server. In order: find Chromium (or provision it, saying so), make sure the
 * server and the app are built, start the server on a free port with a fresh database seeded with
 * the demo restaurants, run `playwright test` (arguments after ours go to it), stop the server,
 * and exit with Playwright's code.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { provideChromium } from '../scripts/chromium.mjs';
import { startDemoServer, writeDemoFile } from '../scripts/demo-server.mjs';
import { DINER_DIR, ensureBuilds } from '../scripts/ensure-builds.mjs';

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
  const executablePath = await provideChromium();
  if (executablePath === null) {
    console.warn(
      '\n[tabula] No Chromium found or provisioned: the end-to-end journeys are skipped. Install ' +
        'Debian chromium (apt-get install -y chromium) or set TABULA_CHROMIUM to run them.\n',
    );
    return 0;
  }
  ensureBuilds();

  console.log('[tabula] Starting the demo server (fresh embedded database)…');
  const server = await startDemoServer();
  const stopOnSignal = (signal) => {
    void server.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const demoFile = await writeDemoFile(server);
    console.log(`[tabula] Demo server at ${server.origin}; Chromium ${executablePath}`);
    const code = await playwright(process.argv.slice(2), {
      ...process.env,
      TABULA_E2E_BASE_URL: server.origin,
      TABULA_E2E_DEMO: demoFile,
      TABULA_E2E_CHROMIUM: executablePath,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    if (code !== 0)
      console.error(`[tabula] The server's last log lines:\n${await server.logTail()}`);
    return code;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
