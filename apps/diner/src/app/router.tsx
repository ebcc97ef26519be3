import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { RouteError } from '../features/shell/components/route-error';
import { routeTree } from '../route-tree.gen';
import { api } from '../lib/api/api';
import { browserLanguages } from '../lib/i18n/browser-languages';
import { storedLocale } from '../lib/i18n/locale-store';
import { AppProviders } from './app-providers';
import type { LocaleSources } from './router-context';

/** What the app's router runs on. */
export interface AppRouterOptions {
  /** The query cache, seeded with the home page configuration. */
  queryClient: QueryClient;
  /** The app's state (jotai). */
  store: ReturnType<typeof createStore>;
  /** Where the language comes from; the device's choice and the browser's languages by default. */
  localeSources?: () => LocaleSources;
  /** The page's CSP nonce, carried by the router's own scripts in a server-drawn page. */
  nonce?: string;
}

const browserLocaleSources = (): LocaleSources => ({
  stored: storedLocale(),
  browser: browserLanguages(),
});

/**
 * Creates the app's router over the generated file routes. The providers go in the router's
 * `Wrap`, so the tree is the same whether the browser draws it or the server does.
 */
export function createAppRouter({
  queryClient,
  store,
  localeSources = browserLocaleSources,
  nonce,
}: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, api, localeSources },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    ...(nonce === undefined ? {} : { ssr: { nonce } }),
    Wrap: ({ children }) => (
      <AppProviders queryClient={queryClient} store={store}>
        {children}
      </AppProviders>
    ),
  });
}

/** The app's router. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
