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

/** The Chromium to test in, or null when this machine has none. */
export function findChromium() {
  const fromEnv = process.env.TABULA_CHROMIUM;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
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
