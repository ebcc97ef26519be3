import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider, type createStore } from 'jotai';
import { useState } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { createAppRouter } from './router';

/** What the app runs on, made by its entry (main.tsx) before the first render. */
export interface AppProps {
  /** The query cache, seeded with the home page configuration the page came with. */
  queryClient: QueryClient;
  /** The app's state (jotai). */
  store: ReturnType<typeof createStore>;
}

/** The whole app: query cache, state, translations and the router. */
export function App({ queryClient, store }: AppProps) {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </QueryClientProvider>
  );
}
