import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PosStaffSession } from '@tabula/api-client';
import { ThemeRoot } from '@tabula/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../src/lib/i18n';
import { StaffAuthProvider } from '../src/lib/staff-auth';
import { StatusNoteProvider, useStatusNote } from '../src/lib/status-note';

/** The console's status line, where every staff call says how it went. */
function Note() {
  const { note } = useStatusNote();
  return <p role="status">{note?.text ?? ''}</p>;
}

/**
 * Renders a part of the console as the console does, signed in as `session`, in a locale (right
 * to left for Arabic), with the status line above it and a query cache that never retries.
 */
export async function renderSignedIn(
  ui: ReactNode,
  session: PosStaffSession,
  locale: 'en' | 'ar' | 'zh' | 'ms' = 'en',
) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StaffAuthProvider session={session}>
        <I18nProvider i18n={i18n}>
          <StatusNoteProvider>
            <ThemeRoot dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale}>
              <Note />
              {ui}
            </ThemeRoot>
          </StatusNoteProvider>
        </I18nProvider>
      </StaffAuthProvider>
    </QueryClientProvider>,
  );
}
