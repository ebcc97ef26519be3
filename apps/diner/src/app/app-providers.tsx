import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';

/** What every screen reads through context: the query cache, the state and the translations. */
export function AppProviders({
  queryClient,
  store,
  children,
}: {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </Provider>
    </QueryClientProvider>
  );
}
