import type { Locale } from '@tabula/api-client';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { ReplayEarlyTaps } from './app/early-taps';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { storedStateDiffers } from './app/stored-state';
import { yieldToBrowser } from './lib/tasks/yield-to-browser';
import { activateLocale } from './lib/i18n/i18n';
import { mirrorLocaleCookie } from './lib/i18n/locale-cookie';
import { browserLanguages } from './lib/i18n/browser-languages';
import { initialLocale, storedLocale } from './lib/i18n/locale-store';
import { resolveLocale } from './lib/i18n/resolve-locale';
import { homePageQuery } from './lib/venue/home-page';
import { seedInlinedHomePage } from './lib/venue/inlined-home-page';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const store = createStore();

/**
 * The language of the page the server drew (ADR 0012), if it is drawn as the app draws it here,
 * so it can be hydrated: it carries the router's state, in the language the app chooses here,
 * and this browser stores nothing the first render reads (the server draws without storage).
 * Otherwise the app draws afresh over it: a link handed over from an in-app browser
 * (`#handoff=`, which never reaches the server, so the root route takes the handoff before
 * anything shows), a returning diner's cart or dietary filters, a language chosen since the
 * cookie was last sent.
 *
 * @param chosenLocale - the language the diner chose on this device, if any
 */
function drawnAsHere(chosenLocale: Locale | null): Locale | null {
  if (!('$_TSR' in window) || window.location.hash.startsWith('#handoff=')) return null;
  const home = queryClient.getQueryData(homePageQuery().queryKey);
  if (home === undefined) return null;
  const here = resolveLocale(chosenLocale, home.company.locale_data, browserLanguages());
  return document.documentElement.lang === here && !storedStateDiffers() ? here : null;
}

/**
 * Hydrates the drawn page in the language it was drawn in (the app's choice here). As a
 * transition, so React hydrates in slices and yields to the browser between them: the page
 * stays scrollable, and a tap hydrates its target first (selective hydration), instead of the
 * whole menu hydrating in one long task. A tap made before (early-taps.tsx) is taken once the
 * page is hydrated.
 */
async function hydrateDrawnPage(container: HTMLElement, locale: Locale): Promise<void> {
  const [{ RouterClient }] = await Promise.all([
    import('@tanstack/react-router/ssr/client'),
    activateLocale(locale),
  ]);
  const router = createAppRouter({ queryClient, store });
  // The hydration client's and the catalog's modules were evaluated in this task, the router made.
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        <RouterClient router={router} />
        <ReplayEarlyTaps />
      </>,
      {
        onRecoverableError(error, { componentStack }) {
          // The component stack names where the drawn page and the first render differ.
          console.error('[hydration]', error, componentStack ?? '');
        },
      },
    );
  });
}

async function drawAfresh(container: HTMLElement): Promise<void> {
  // The first catalog loads before the first paint, so no English flashes before Arabic.
  await activateLocale(initialLocale());
  const router = createAppRouter({ queryClient, store });
  // Over a page the server drew, the first render waits for its screen's code, so the drawn
  // page stays in view until the app's replaces it, with nothing blank between them.
  if ('$_TSR' in window) await router.load();
  createRoot(container).render(
    <>
      <App queryClient={queryClient} store={store} router={router} />
      <ReplayEarlyTaps />
    </>,
  );
}

/**
 * The app's start, in short tasks rather than one long one: the evaluation of the entry's
 * modules (the browser's, at load), then the contract's check of the inlined configuration (in
 * tasks of its own), then the first render. Between them the browser paints and takes taps (held
 * until the app responds, early-taps.tsx).
 */
async function start(container: HTMLElement): Promise<void> {
  await yieldToBrowser();
  // The configuration the server inlined in the page is in the cache before anything renders.
  await seedInlinedHomePage(queryClient);
  // A choice made before the cookie mirrored it, or whose cookie expired, is drawn in from the
  // next page on; every visit renews it.
  const chosenLocale = storedLocale();
  if (chosenLocale !== null) mirrorLocaleCookie(chosenLocale);
  const drawnLocale = drawnAsHere(chosenLocale);
  await yieldToBrowser();
  await (drawnLocale === null ? drawAfresh(container) : hydrateDrawnPage(container, drawnLocale));
}

void start(root);
