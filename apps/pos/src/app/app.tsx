import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { i18n } from '../lib/i18n';
import { StaffAuthProvider, useStaffAuth } from '../lib/staff-auth';
import { StatusNoteProvider } from '../lib/status-note';
import { createQueryClient } from './query-client';
import { createPosRouter } from './router';

/** The whole POS: sign-in state, query cache, translations, the status line and the router. */
export function App() {
  return (
    <StaffAuthProvider>
      <StatusNoteProvider>
        <I18nProvider i18n={i18n}>
          <Routed />
        </I18nProvider>
      </StatusNoteProvider>
    </StaffAuthProvider>
  );
}

function Routed() {
  const { sessionEnded } = useStaffAuth();
  const [queryClient] = useState(() =>
    createQueryClient(() => {
      sessionEnded();
      queryClient.clear();
    }),
  );
  const [router] = useState(() => createPosRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
