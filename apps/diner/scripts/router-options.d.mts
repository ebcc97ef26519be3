/** The file-route generator's options (scripts/router-options.mjs). */
export declare const ROUTER_OPTIONS: {
  readonly target: 'react';
  readonly autoCodeSplitting: true;
  readonly routesDirectory: string;
  readonly generatedRouteTree: string;
  readonly quoteStyle: 'single';
};
