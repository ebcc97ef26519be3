import type { Locale } from '@tabula/api-client';
import { brandStyleRule } from '@tabula/ui';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createStore } from 'jotai';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { holdStoredStateAtom } from './app/stored-state';
import { activateLocale, i18n } from './lib/i18n/i18n';
import { isLocale, localeInfo } from './lib/i18n/locales';
import { resolveLocale } from './lib/i18n/resolve-locale';
import { homePageQuery, type HomePageData } from './lib/venue/home-page';

/** What the server knows of a request for a page it draws (ADR 0012). */
export interface FirstPaintRequest {
  /** The page's full address, e.g. `https://tabula.example/menu`. */
  url: string;
  /** The home page configuration the server inlines in the page for this session. */
  home: HomePageData;
  /** The language the diner chose on this device, as its cookie mirror carries it, if any. */
  storedLocale: string | null;
  /** The browser's languages from Accept-Language, most preferred first. */
  browserLanguages: readonly string[];
  /** The page's CSP nonce, for the router's scripts. */
  nonce: string;
  /** Aborted when the diner goes away before the page is drawn. */
  signal?: AbortSignal;
}

/** A page drawn on the server: the app's markup for `#root` and what the document needs. */
export interface FirstPaint {
  /** The answer's status (200, or what a route decided). */
  status: number;
  /** The language drawn in: `<html lang>`, and the catalog the browser hydrates with. */
  locale: Locale;
  /** `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /** The markup inside `#root`, the router's hydration scripts included. */
  html: string;
  /**
   * The company's brand colours as a CSS rule, for the page's nonce'd `<style>`: the drawn
   * theme root's style attribute is not applied under the CSP (packages/ui brandStyleRule).
   */
  style: string;
}

const DOCTYPE = '<!DOCTYPE html>';

/**
 * Draws the app for a request on the server, as the browser's first render draws it: the
 * language chosen by the app's own rule (A§9) from the request, the configuration already in
 * the cache (nothing is fetched), and the values the browser keeps in storage held empty, since
 * the server has none (app/stored-state.ts). The catalog is loaded first; the render itself is
 * synchronous, so the shared lingui instance speaks this request's language throughout.
 */
export async function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint> {
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
  return {
    status: response.status,
    locale,
    dir: localeInfo(locale).rtl ? 'rtl' : 'ltr',
    html: text.startsWith(DOCTYPE) ? text.slice(DOCTYPE.length) : text,
    style: brandStyleRule(request.home.company.brand_color),
  };
}

export {
  firstPaintAssets,
  type BuildManifest,
  type FirstPaintAssets,
} from './app/first-paint-assets';
