import { defineProject, mergeConfig } from 'vitest/config';

/**
 * The preset every package's vitest config extends: tests live in `__tests__/` folders beside the
 * code (or `test/`), run in Node, and fail on an unhandled rejection. fast-check runs a fixed
 * number of cases per property in CI so a run is repeatable in time; the seed is printed on failure.
 *
 * @param {import('vitest/config').UserProjectConfigExport} [overrides]
 */
export function tabulaVitest(overrides = {}) {
  return mergeConfig(
    defineProject({
      test: {
        include: ['src/**/__tests__/**/*.test.ts', 'test/**/*.test.ts'],
        environment: 'node',
        restoreMocks: true,
        dangerouslyIgnoreUnhandledErrors: false,
      },
    }),
    overrides,
  );
}
