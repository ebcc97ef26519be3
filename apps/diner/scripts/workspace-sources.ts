import { fileURLToPath } from 'node:url';

const packages = (path: string) =>
  fileURLToPath(new URL(`../../../packages/${path}`, import.meta.url));

/**
 * The production build reads the contract's and the engine's TypeScript sources rather than their
 * built `dist` files (vite.config.ts). The code is the same, but a package built into one file is
 * one module to the bundler: it sits whole in the chunk of its first importer, so what a later
 * route alone uses (the error catalogue, the staff's schemas, the pricing) was part of the menu's
 * first load. From the sources each module goes to the chunk that needs it (docs/performance.md,
 * "What the first load holds"). Tests and the published packages use the builds.
 */
export const WORKSPACE_SOURCES: { find: RegExp; replacement: string }[] = [
  { find: /^@tabula\/api-client$/, replacement: packages('api-client/src/index.ts') },
  { find: /^@tabula\/api-client\/query$/, replacement: packages('api-client/src/query/index.ts') },
  {
    find: /^@tabula\/api-client\/realtime$/,
    replacement: packages('api-client/src/realtime/index.ts'),
  },
  { find: /^@tabula\/engine$/, replacement: packages('engine/src/index.ts') },
];
