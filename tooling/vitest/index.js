import { defineProject, mergeConfig } from 'vitest/config';

/**
 * The preset every package's vitest config extends: tests live in `__tests__/` folders beside the
 * code (or `test/`), run in Node, and fail on an unhandled rejection. fast-check runs a fixed
 * number of cases per property in CI so a run is repeatable in time; the seed is printed on failure.
 * The time limits are generous: this is a safety net against a hung test on a shared, noisy
 * machine, not a speed check (benchmark scripts measure speed). A package's own `include`
 * replaces the preset's (set once, after the merge, as merging adds two lists together).
 *
 * @param {import('vitest/config').UserWorkspaceConfig} [overrides]
 */
export function tabulaVitest(overrides = {}) {
  const include = overrides.test?.include ?? ['src/**/__tests__/**/*.test.ts', 'test/**/*.test.ts'];
  return mergeConfig(
    defineProject({
      test: {
        environment: 'node',
        restoreMocks: true,
        testTimeout: 60_000,
        hookTimeout: 60_000,
        dangerouslyIgnoreUnhandledErrors: false,
      },
    }),
    { ...overrides, test: { ...overrides.test, include } },
  );
}
