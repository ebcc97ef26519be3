import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../route-tree.gen';
import { api } from './api';

/** Creates the POS's router over the generated file routes, under /pos where the server serves it. */
export function createPosRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/pos',
    context: { queryClient, api },
    defaultPreloadStaleTime: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPosRouter>;
  }
}
