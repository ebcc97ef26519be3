import type { FirstPaint, FirstPaintModule, FirstPaintRequest } from '@tabula/api-client';
import { brandStyleRule } from '@tabula/ui';
import {
  createRequestHandler,
  renderSsrHtmlResponse,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { drawsOnServer } from './app/drawn-routes';
import { firstPaintHeadScript } from './app/head-script';
import { firstPaintAssets } from './app/first-paint-assets';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { holdStoredStateAtom } from './app/stored-state';
import { activateLocale } from './lib/i18n/i18n';
import { isLocale, localeInfo } from './lib/i18n/locales';
import { resolveLocale } from './lib/i18n/resolve-locale';
import { homePageQuery } from './lib/venue/home-page';

const DOCTYPE = '<!DOCTYPE html>';

/**
 * Draws the app for a request on the server, as the browser's first render draws it: the
 * language chosen by the app's own rule (A§9) from the request, the configuration already in
 * the cache (nothing is fetched), and the values the browser keeps in storage held empty, since
 * the server has none (app/stored-state.ts). Null for a page the server does not draw
 * (drawn-routes.ts).
 */
export async function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint | null> {
  if (!drawsOnServer(new URL(request.url).pathname, request.home)) return null;
  const drawing = turn.then(() => draw(request));
  turn = drawing.then(
    () => undefined,
    () => undefined,
  );
  return drawing;
}

/**
 * The drawing before the next one's turn: the app speaks through lingui's one shared instance,
 * and a drawing waits between its parts (the catalog, a lazily loaded part), so drawings take
 * turns and each speaks its own request's language from start to end.
 */
let turn: Promise<void> = Promise.resolve();

async function draw(request: FirstPaintRequest): Promise<FirstPaint> {
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
  const response = await handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => drawWhole(<RouterServer router={router} />, request.signal),
    }),
  );
  const text = await response.text();
  // The router answers a render that threw with a plain 500; the server then serves the page
  // undrawn, as it does without the bundle.
  if (response.status >= 500) throw new Error(`drawing ${request.url} failed: ${text}`);
  return {
    status: response.status,
    locale,
    dir: localeInfo(locale).rtl ? 'rtl' : 'ltr',
    html: text.startsWith(DOCTYPE) ? text.slice(DOCTYPE.length) : text,
    headScript: firstPaintHeadScript(request.nonce),
    style: brandStyleRule(request.home.company.brand_color),
  };
}

/**
 * Draws the whole tree to HTML, parts loaded with `React.lazy` included: React's prerenderer
 * waits for them where `renderToString` would draw a boundary's fallback and leave the browser
 * to finish it (React error #419 when hydrating). Every boundary is written in place (no chunk
 * size outlines one into a later script), so the markup is what the browser's first render
 * draws, and carries no inline script but the router's.
 */
async function drawWhole(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(signal ? { signal } : {}),
  });
  return new Response(prelude).text();
}

export { firstPaintAssets };

// The bundle is what apps/server loads: its exports are the shared contract's.
renderFirstPaint satisfies FirstPaintModule['renderFirstPaint'];
firstPaintAssets satisfies FirstPaintModule['firstPaintAssets'];
