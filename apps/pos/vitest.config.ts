import { lingui } from '@lingui/vite-plugin';
import { browserRootOptions, tabulaBrowserVitest } from '@tabula/vitest-config/browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const plugins = [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
  vanillaExtractPlugin(),
];

// Components (`*.test.tsx`) render in Debian's Chromium, as the diner app's do.
export default defineConfig({
  test: {
    ...browserRootOptions,
    projects: [
      tabulaBrowserVitest({
        plugins,
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@tanstack/react-query',
            // Found late, they would make Vite re-bundle mid-run and reload a test file.
            '@tanstack/react-router',
            'socket.io-client',
            'zod',
            '@lingui/core',
            '@lingui/react',
            '@tabula/ui > @vanilla-extract/dynamic',
            '@tabula/ui > @vanilla-extract/recipes/createRuntimeFn',
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
