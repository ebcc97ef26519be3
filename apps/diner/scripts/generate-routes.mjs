/* global URL, console */
/**
 * Writes src/route-tree.gen.ts from the files in src/routes without a Vite build, e.g. after
 * adding a route: `node scripts/generate-routes.mjs`. Vite's router plugin does the same on
 * `vite dev` and `vite build`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ROUTER_OPTIONS } from './router-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The generator is the router plugin's own dependency, so it is resolved from there.
const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@tanstack/router-plugin'));
const { Generator, getConfig } = await import(fromPlugin.resolve('@tanstack/router-generator'));

const generator = new Generator({ config: getConfig(ROUTER_OPTIONS, root), root });
await generator.run();
console.log(`[routes] wrote ${ROUTER_OPTIONS.generatedRouteTree}`);
