import type { FirstPaint, FirstPaintModule, FirstPaintRequest } from '@tabula/api-client';
import { brandStyleRule } from '@tabula/ui';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createStore } from 'jotai';
import { drawsOnServer } from './app/drawn-routes';
import { firstPaintAssets } from './app/first-paint-assets';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { holdStoredStateAtom } from './app/stored-state';
import { activateLocale, i18n } from './lib/i18n/i18n';
import { isLocale, localeInfo } from './lib/i18n/locales';
import { resolveLocale } from './lib/i18n/resolve-locale';
import { homePageQuery } from './lib/venue/home-page';

const DOCTYPE = '<!DOCTYPE html>';

/**
 * Draws the app for a request on the server, as the browser's first render draws it: the
 * language chosen by the app's own rule (A§9) from the request, the configuration already in
 * the cache (nothing is fetched), and the values the browser keeps in storage held empty, since
 * the server has none (app/stored-state.ts). The catalog is loaded first; the render itself is
 * synchronous, so the shared lingui instance speaks this request's language throughout. Null
 * for a page the server does not draw (drawn-routes.ts).
 */
export async function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint | null> {
  if (!drawsOnServer(new URL(request.url).pathname, request.home)) return null;
  const stored = isLocale(request.storedLocale) ? request.storedLocale : null;
  const locale = resolveLocale(stored, request.home.company.locale_data, request.browserLanguages);
  await activateLocale(locale);
  const handler = createRequestHandler({
    request: new Request(request.url, request.signal ? { signal: request.signal } : {}),
    createRouter: () => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(homePageQuery().queryKey, request.home);
      const store = createStore();
      store.set(holdStoredStateAtom);
      return createAppRouter({
        queryClient,
        store,
        localeSources: () => ({ stored: locale, browser: [] }),
        nonce: request.nonce,
      });
    },
  });
  const response = await handler(({ router, responseHeaders }) => {
    // Another request may have switched the language while this one loaded.
    i18n.activate(locale);
    return renderRouterToString({
      router,
      responseHeaders,
      children: <RouterServer router={router} />,
    });
  });
  const text = await response.text();
  // The router answers a render that threw with a plain 500; the server then serves the page
  // undrawn, as it does without the bundle.
  if (response.status >= 500) throw new Error(`drawing ${request.url} failed: ${text}`);
  return {
    status: response.status,
    locale,
    dir: localeInfo(locale).rtl ? 'rtl' : 'ltr',
    html: text.startsWith(DOCTYPE) ? text.slice(DOCTYPE.length) : text,
    style: brandStyleRule(request.home.company.brand_color),
  };
}

export { firstPaintAssets };

// The bundle is what apps/server loads: its exports are the shared contract's.
renderFirstPaint satisfies FirstPaintModule['renderFirstPaint'];
firstPaintAssets satisfies FirstPaintModule['firstPaintAssets'];
