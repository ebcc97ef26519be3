import { useLingui } from '@lingui/react';
import { ThemeRoot } from '@tabula/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isLocale, localeInfo, SOURCE_LOCALE } from '@/lib/i18n/locales';
import { isSessionMissing } from '@/lib/venue/session-missing';
import './global.css';
import { NotAllowedPage } from './not-allowed-page';

// The generic page words itself from the error catalogue's texts, which load with it.
const LoadErrorPage = lazy(() =>
  import('./load-error-page').then((module) => ({ default: module.LoadErrorPage })),
);

/**
 * What a route shows when its loader fails: the 'not allowed to access directly' page when there
 * is no session (A§2), else the generic error page with a retry. At the root it stands in for the
 * whole shell, so it brings its own theme (the default brand: the company is not known).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return (
    <ThemeRoot dir={localeInfo(locale).rtl ? 'rtl' : 'ltr'} lang={locale}>
      {isSessionMissing(error) ? (
        <NotAllowedPage />
      ) : (
        <Suspense fallback={null}>
          <LoadErrorPage
            onRetry={() => {
              reset();
              void router.invalidate();
            }}
          />
        </Suspense>
      )}
    </ThemeRoot>
  );
}
