import { tabulaBrowserVitest } from '@tabula/vitest-config/browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

// Every story, in every locale and on both brands, rendered in a real Chromium and checked by axe.
export default mergeConfig(
  defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    // Pre-bundled up front, so Vite never reloads the page in the middle of a test run.
    optimizeDeps: {
      include: [
        '@storybook/react',
        'storybook/test',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/dynamic',
        'axe-core',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
      ],
    },
  }),
  tabulaBrowserVitest({
    test: { include: ['test/**/*.test.tsx'], setupFiles: ['test/setup.ts'], testTimeout: 30_000 },
  }),
);
