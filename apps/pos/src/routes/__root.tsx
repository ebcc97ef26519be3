import { useLingui } from '@lingui/react/macro';
import { Button, ThemeRoot } from '@tabula/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useId } from 'react';
import type { RouterContext } from '../app/router-context';
import { activateLocale } from '../lib/i18n';
import { control, field, note, row } from '../lib/layout.css';
import { isLocale, LOCALES, localeInfo, storeLocale } from '../lib/locales';
import { useStaffAuth } from '../lib/staff-auth';
import { useStatusNote } from '../lib/status-note';
import * as styles from '../lib/shell.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: PosShell,
});

/** The console's frame: its title, the language picker, sign-out, and the status line. */
function PosShell() {
  const { t, i18n } = useLingui();
  const { signedIn, signOut, refusal } = useStaffAuth();
  const { note: status, clear } = useStatusNote();
  const queryClient = useQueryClient();
  const languageId = useId();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const refusedText = refusal ? t`The staff token was refused. Enter it again.` : null;
  const shown =
    status ?? (refusedText === null ? null : { text: refusedText, tone: 'error' as const });
  return (
    <ThemeRoot dir={localeInfo(locale).rtl ? 'rtl' : 'ltr'} lang={locale}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{t`Tabula POS console`}</h1>
        <div className={row}>
          <label className={field} htmlFor={languageId}>
            {t`Language`}
            <select
              id={languageId}
              className={control}
              value={locale}
              onChange={(event) => {
                const next = event.target.value;
                if (!isLocale(next)) return;
                storeLocale(next);
                void activateLocale(next);
              }}
            >
              {LOCALES.map((entry) => (
                <option key={entry.code} value={entry.code} lang={entry.code}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          {signedIn && (
            <Button
              tone="secondary"
              size="small"
              onClick={() => {
                clear();
                queryClient.clear();
                signOut();
              }}
            >
              {t`Sign out`}
            </Button>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <p role="status" aria-live="polite" className={note[shown?.tone ?? 'ok']}>
          {shown?.text ?? ''}
        </p>
        <Outlet />
      </main>
    </ThemeRoot>
  );
}
