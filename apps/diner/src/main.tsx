import { createStore } from 'jotai';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { activateLocale } from './lib/i18n/i18n';
import { mirrorLocaleCookie } from './lib/i18n/locale-cookie';
import { initialLocale, storedLocale } from './lib/i18n/locale-store';
import { seedInlinedHomePage } from './lib/venue/inlined-home-page';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The configuration the server inlined in the page is in the cache before anything renders.
const queryClient = createQueryClient();
seedInlinedHomePage(queryClient);
const store = createStore();

// A choice made before the cookie mirrored it, or whose cookie expired, reaches the server from
// the next page on; every visit renews it.
const chosenLocale = storedLocale();
if (chosenLocale !== null) mirrorLocaleCookie(chosenLocale);

// The first catalog loads before the first paint, so no English flashes before Arabic.
void activateLocale(initialLocale()).then(() => {
  createRoot(root).render(<App queryClient={queryClient} store={store} />);
});
