import { createStore } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { holdStoredStateAtom } from './app/stored-state';
import { activateLocale } from './lib/i18n/i18n';
import { mirrorLocaleCookie } from './lib/i18n/locale-cookie';
import { initialLocale, storedLocale } from './lib/i18n/locale-store';
import { isLocale } from './lib/i18n/locales';
import { seedInlinedHomePage } from './lib/venue/inlined-home-page';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The configuration the server inlined in the page is in the cache before anything renders.
const queryClient = createQueryClient();
seedInlinedHomePage(queryClient);
const store = createStore();

// A choice made before the cookie mirrored it, or whose cookie expired, is drawn in from the next
// page on; every visit renews it.
const chosenLocale = storedLocale();
if (chosenLocale !== null) mirrorLocaleCookie(chosenLocale);

/**
 * Whether the server drew this page (ADR 0012): it carries the router's state. A link handed over
 * from an in-app browser (`#handoff=`, which never reaches the server) is drawn afresh instead, so
 * the root route takes the handoff before anything shows.
 */
const drawn = '$_TSR' in window && !window.location.hash.startsWith('#handoff=');

async function hydrateDrawnPage(container: HTMLElement): Promise<void> {
  // The language the server drew in, so the first render matches it; the diner's own choice,
  // if another, follows after (useLocaleSync).
  const drawnLocale = document.documentElement.lang;
  const [{ RouterClient }] = await Promise.all([
    import('@tanstack/react-router/ssr/client'),
    activateLocale(isLocale(drawnLocale) ? drawnLocale : initialLocale()),
  ]);
  // The server has no storage: the first render draws without it, then restores it.
  store.set(holdStoredStateAtom);
  const router = createAppRouter({ queryClient, store });
  hydrateRoot(container, <RouterClient router={router} />, {
    onRecoverableError(error) {
      console.error('[hydration]', error);
    },
  });
}

if (drawn) {
  void hydrateDrawnPage(root);
} else {
  // The first catalog loads before the first paint, so no English flashes before Arabic.
  void activateLocale(initialLocale()).then(() => {
    createRoot(root).render(<App queryClient={queryClient} store={store} />);
  });
}
