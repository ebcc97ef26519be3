import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium, findTestChromium } from './chromium.js';
import { defineProject, mergeConfig } from 'vitest/config';

export { findChromium };

// Chromium's start and first connection can take minutes on a 2-core machine running other
// suites at once (vitest's default is 60 s); a hung start still fails.
const CONNECT_TIMEOUT_MS = 300_000;

/**
 * The root options a config needs when its browser tests are one of its `projects`: vitest reads
 * how long a browser session may take to connect from the root config only, never from the
 * project's own (a project's value is silently ignored). Spread into the root `test`.
 */
export const browserRootOptions = { browser: { connectTimeout: CONNECT_TIMEOUT_MS } };

/**
 * The preset for tests that run in a real Chromium (vitest browser mode through Playwright, with
 * the system browser, its headless shell when installed: never `playwright install`). On a
 * machine without Chromium the tests are skipped with a printed notice; in CI (`CI` set) a missing
 * Chromium is an error, so a green CI run always means the browser tests ran.
 *
 * @param {import('vitest/config').UserWorkspaceConfig} overrides
 */
export function tabulaBrowserVitest(overrides = {}) {
  const executablePath = findTestChromium();
  if (executablePath === null) {
    if (process.env.CI) {
      throw new Error(
        'CI needs Chromium for the browser tests: apt-get install -y chromium chromium-headless-shell',
      );
    }
    console.warn(
      '\n[tabula] No Chromium found: the browser tests are skipped. Install Debian chromium ' +
        '(apt-get install -y chromium chromium-headless-shell) or set TABULA_CHROMIUM to run them.\n',
    );
    return mergeConfig(overrides, defineProject({ test: { include: [], passWithNoTests: true } }));
  }
  return mergeConfig(
    defineProject({
      test: {
        restoreMocks: true,
        // A safety net against a hung test on a shared, noisy machine, not a speed check.
        testTimeout: 60_000,
        hookTimeout: 60_000,
        browser: {
          enabled: true,
          headless: true,
          // Read here when this preset is the root config (merged into it); a config with
          // `projects` spreads `browserRootOptions` into its root instead.
          connectTimeout: CONNECT_TIMEOUT_MS,
          screenshotFailures: false,
          provider: playwright({
            launchOptions: { executablePath, args: ['--headless', ...CHROMIUM_ARGS] },
          }),
          instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
        },
      },
    }),
    overrides,
  );
}
