import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './scripts/compress-assets';
import { devSession } from './scripts/dev-session';
import { PATH_ALIASES } from './scripts/path-aliases';
import { ROUTER_OPTIONS } from './scripts/router-options.mjs';
import { WORKSPACE_SOURCES } from './scripts/workspace-sources';

/** Where `pnpm dev` finds the server (apps/server, `pnpm start`). */
const API_ORIGIN = process.env.TABULA_API ?? 'http://127.0.0.1:3000';

/**
 * The browser's build (dist/, which the server serves) and, with `--ssr`, the server's bundle of
 * the first paint (dist-ssr/entry-server.js, ADR 0012): the same plugins and sources, so both draw
 * the same markup and class names; one file with every dependency inside, run by apps/server.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tanstackRouter(ROUTER_OPTIONS),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
    ...(isSsrBuild === true ? [] : [devSession(API_ORIGIN), compressAssets()]),
  ],
  resolve: { alias: command === 'build' ? [...PATH_ALIASES, ...WORKSPACE_SOURCES] : PATH_ALIASES },
  ...(isSsrBuild === true
    ? {
        // React's production build on the server too, whatever NODE_ENV the server runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' as const },
        build: {
          target: 'node20',
          outDir: 'dist-ssr',
          sourcemap: true,
          reportCompressedSize: false,
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      }
    : {
        build: { target: 'es2022', sourcemap: true, reportCompressedSize: false, manifest: true },
      }),
}));
