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

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter(ROUTER_OPTIONS),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
    devSession(API_ORIGIN),
    compressAssets(),
  ],
  resolve: { alias: command === 'build' ? [...PATH_ALIASES, ...WORKSPACE_SOURCES] : PATH_ALIASES },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
}));
