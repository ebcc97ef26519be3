import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` finds the server (apps/server, `pnpm start`). */
const API_ORIGIN = process.env.TABULA_API ?? 'http://127.0.0.1:3000';

// The server serves the built app under /pos (apps/server, features/pos/serve-pos.ts).
export default defineConfig({
  base: '/pos/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  server: {
    proxy: {
      '/pos/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
});
