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

// Two projects: rules without a DOM (`*.test.ts`) in Node; components and hooks (`*.test.tsx`)
// in Debian's Chromium. The end-to-end journeys run separately (e2e/run-e2e.mjs).
export default defineConfig({
  test: {
    ...browserRootOptions,
    projects: [
      tabulaVitest({
        plugins,
        resolve: { alias: PATH_ALIASES },
        test: { name: 'unit', include: ['src/**/__tests__/**/*.test.ts'] },
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
