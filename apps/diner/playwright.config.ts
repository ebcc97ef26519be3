import { defineConfig } from '@playwright/test';
import { e2eWorkers, forThisWorker } from './e2e/workers.mjs';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

/*
 * The end-to-end journeys: the built app served by the real server with its demo data, in the
 * system Chromium at a phone's viewport. e2e/run-e2e.mjs starts one server per worker and passes
 * their origins (TABULA_E2E_BASE_URL, comma-separated), the demo files with their QR links
 * (TABULA_E2E_DEMO) and the Chromium it found (TABULA_E2E_CHROMIUM: Debian's headless shell when
 * installed, else its Chromium); never `playwright install` here (../shared/toolchain.md).
 */
const executablePath = process.env.TABULA_E2E_CHROMIUM ?? findTestChromium() ?? undefined;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Spec files side by side, each worker on its own demo server (e2e/workers.mjs); the tests of a
  // file run in order, as they may build on each other.
  workers: e2eWorkers(),
  fullyParallel: false,
  // One more try for a journey that fails: on the shared 2-core machine about one journey in a
  // clean run of 85 fails on a payment frame's timing (Google Pay's sheet, the card sheet), a
  // different one each time. A journey that passes on its second try is listed as "flaky" in the
  // report, to be looked into; one that fails twice fails the run.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  // A safety net against a hung journey on a shared, noisy machine, not a speed check.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/report', open: 'never' }]],
  use: {
    baseURL: forThisWorker((process.env.TABULA_E2E_BASE_URL ?? 'http://127.0.0.1:3000').split(',')),
    // A mid-range phone (issue 6: "at a phone viewport").
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    // The journeys check flows, so the phone asks for reduced motion (the app honours it: no
    // spinners, shimmers or sheet transitions drawn frame by frame). Measured on four journeys,
    // the frames of the animations cost the browser and its compositor about a third of their
    // CPU (docs/performance.md "Journeys' time"); smoke.spec.ts and cafe-journey.spec.ts run
    // with motion, so the animated screens stay covered end to end.
    reducedMotion: 'reduce',
    locale: 'en',
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    // A trace of the retry of a failed journey: recording one for every journey (screencast
    // frames and DOM snapshots of each step) cost a fifth of the run's CPU, for traces thrown
    // away when the journey passed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
  },
});
