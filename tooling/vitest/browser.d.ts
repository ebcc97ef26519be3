import type { UserWorkspaceConfig } from 'vitest/config';

/** The full Chromium, or null when this machine has none. */
export function findChromium(): string | null;

/** The preset for tests that run in a real Chromium, merged with a package's own overrides. */
export function tabulaBrowserVitest(overrides?: UserWorkspaceConfig): UserWorkspaceConfig;

/** Root `test` options for a config whose browser tests are one of its `projects`. */
export const browserRootOptions: { browser: { connectTimeout: number } };
