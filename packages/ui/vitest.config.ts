import { tabulaBrowserVitest } from '@tabula/vitest-config/browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

// Component tests run in a real Chromium; vanilla-extract compiles the styles as in the app.
export default mergeConfig(
  defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    // Pre-bundled up front, so Vite never reloads the page in the middle of a test run.
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/dynamic',
        'axe-core',
        'react',
        'react-dom',
        'react-dom/client',
        'react-dom/server',
        'react/jsx-dev-runtime',
      ],
    },
  }),
  tabulaBrowserVitest({ test: { include: ['src/**/*.test.{ts,tsx}'] } }),
);
