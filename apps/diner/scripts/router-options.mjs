/**
 * The file-route generator's options, shared by the Vite plugin (vite.config.ts) and
 * scripts/generate-routes.mjs, so both write the same src/route-tree.gen.ts.
 */
export const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  quoteStyle: 'single',
};
