import { fileURLToPath } from 'node:url';

/**
 * The import aliases, shared by Vite (vite.config.ts) and Vitest (vitest.config.ts): `@/` is
 * src/, `@test/` is the test helpers' folder (test/). tsconfig.json's `paths` says the same for
 * the type check and for eslint's TypeScript resolver. An import that would climb three folders
 * or more uses an alias; nearer ones stay relative.
 */
export const PATH_ALIASES: { find: RegExp; replacement: string }[] = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  { find: /^@test\//, replacement: fileURLToPath(new URL('../test/', import.meta.url)) },
];
