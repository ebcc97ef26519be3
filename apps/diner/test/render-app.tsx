import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '@tabula/api-client';
import { ThemeRoot } from '@tabula/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { render, type RenderResult } from 'vitest-browser-react';
import { api } from '../src/lib/api/api';
import type { RouterContext } from '../src/app/router-context';
import { activateLocale } from '../src/lib/i18n/i18n';
import { localeInfo } from '../src/lib/i18n/locales';
import { homePageQuery } from '../src/lib/venue/home-page';
import { homePage as defaultHomePage, type HomePage } from './fixtures/home-page';

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** The home page configuration in the cache; the fixture's visitor at the counter by default. */
  homePage?: HomePage;
  /** The path the router starts at; `/` by default. */
  path?: string;
  /** The jotai store; a fresh one by default. */
  store?: ReturnType<typeof createStore>;
  /** The query client; a fresh one (no retries, nothing stale) by default. */
  queryClient?: QueryClient;
  /** The language to render in; English by default. */
  locale?: Locale;
  /** Wrap the component in ThemeRoot (the company's brand, the locale's direction); true by default. */
  theme?: boolean;
}

/** What {@link renderApp} returns: the render result and the app's pieces, to inspect. */
export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createTestRouter>;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

function createTestRouter(content: () => ReactNode, path: string, context: RouterContext) {
  const root = createRootRouteWithContext<RouterContext>()({ component: content });
  // Every path matches, so a test sees where the app navigated (`router.state.location`).
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  return createRouter({
    routeTree: root.addChildren([index, any]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  });
}

/**
 * Renders a component as the app runs it, in a real Chromium: a query cache holding the home page
 * configuration, translations, a jotai store, a memory router (its root renders the component)
 * and, unless `theme: false`, ThemeRoot with the company's brand and the locale's direction.
 *
 * @example
 * ```tsx
 * const { router } = await renderApp(<ShellSideMenu page={homePage} />, { path: '/' });
 * ```
 */
export async function renderApp(
  ui: ReactNode,
  options: RenderAppOptions = {},
): Promise<RenderAppResult> {
  const page = options.homePage ?? defaultHomePage;
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(homePageQuery().queryKey, page);
  const store = options.store ?? createStore();
  const locale = options.locale ?? 'en';
  await activateLocale(locale);
  const themed = options.theme ?? true;
  const content = () => (
    <>
      {themed ? (
        <ThemeRoot
          brandColor={page.company.brand_color}
          dir={localeInfo(locale).rtl ? 'rtl' : 'ltr'}
          lang={locale}
        >
          {ui}
        </ThemeRoot>
      ) : (
        ui
      )}
      <Outlet />
    </>
  );
  const router = createTestRouter(content, options.path ?? '/', {
    queryClient,
    api,
    localeSources: () => ({ stored: locale, browser: [] }),
  });
  await router.load();
  const result = await render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, store };
}
