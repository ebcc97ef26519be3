import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createStore } from 'jotai';
import { useState } from 'react';
import { createAppRouter, type AppRouter } from './router';

/** What the app runs on, made by its entry (main.tsx) before the first render. */
export interface AppProps {
  /** The query cache, seeded with the home page configuration the page came with. */
  queryClient: QueryClient;
  /** The app's state (jotai). */
  store: ReturnType<typeof createStore>;
  /** The router, if the entry made it already (to load the first screen before rendering). */
  router?: AppRouter;
}

/** The whole app: the router, which wraps every screen in the app's providers. */
export function App({ queryClient, store, router: made }: AppProps) {
  const [router] = useState(() => made ?? createAppRouter({ queryClient, store }));
  return <RouterProvider router={router} />;
}
