import { lingui } from '@lingui/vite-plugin';
import { browserRootOptions, tabulaBrowserVitest } from '@tabula/vitest-config/browser';
import { tabulaVitest } from '@tabula/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './scripts/path-aliases';

const plugins = [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
  vanillaExtractPlugin(),
];

/**
 * The rules' tests that replace a module (`vi.mock`) or a global (`vi.stubGlobal`): they run each
 * in a module graph of its own (the `unit-mocked` project), as a replacement must neither miss a
 * module another file imported first nor outlive its file.
 */
const MOCKING_TESTS = [
  'src/lib/auth/__tests__/after-session-renewed.test.ts',
  'src/lib/auth/__tests__/post-login-page.test.ts',
  'src/lib/realtime/__tests__/realtime-client.test.ts',
];

// Three projects: rules without a DOM (`*.test.ts`) in Node, and components and hooks
// (`*.test.tsx`) in Debian's Chromium. The rules' files share one module graph per worker
// (`isolate: false`): importing the app's modules again for each of 118 files took three times
// as long as the tests (CONTRIBUTING.md, "Test"); none keeps state between files,
// but the few that mock, which are isolated. The end-to-end journeys run separately
// (e2e/run-e2e.mjs).
export default defineConfig({
  test: {
    ...browserRootOptions,
    projects: [
      tabulaVitest({
        plugins,
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'unit',
          include: ['src/**/__tests__/**/*.test.ts'],
          exclude: MOCKING_TESTS,
          isolate: false,
        },
      }),
      tabulaVitest({
        plugins,
        resolve: { alias: PATH_ALIASES },
        test: { name: 'unit-mocked', include: MOCKING_TESTS },
      }),
      tabulaBrowserVitest({
        plugins,
        resolve: { alias: PATH_ALIASES },
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'jotai',
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@lingui/core',
            '@lingui/react',
            '@vanilla-extract/dynamic',
            '@tabula/ui > @vanilla-extract/recipes/createRuntimeFn',
            '@stripe/stripe-js/pure',
          ],
        },
        test: {
          name: 'browser',
          include: ['src/**/__tests__/**/*.test.tsx'],
          setupFiles: ['test/setup-browser.ts'],
        },
      }),
    ],
  },
});
