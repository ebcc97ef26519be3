/* global process */
import { existsSync } from 'node:fs';

/**
 * Where Debian's Chromium lives (see ../shared/toolchain.md); `TABULA_CHROMIUM` overrides. The
 * unwrapped binary comes first: it starts faster than the `/usr/bin/chromium` wrapper script.
 * This module imports nothing of vitest, so Playwright configs and plain scripts can use it.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Where Debian's headless shell lives (package chromium-headless-shell): the same Chromium built
 * without a window, the build Playwright itself runs headless tests in. It draws no browser UI
 * and has no GPU process, so the journeys cost the machine about a quarter less CPU in it than in
 * the full browser (docs/performance.md, "One task per core, and the headless shell").
 */
export const HEADLESS_SHELL_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/** The full Chromium (what a diner's phone runs), or null when this machine has none. */
export function findChromium() {
  const fromEnv = process.env.TABULA_CHROMIUM;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * The Chromium the tests run in: the headless shell when the machine has it, otherwise the full
 * Chromium (`TABULA_CHROMIUM` overrides both, e.g. the full one to watch a journey `--headed`);
 * null when this machine has neither.
 */
export function findTestChromium() {
  if (process.env.TABULA_CHROMIUM) return findChromium();
  return HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path)) ?? findChromium();
}

/**
 * Flags for Chromium on a shared machine: no sandbox, no GPU, nothing downloaded in the
 * background. `--headless` is left to whoever launches it (Playwright adds it by itself).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
