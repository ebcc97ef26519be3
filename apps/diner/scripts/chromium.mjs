/* global process, console */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_ARGS, findChromium, findTestChromium } from '@tabula/vitest-config/chromium';

export { CHROMIUM_ARGS, findChromium, findTestChromium };

/** Runs a command with its output on ours; true when it exited 0. */
function run(command, args, env = process.env) {
  console.log(`[tabula] $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

/** Playwright's own Chromium after `playwright install chromium`, or null. */
async function playwrightChromium() {
  const { chromium } = await import('playwright');
  const path = chromium.executablePath();
  return path && existsSync(path) ? path : null;
}

/**
 * The Chromium the end-to-end tests (`forTests`: its headless shell when installed) or the
 * benchmark (the full browser, as a phone runs it) run in. When the machine has none it is
 * provisioned, and said so on stdout (issue 6: "it may provision Chromium itself (apt-get as
 * root, else Playwright's own download) and says so when it does"): as root Debian's packages
 * (chromium, then chromium-headless-shell, which the tests prefer and can do without), otherwise
 * Playwright's download, the only place `playwright install` is ever run.
 *
 * @param options.forTests - prefer the headless shell (findTestChromium)
 * @returns the executable, or null when none could be had outside CI
 * @throws Error in CI (`CI` set) when there is still no Chromium, or when TABULA_CHROMIUM names
 * a missing file
 */
export async function provideChromium({ forTests = false } = {}) {
  const find = forTests ? findTestChromium : findChromium;
  const found = find();
  if (found) return found;
  if (process.env.TABULA_CHROMIUM) {
    throw new Error(`TABULA_CHROMIUM=${process.env.TABULA_CHROMIUM} does not exist`);
  }
  const existing = await playwrightChromium().catch(() => null);
  if (existing) return existing;

  if (process.getuid?.() === 0) {
    const packages = forTests ? 'chromium chromium-headless-shell' : 'chromium';
    console.log(
      '[tabula] No Chromium on this machine: installing Debian chromium as root ' +
        `(apt-get update && apt-get install -y ${packages}).`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env)) {
      if (forTests) run('apt-get', ['install', '-y', 'chromium-headless-shell'], env);
      const installed = find();
      if (installed) {
        console.log(`[tabula] Installed Chromium: ${installed}`);
        return installed;
      }
    }
  } else {
    console.log(
      "[tabula] No Chromium on this machine and not root: downloading Playwright's own " +
        'Chromium (npx playwright install chromium).',
    );
    const env = { ...process.env };
    delete env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD;
    if (run('npx', ['playwright', 'install', 'chromium'], env)) {
      const downloaded = await playwrightChromium().catch(() => null);
      if (downloaded) {
        console.log(`[tabula] Downloaded Chromium: ${downloaded}`);
        return downloaded;
      }
    }
  }
  if (process.env.CI) {
    throw new Error('CI needs Chromium for the end-to-end tests: apt-get install -y chromium');
  }
  return null;
}
