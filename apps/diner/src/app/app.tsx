import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { seedInlinedHomePage } from '../lib/venue/inlined-home-page';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The whole app: query cache, translations and the router. */
export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInlinedHomePage(client);
    return client;
  });
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
